/**
 * Calendar maths of the booking page with `Intl` and plain UTC arithmetic on the instants
 * the server returns (no date library: the page must stay small). A month is `{year, month}`
 * with `month` 1–12; a day is its `YYYY-MM-DD` text in the viewer's time zone.
 */

import { dayFormat } from '@pathwise/contracts';

/** A calendar month, `month` 1–12. */
export interface Month {
  year: number;
  month: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `YYYY-MM-DD` date of `instant` (ISO text or ms) on the wall clock of `timeZone`. */
export function dayIn(instant: string | number, timeZone: string): string {
  const parts = dayFormat(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The month that `day` (`YYYY-MM-DD`) lies in. */
export function monthOf(day: string): Month {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** `month` moved by `delta` months. */
export function addMonths({ year, month }: Month, delta: number): Month {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Whether `a` is before `b`. */
export function monthBefore(a: Month, b: Month): boolean {
  return a.year * 12 + a.month < b.year * 12 + b.month;
}

/** The `YYYY-MM-DD` text of day `day` of `month`. */
export function dayOf({ year, month }: Month, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** How many days `month` has. */
export function daysInMonth({ year, month }: Month): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `day` (`YYYY-MM-DD`) moved by `delta` days. */
export function addDays(day: string, delta: number): string {
  const ms = Date.UTC(
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)) - 1,
    Number(day.slice(8, 10)),
  );
  return new Date(ms + delta * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of `day`: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): number {
  const ms = Date.UTC(
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)) - 1,
    Number(day.slice(8, 10)),
  );
  return ((new Date(ms).getUTCDay() + 6) % 7) + 1;
}

/**
 * The weeks of `month` for a grid starting on Monday: rows of seven `YYYY-MM-DD` days, null
 * outside the month.
 */
export function monthWeeks(month: Month): (string | null)[][] {
  const first = dayOf(month, 1);
  const lead = isoWeekday(first) - 1;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= daysInMonth(month); d++) cells.push(dayOf(month, d));
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * The instants to ask the slots of `month` for, in any time zone: from 14 hours before the
 * 1st (UTC) to 14 hours after the last day, which covers the month on every wall clock (UTC−12
 * to UTC+14); the page keeps the slots whose day in the viewer's zone lies in the month.
 */
export function monthRange(month: Month): { from: string; to: string } {
  const start = Date.UTC(month.year, month.month - 1, 1) - 14 * 60 * 60 * 1000;
  const end = Date.UTC(month.year, month.month, 1) + 14 * 60 * 60 * 1000;
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString() };
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
