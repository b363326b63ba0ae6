import { Temporal } from 'temporal-polyfill';

/**
 * The calendar's instants on the wall clock of the mentor's one saved zone (not the
 * browser's: docs/product.md#123-booking), with Temporal: an instant becomes a wall-clock
 * `Date` with {@link wallDate}, a typed date and time an instant with {@link zonedInstant}.
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

/** `YYYY-MM-DD` of the wall-clock `date` (its local fields, see {@link wallDate}). */
export function dayKey(date: Date): string {
  return Temporal.PlainDate.from({
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
  }).toString();
}
