import { ownTimeZone } from '@/lib/session/account.ts';

/**
 * Date formatting for the admin pages, with the browser's Intl in the UI's language and the
 * admin's own time zone (Settings → General, else the browser's;
 * docs/product.md#146-admin-overview).
 */

/** An ISO 8601 instant as a medium date with a short time in `timeZone` (the admin's). */
export function formatDateTime(iso: string, locale: string, timeZone = ownTimeZone()): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** An ISO 8601 instant (or a `YYYY-MM-DD` day) as a medium date in `timeZone`. */
export function formatDate(iso: string, locale: string, timeZone = ownTimeZone()): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeZone: day ? 'UTC' : timeZone,
  }).format(new Date(day ? `${iso}T00:00:00Z` : iso));
}

/** Milliseconds `timeZone` is ahead of UTC at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a calendar day (`YYYY-MM-DD`) begins in `timeZone`, as ISO 8601: what the audit
 * log's date filters send, so a day means the admin's day.
 */
export function dayStart(day: string, timeZone = ownTimeZone()): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  let instant = wall - offsetAt(wall, timeZone);
  // Once more, for a day whose offset differs from the guess's (a change of summer time).
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

/** The day after `day` (`YYYY-MM-DD`). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
