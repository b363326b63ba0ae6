/**
 * Up to two initials for the navigation badge: from the display name, else from the email
 * (docs/product.md#23-top-navigation "Top navigation").
 */
export function initials(name: string | undefined, email: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (words[0]![0]! + words[words.length - 1]![0]!).toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (email ?? '?').trim().slice(0, 1).toUpperCase() || '?';
}
