/**
 * The first word of a display name, for the dashboard greeting ("Welcome back, Ada!");
 * undefined when the name is empty or only blanks.
 */
export function firstName(name: string | undefined): string | undefined {
  return name?.trim().split(/\s+/)[0] || undefined;
}
