import { WEEKDAYS, type Availability } from '@pathwise/contracts';

/**
 * The availability as the form holds it: every weekday once, Monday first (a day without
 * ranges is a day off), so each weekday has its row. A mentor who never saved (the server's
 * defaults: no hours, no dates, UTC) gets the browser's time zone.
 */
export function toFormValues(saved: Availability, browserZone: string): Availability {
  return {
    ...saved,
    timeZone: neverSaved(saved) ? browserZone : saved.timeZone,
    weeklyHours: WEEKDAYS.map((weekday) => ({
      weekday,
      ranges: saved.weeklyHours.find((d) => d.weekday === weekday)?.ranges ?? [],
    })),
    dateOverrides: [...saved.dateOverrides].sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/**
 * Whether `saved` is the server's answer for a mentor who never saved: its defaults, with no
 * hours, no dates and UTC (`defaultAvailability` in the bookings service).
 */
export function neverSaved(saved: Availability): boolean {
  return (
    saved.weeklyHours.length === 0 && saved.dateOverrides.length === 0 && saved.timeZone === 'UTC'
  );
}

/**
 * The field a server validation error names: its message reads
 * "Invalid `weeklyHours.0.ranges.1.end` param: A range must end after it starts."
 * Returns the path and the message after the colon, or null when none is named.
 */
export function serverFieldError(message: string): { path: string; text: string } | null {
  const match = /^Invalid `([\w.]+)` param: (.*)$/s.exec(message);
  return match ? { path: match[1]!, text: match[2]! } : null;
}

/** `HH:MM` plus `minutes`, capped at 24:00. */
export function addToTime(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = Math.min(h! * 60 + m! + minutes, 24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
