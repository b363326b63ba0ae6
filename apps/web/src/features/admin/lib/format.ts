/**
 * Date formatting for the admin pages, with the browser's Intl in the UI's
 * language.
 */

/** An ISO 8601 instant as a medium date with a short time in the viewer's time zone. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
