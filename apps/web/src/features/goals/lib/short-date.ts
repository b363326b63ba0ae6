/** A calendar day `YYYY-MM-DD` as a short date in the viewer's language (no zone shift). */
export function shortDate(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
