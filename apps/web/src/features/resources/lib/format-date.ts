/**
 * A post's publication date as dd/mm/yyyy (docs/product.md#33-public-content "Blog card"). The UTC calendar
 * date, so that a post reads the same day in every time zone and in the order the server
 * sorts by.
 */
export function formatPostDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${d.getUTCFullYear()}`;
}

/** The `dateTime` of a `<time>` element for the same date: yyyy-mm-dd. */
export function postDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}
