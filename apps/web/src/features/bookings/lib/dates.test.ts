import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayIn, isoWeekday, monthRange, monthWeeks } from './dates.ts';

describe('booking dates', () => {
  it('gives an instant’s day on the wall clock of a zone, across midnight and DST', () => {
    expect(dayIn('2026-12-03T23:30:00Z', 'UTC')).toBe('2026-12-03');
    expect(dayIn('2026-12-03T23:30:00Z', 'Europe/Berlin')).toBe('2026-12-04');
    expect(dayIn('2026-12-03T03:30:00Z', 'America/Los_Angeles')).toBe('2026-12-02');
    // The night Europe leaves summer time (25 October 2026, 01:00 UTC).
    expect(dayIn('2026-10-24T22:30:00Z', 'Europe/Berlin')).toBe('2026-10-25');
    expect(dayIn('2026-10-25T22:30:00Z', 'Europe/Berlin')).toBe('2026-10-25');
  });

  it('lays a month out in weeks from Monday', () => {
    const weeks = monthWeeks({ year: 2026, month: 12 });
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(isoWeekday('2026-12-06')).toBe(7);
  });

  it('moves days and months over year ends and asks a range that covers every zone', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthRange({ year: 2026, month: 12 })).toEqual({
      from: '2026-11-30T10:00:00.000Z',
      to: '2027-01-01T14:00:00.000Z',
    });
  });
});
