import { minutesOfDay, type Availability, type TimeRange } from '@pathwise/contracts';
import { Temporal } from 'temporal-polyfill';

/**
 * Bookable starts of a mentor (docs/product.md#123-booking): pure, so every rule is unit
 * tested without a database.
 *
 * Weekly hours and date overrides are wall-clock times in the mentor's time zone. Each day's
 * ranges become UTC intervals first (Temporal, `disambiguation: 'compatible'`: a time in a
 * skipped hour moves forward, a repeated one takes the earlier offset), adjoining intervals
 * are merged (so 22:00–24:00 followed by 00:00–02:00 is one evening), and slots are then laid
 * on each interval every `sessionMinutes` of real time. Working in instants is what keeps
 * daylight-saving days right: a 01:00–04:00 range on a spring-forward night is two hours
 * long and holds two one-hour slots, never a duplicate or a phantom one.
 */

/** A booked session of the mentor (not cancelled or declined), as UTC instants. */
export interface BusyTime {
  start: Date;
  end: Date;
}

/** What {@link computeSlots} needs. */
export interface SlotInput {
  availability: Pick<
    Availability,
    | 'timeZone'
    | 'weeklyHours'
    | 'dateOverrides'
    | 'sessionMinutes'
    | 'minimumNoticeMinutes'
    | 'bufferBeforeMinutes'
    | 'bufferAfterMinutes'
    | 'bookingWindowDays'
    | 'maxPerDay'
  >;
  /** The mentor's booked sessions that may touch the range (a little wider is fine). */
  busy: BusyTime[];
  /** Only starts at or after this instant… */
  from: Date;
  /** …and before this one. */
  to: Date;
  /** The current time (the minimum notice and the booking window count from it). */
  now: Date;
}

const MINUTE_MS = 60_000;

/** `[start, end)` in epoch milliseconds. */
type Interval = [number, number];

const DAY_MS = 24 * 60 * MINUTE_MS;
const DAY_MINUTES = 24 * 60;

/**
 * Wall-clock conversions are the costly part (time-zone rules looked up per call), and the
 * same mentor's days come back on every slots request, so their results are kept: the
 * instant of local day `day` + `minutes` in `timeZone`, per zone under the number
 * `day × 1441 + minutes` (minutes 0 to 1440). Pure, so a cache never goes stale; emptied when
 * it grows past {@link WALL_CACHE_MAX} entries.
 */
const wallCache = new Map<string, Map<number, number>>();
let wallCacheSize = 0;
const WALL_CACHE_MAX = 100_000;

/**
 * A calendar day as a plain number: days since 1970-01-01 (the date's own, no zone), so the
 * slots walk their days with integer steps instead of Temporal dates (docs/performance.md, "Third
 * round: views and slots": Temporal's `add`, `from` and `toString` per day were a quarter of a slots
 * request's CPU).
 */
type DayNumber = number;

/** `YYYY-MM-DD` of `day`. */
const isoDate = (day: DayNumber): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The ISO weekday of `day`, 1 (Monday) to 7 (Sunday); 1970-01-01 was a Thursday. */
const weekdayOf = (day: DayNumber): number => ((((day + 3) % 7) + 7) % 7) + 1;

/** Epoch ms of `minutes` after local midnight of `day` in `timeZone` (24:00 = next day). */
function wallToEpoch(day: DayNumber, minutes: number, timeZone: string): number {
  let zone = wallCache.get(timeZone);
  if (!zone) wallCache.set(timeZone, (zone = new Map<number, number>()));
  const key = day * (DAY_MINUTES + 1) + minutes;
  const hit = zone.get(key);
  if (hit !== undefined) return hit;
  const m = minutes % DAY_MINUTES;
  const epoch = Temporal.PlainDate.from(
    isoDate(minutes >= DAY_MINUTES ? day + 1 : day),
  ).toZonedDateTime({
    timeZone,
    plainTime: new Temporal.PlainTime(Math.floor(m / 60), m % 60),
  }).epochMilliseconds;
  if (wallCacheSize >= WALL_CACHE_MAX) {
    for (const z of wallCache.values()) z.clear();
    wallCacheSize = 0;
  }
  zone.set(key, epoch);
  wallCacheSize++;
  return epoch;
}

/** Ranges as `[start, end]` minutes of the day (parsed once per request, not per day). */
type MinuteRange = [number, number];
const toMinutes = (ranges: TimeRange[]): MinuteRange[] =>
  ranges.map((r) => [minutesOfDay(r.start), minutesOfDay(r.end)]);

/** Push the UTC intervals of `ranges` on the local `day` in `timeZone` onto `out`. */
function dayIntervals(day: DayNumber, ranges: MinuteRange[], timeZone: string, out: Interval[]) {
  for (const [start, end] of ranges) {
    const s = wallToEpoch(day, start, timeZone);
    const e = wallToEpoch(day, end, timeZone);
    if (e > s) out.push([s, e]);
  }
}

