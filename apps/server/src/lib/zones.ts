/**
 * Calendar days in a time zone, for the hot endpoints that judge "today" per request
 * (`GET /api/me/summary`, `/api/mentor/mentees`, the goals lists). Building an
 * `Intl.DateTimeFormat` costs far more than formatting with one (issue 18 "The hot paths,
 * from profiles": `weekIn` took 4.6 % of the summary's CPU), so one formatter per zone is kept.
 */

/** Day formatters by IANA zone name; at most {@link ZONES_KEPT} (the IANA list has ~600). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const ZONES_KEPT = 1000;

/**
 * Today as `YYYY-MM-DD` in `timeZone` at `now`.
 * @throws RangeError for a zone this runtime does not know (as `Intl.DateTimeFormat` does).
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (dayFormats.size < ZONES_KEPT) dayFormats.set(timeZone, format);
  }
  return format.format(now);
}
