import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareMonths,
  dayIn,
  firstDayOfWeek,
  monthGrid,
  monthRange,
  weekColumn,
} from './dates.ts';

describe('the month grids’ dates', () => {
  it('gives an instant’s day on the wall clock of a zone, across midnight and DST', () => {
    expect(dayIn('2026-12-03T23:30:00Z', 'UTC')).toBe('2026-12-03');
    expect(dayIn('2026-12-03T23:30:00Z', 'Europe/Berlin')).toBe('2026-12-04');
    expect(dayIn('2026-12-03T03:30:00Z', 'America/Los_Angeles')).toBe('2026-12-02');
    // The night Europe leaves summer time (25 October 2026, 01:00 UTC).
    expect(dayIn('2026-10-24T22:30:00Z', 'Europe/Berlin')).toBe('2026-10-25');
    expect(dayIn('2026-10-25T22:30:00Z', 'Europe/Berlin')).toBe('2026-10-25');
  });

  it('starts weeks per locale and always shows 42 days', () => {
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    // May 2025 from Monday 28 April to Sunday 8 June.
    const days = monthGrid('2025-05-13', 1);
    expect(days).toHaveLength(42);
    expect(days[0]).toBe('2025-04-28');
    expect(days[41]).toBe('2025-06-08');
    // A month starting on the week's first day starts the grid with it.
    expect(monthGrid('2025-06-20', 0)[0]).toBe('2025-06-01');
    expect(weekColumn('2026-12-06', 1)).toBe(6);
    expect(weekColumn('2026-12-06', 0)).toBe(0);
  });

  it('moves days and months over year ends and asks a range that covers every zone', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    // The same day of the month, clamped to a shorter month's last day.
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(compareMonths('2026-12-31', '2026-12-01')).toBe(0);
    expect(compareMonths('2026-11-30', '2026-12-01')).toBeLessThan(0);
    expect(monthRange('2026-12-17')).toEqual({
      from: '2026-11-30T10:00:00.000Z',
      to: '2027-01-01T14:00:00.000Z',
    });
  });
});
