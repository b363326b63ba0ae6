import { dayFormat } from '@pathwise/contracts';
import { getISO } from 'temporal-polyfill/fns/Calendar';
import * as PlainDate from 'temporal-polyfill/fns/PlainDate';

/**
 * Calendar maths of the booking page and the mentor's calendar, one set for both month grids:
 * Temporal's `PlainDate` for days and months (temporal-polyfill's tree-shakeable functions,
 * a quarter of the whole polyfill: the public booking page carries them), `Intl` for a
 * zone's wall clock. A day is its `YYYY-MM-DD` text on the wall clock of the viewer's time
 * zone; a month is named by any day of it. The calendar's instants in a zone: `zoned.ts`.
 */

/** Cells of a month grid: always six weeks (docs/product.md#220-mentor-dashboard, "42 cells"). */
export const GRID_DAYS = 42;

const plain = (day: string) => PlainDate.fromString(day, getISO);
const text = PlainDate.toString;

/** The `YYYY-MM-DD` date of `instant` (ISO text or ms) on the wall clock of `timeZone`. */
export function dayIn(instant: string | number | Date, timeZone: string): string {
  const parts = dayFormat(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `day` moved by `delta` calendar days. */
export function addDays(day: string, delta: number): string {
  return text(PlainDate.addDays(plain(day), delta));
}

/** The same day of the month `delta` months away, clamped to that month's last day. */
export function addMonths(day: string, delta: number): string {
  return text(PlainDate.addMonths(plain(day), delta));
}

/** The first day of `day`'s month. */
export function monthStart(day: string): string {
  return text(PlainDate.withDayOfMonth(plain(day), 1));
}

/** Negative when `a`'s month is before `b`'s, 0 when they are the same month, else positive. */
export function compareMonths(a: string, b: string): number {
  return PlainDate.compare(plain(monthStart(a)), plain(monthStart(b)));
}

/** Whether `a` and `b` lie in the same month. */
export function sameMonth(a: string, b: string): boolean {
  return compareMonths(a, b) === 0;
}

/** The column of `day` in a week starting on `weekStart` (`Date#getDay()` numbering). */
export function weekColumn(day: string, weekStart: number): number {
  return ((PlainDate.dayOfWeek(plain(day)) % 7) - weekStart + 7) % 7;
}

/**
 * The {@link GRID_DAYS} days of the grid that shows `month`'s month: from the week start on
 * or before its first day, six full weeks.
 */
export function monthGrid(month: string, weekStart: number): string[] {
  const first = monthStart(month);
  const start = addDays(first, -weekColumn(first, weekStart));
  return Array.from({ length: GRID_DAYS }, (_, index) => addDays(start, index));
}

/** Languages whose default region starts the week on Sunday (CLDR: `en` → US, `hi` → India). */
const SUNDAY_FIRST = new Set(['en', 'hi']);

/**
 * The first day of the week for `locale`, as `Date#getDay()` numbers it (0 Sunday, 1 Monday…),
 * from `Intl.Locale`'s week info where the engine has it, else Sunday for English and Hindi and
 * Monday (ISO 8601) for the others, Spanish among them (docs/product.md#15-languages).
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
    // An unknown locale tag: fall through to the language's rule.
  }
  return SUNDAY_FIRST.has(locale.toLowerCase().split('-')[0]!) ? 0 : 1;
}

const HOUR_MS = 3_600_000;

/** The instant `hours` hours after midnight UTC of `day` (negative: before it), as ISO text. */
function utcInstant(day: string, hours: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + hours * HOUR_MS).toISOString();
}

/**
 * The instants to ask the slots of `month`'s month for, in any time zone: from 14 hours
 * before its 1st (UTC) to 14 hours after its last day, which covers the month on every wall
 * clock (UTC−12 to UTC+14); the page keeps the slots whose day in the viewer's zone lies in
 * the month.
 */
export function monthRange(month: string): { from: string; to: string } {
  const first = monthStart(month);
  return { from: utcInstant(first, -14), to: utcInstant(addMonths(first, 1), 14) };
}

/** The `YYYY-MM-DD` day as a date to format: noon UTC of it, to format with `timeZone: 'UTC'`. */
export function dayAsDate(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** The time zones this browser knows, for the time zone selects (UTC first when missing). */
export function timeZones(): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}
