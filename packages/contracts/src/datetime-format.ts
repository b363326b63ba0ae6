/**
 * Session time ranges in words, one formatter for the web app and the mails
 * (docs/product.md#123-booking): `Intl.DateTimeFormat.prototype.formatRange` with the date and the
 * times in one pattern, so the locale decides what to repeat. A range within one day names the day
 * once ("Tue, Dec 1, 2026, 4:00 – 5:00 PM"); a range across midnight names both days in the
 * locale's own form ("Tue, Dec 1, 2026, 11:00 PM – Wed, Dec 2, 2026, 12:00 AM"), never a day
 * followed by a second, numeric copy of it.
 */

/** How much of the day a range shows. */
export type RangeStyle =
  /** "Tuesday, December 1, 2026, 4:00 – 5:00 PM" (mails, the booking confirmation). */
  | 'long'
  /** "Tue, Dec 1, 2026, 4:00 – 5:00 PM" (session lists and pages). */
  | 'short'
  /** "4:00 – 5:00 PM", or "Dec 1, 11:00 PM – Dec 2, 12:00 AM" across midnight (a calendar's day). */
  | 'time';

/** What {@link formatTimeRange} needs besides the two instants. */
export interface RangeFormat {
  /** IANA zone the range is shown in (e.g. `Europe/Lisbon`). */
  timeZone: string;
  /** BCP 47 locale (the UI language, `en-US` in mails). */
  locale: string;
  /** Default `short`. */
  style?: RangeStyle;
  /** Append the zone's short name ("GMT+1", "EST"), as the locale places it. */
  zoneName?: boolean;
}

const STYLES: Record<Exclude<RangeStyle, 'time'>, Intl.DateTimeFormatOptions> = {
  long: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  short: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
};

/** `YYYY-MM-DD` of `date` in `timeZone`, to tell whether a range crosses midnight. */
function dayOf(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/**
 * `start`–`end` (instants, ISO strings or Dates) in `timeZone` for `locale`, in one
 * `formatRange` call: the day once when both ends fall on it, both days across midnight.
 * @throws RangeError for an unknown `timeZone` or an invalid date (callers pass known zones;
 *   the mails fall back to UTC first).
 */
export function formatTimeRange(
  start: Date | string,
  end: Date | string,
  { timeZone, locale, style = 'short', zoneName = false }: RangeFormat,
): string {
  const from = new Date(start);
  const to = new Date(end);
  const time: Intl.DateTimeFormatOptions = {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    ...(zoneName ? { timeZoneName: 'short' } : {}),
  };
  const date =
    style === 'time'
      ? dayOf(from, timeZone) === dayOf(to, timeZone)
        ? {}
        : { month: 'short' as const, day: 'numeric' as const }
      : STYLES[style];
  return new Intl.DateTimeFormat(locale, { ...date, ...time }).formatRange(from, to);
}
