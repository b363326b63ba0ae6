/** Where the mentee plans goals and activities (the Goals feature's route). */
export const GOALS = '/dashboard/goals';

/** A calendar day `YYYY-MM-DD` in `locale` (no zone shift: the day is the mentee's). */
export function formatDay(
  iso: string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}
