import { dayFormat } from '@pathwise/contracts';

/**
 * Calendar days in a time zone, for the hot endpoints that judge "today" per request
 * (`GET /api/me/summary`, `/api/mentor/mentees`, the goals lists), with one formatter per
 * zone (contracts `dayFormat`; docs/performance.md#the-hot-endpoints).
 */

/**
 * Today as `YYYY-MM-DD` in `timeZone` at `now`.
 * @throws RangeError for a zone this runtime does not know (as `Intl.DateTimeFormat` does).
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayFormat(timeZone).format(now);
}
