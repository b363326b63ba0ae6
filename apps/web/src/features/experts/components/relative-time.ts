/** "3 minutes ago" style ages and "m:ss" countdowns, in the reader's language. */

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago `iso` was, e.g. "5 minutes ago" ("now" under a minute). */
export function ageOf(iso: string, now: number, language: string): string {
  const diff = Date.parse(iso) - now;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return format.format(Math.round(diff / ms), unit);
  }
  return format.format(0, 'second');
}

/** The time from `now` until `iso` as m:ss (0:00 once past). */
export function countdown(iso: string, now: number): string {
  const left = Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}
