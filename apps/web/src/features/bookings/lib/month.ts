import { Temporal } from 'temporal-polyfill';

/**
 * Month-grid arithmetic on wall-clock dates of the mentor's one time zone (issue 17, item 4:
 * their saved zone, not the browser's). Instants become wall-clock `Date`s of that zone with
 * {@link wallDate} (the arithmetic below then works on their local fields); a typed date and
 * time become an instant with {@link zonedInstant}. A day key is `YYYY-MM-DD`.
 */

/** The wall-clock time of `instant` in `timeZone`, as a `Date` whose local fields hold it. */
export function wallDate(instant: Date | string, timeZone: string): Date {
  const zoned = Temporal.Instant.fromEpochMilliseconds(
    new Date(instant).getTime(),
  ).toZonedDateTimeISO(timeZone);
  return new Date(zoned.year, zoned.month - 1, zoned.day, zoned.hour, zoned.minute);
}

/**
 * The instant of the wall-clock `date` (`YYYY-MM-DD`) and `time` (`HH:MM`) in `timeZone`
 * (Temporal's `compatible`: a time in a skipped hour moves forward, a repeated one takes the
 * earlier offset, as the server's slots do).
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const zoned = Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(timeZone, {
    disambiguation: 'compatible',
  });
  return new Date(zoned.epochMilliseconds);
}

/** Cells of the grid: always 6 weeks (spec §2 /dashboard_mentor/calendar "42 cells"). */
export const GRID_DAYS = 42;

/** A local calendar date (midnight), without time-of-day noise. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** `date` moved by `days` calendar days (DST-safe: by date, not by 24-hour steps). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The same day of the month `months` months away, clamped to that month's last day. */
export function addMonths(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), last));
}

/** `YYYY-MM-DD` of the wall-clock `date` (its local fields). */
export function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** True when `a` and `b` are in the same calendar month. */
export function sameMonth(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();
}

/**
 * The first day of the week for `locale`, as `Date#getDay()` numbers it (0 Sunday, 1 Monday…),
 * from `Intl.Locale`'s week info where the engine has it, else Monday (ISO 8601).
 */
export function firstDayOfWeek(locale: string): number {
  try {
    const intl = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = intl.getWeekInfo?.() ?? intl.weekInfo;
    if (info) return info.firstDay % 7;
  } catch {
    // An unknown locale tag: fall through to the ISO week.
  }
  return 1;
}

/**
 * The 42 days of the grid that shows `month`'s month: from the week start on or before its
 * first day, six full weeks.
 */
export function monthGrid(month: Date, weekStart: number): Date[] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const lead = (first.getDay() - weekStart + 7) % 7;
  const start = addDays(first, -lead);
  return Array.from({ length: GRID_DAYS }, (_, index) => addDays(start, index));
}
