/** "Wed, Nov 26, 2:00 PM": an instant in the viewer's zone and language. */
export function formatWhen(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A calendar day `YYYY-MM-DD` as "Nov 26, 2026" (no zone shift). */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