/** Sort and merge overlapping or adjoining intervals. */
function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const out: Interval[] = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/**
 * The local calendar day of `epochMs` in `timeZone`: the last day whose first instant (its
 * local midnight, or the first time after a midnight that does not exist) is not after it.
 * Offsets lie within a day of UTC, so it starts from UTC's next day and steps back at most
 * three times, each through the wall-clock cache.
 */
function localDay(epochMs: number, timeZone: string): DayNumber {
  let day = Math.floor(epochMs / DAY_MS) + 1;
  while (wallToEpoch(day, 0, timeZone) > epochMs) day--;
  return day;
}

/**
 * `new Date(epochMs).toISOString()`, kept: the same starts come back on every request, and
 * formatting the 56 of a month was half of `computeSlots`' own time in the profile
 * (docs/performance.md). Emptied when it grows past {@link WALL_CACHE_MAX} entries.
 */
const isoCache = new Map<number, string>();
function isoInstant(epochMs: number): string {
  let iso = isoCache.get(epochMs);
  if (iso === undefined) {
    if (isoCache.size >= WALL_CACHE_MAX) isoCache.clear();
    isoCache.set(epochMs, (iso = new Date(epochMs).toISOString()));
  }
  return iso;
}

/**
 * The bookable starts between `from` and `to`, as ISO instants (`…Z`), ascending: inside
 * the weekly hours or that date's override, at least `minimumNoticeMinutes` after `now`, at
 * most `bookingWindowDays` after it, clear of every busy time with both buffers around each
 * (a session keeps `bufferBefore` free before it and `bufferAfter` after it, and so does the
 * new one), and not on a day (in the mentor's zone) that already has `maxPerDay` sessions.
 */
export function computeSlots(input: SlotInput): string[] {
  const a = input.availability;
  const zone = a.timeZone;
  const length = a.sessionMinutes * MINUTE_MS;
  const before = a.bufferBeforeMinutes * MINUTE_MS;
  const after = a.bufferAfterMinutes * MINUTE_MS;
  const now = input.now.getTime();
  const earliest = Math.max(input.from.getTime(), now + a.minimumNoticeMinutes * MINUTE_MS);
  // `to` is exclusive; the booking window's end is inclusive.
  const latest = Math.min(input.to.getTime() - 1, now + a.bookingWindowDays * 24 * 60 * MINUTE_MS);
  if (latest < earliest) return [];

  // Local dates that can hold a start in range, one day of margin on each side (a range of
  // the day before can run past midnight into the range).
  const first = localDay(earliest, zone) - 1;
  const last = localDay(latest, zone) + 1;
  const overrides = new Map(a.dateOverrides.map((o) => [o.date, toMinutes(o.ranges)]));
  const weekly = new Map(a.weeklyHours.map((d) => [d.weekday, toMinutes(d.ranges)]));
  const open: Interval[] = [];
  /** Local midnights, ascending, for the daily maximum: day i is [midnights[i], midnights[i + 1]). */
  const midnights: number[] = [];
  for (let d = first; d <= last; d++) {
    const ranges =
      (overrides.size > 0 ? overrides.get(isoDate(d)) : undefined) ?? weekly.get(weekdayOf(d));
    if (ranges) dayIntervals(d, ranges, zone, open);
    if (a.maxPerDay !== null) midnights.push(wallToEpoch(d, 0, zone));
  }

  // The busy times with their buffers, merged: disjoint and ascending, so one pointer that
  // only moves forward finds the one that could meet each (ascending) candidate start.
  const blocked = merge(
    input.busy.map((b): Interval => [b.start.getTime() - before, b.end.getTime() + after]),
  );
  let next = 0;
  /** Index of the local day holding `epoch` (-1 before the first). */
  const dayIndex = (epoch: number) => {
    let lo = 0;
    let hi = midnights.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (midnights[mid]! <= epoch) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
  const perDay = new Map<number, number>();
  if (a.maxPerDay !== null)
    for (const b of input.busy) {
      const day = dayIndex(b.start.getTime());
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
  const dayFull = (start: number) =>
    a.maxPerDay !== null && (perDay.get(dayIndex(start)) ?? 0) >= a.maxPerDay;
  /** Whether `[start - before, start + length + after)` meets no busy time; starts ascend. */
  const clear = (start: number) => {
    const s = start - before;
    const e = start + length + after;
    while (next < blocked.length && blocked[next]![1] <= s) next++;
    return next === blocked.length || blocked[next]![0] >= e;
  };

  const slots: string[] = [];
  for (const [s, e] of merge(open)) {
    for (let start = s; start + length <= e; start += length) {
      if (start < earliest || start > latest) continue;
      if (clear(start) && !dayFull(start)) slots.push(isoInstant(start));
    }
  }
  return slots;
}
