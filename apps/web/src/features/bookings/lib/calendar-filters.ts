import type { Booking } from '@pathwise/contracts';
import { wallDate } from './zoned.ts';

/**
 * The calendar's filters (docs/product.md#220-mentor-dashboard, Calendar: search and Tags, Mentors,
 * Topic, Time), applied to the month's bookings in the browser. "Mentors" lists the other
 * side, the mentees, on the mentor's calendar; a session's topic is its plan's name.
 */
export interface CalendarFilters {
  q: string;
  tag: string;
  mentee: string;
  topic: string;
  time: TimeOfDay | '';
}

export const NO_FILTERS: CalendarFilters = { q: '', tag: '', mentee: '', topic: '', time: '' };

/** Parts of the day by the start's local hour: before 12, 12 to 17, from 17. */
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** The part of the day the wall-clock `start` (see `wallDate`) falls in. */
export function timeOfDay(start: Date): TimeOfDay {
  const hour = start.getHours();
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

/**
 * True when `booking` passes every set filter (the time of day in `timeZone`, the mentor's);
 * the search matches name, agenda, plan, tags.
 */
export function matches(booking: Booking, filters: CalendarFilters, timeZone: string): boolean {
  if (filters.tag && !booking.tags.includes(filters.tag)) return false;
  if (filters.mentee && booking.mentee.id !== filters.mentee) return false;
  if (filters.topic && booking.planName !== filters.topic) return false;
  if (filters.time && timeOfDay(wallDate(booking.start, timeZone)) !== filters.time) return false;
  const q = filters.q.trim().toLocaleLowerCase();
  if (!q) return true;
  const text = [booking.mentee.name, booking.agenda, booking.planName ?? '', ...booking.tags]
    .join('\n')
    .toLocaleLowerCase();
  return text.includes(q);
}

/** The choices of the filter selects, from the bookings at hand, sorted. */
export function filterOptions(bookings: readonly Booking[]) {
  const tags = new Set<string>();
  const topics = new Set<string>();
  const mentees = new Map<string, string>();
  for (const booking of bookings) {
    for (const tag of booking.tags) tags.add(tag);
    if (booking.planName) topics.add(booking.planName);
    mentees.set(booking.mentee.id, booking.mentee.name);
  }
  const byText = (a: string, b: string) => a.localeCompare(b);
  return {
    tags: [...tags].sort(byText),
    topics: [...topics].sort(byText),
    mentees: [...mentees]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => byText(a.name, b.name)),
  };
}

/** Statuses that occupy the mentor's time and mark a day on the grid. */
export function isActive(booking: Booking): boolean {
  return (
    booking.status === 'pending' || booking.status === 'confirmed' || booking.status === 'held'
  );
}
