import { describe, expect, it } from 'vitest';
import { dayStart, formatDate, formatDateTime, nextDay } from './format.ts';

describe('formatDateTime', () => {
  it('shows a readable date and time', () => {
    expect(formatDateTime('2025-06-17T09:30:00.000Z', 'en-US')).toMatch(/Jun 17, 2025/);
  });

  it('shows the instant in the zone given (the admin’s)', () => {
    expect(formatDateTime('2025-06-17T20:00:00.000Z', 'en-US', 'Asia/Kolkata')).toMatch(
      /Jun 18, 2025.*1:30/,
    );
    expect(formatDate('2025-06-17T20:00:00.000Z', 'en-US', 'Asia/Kolkata')).toBe('Jun 18, 2025');
    expect(formatDate('2025-06-17', 'en-US', 'Asia/Kolkata')).toBe('Jun 17, 2025');
  });
});

describe('dayStart', () => {
  it('is the instant the day begins in the zone', () => {
    expect(dayStart('2026-03-02', 'Asia/Kolkata')).toBe('2026-03-01T18:30:00.000Z');
    expect(dayStart('2026-03-02', 'UTC')).toBe('2026-03-02T00:00:00.000Z');
    // The day summer time starts in New York (EST until 2 AM, then EDT).
    expect(dayStart('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStart('2026-07-01', 'America/New_York')).toBe('2026-07-01T04:00:00.000Z');
  });

  it('steps to the next day across a month', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
  });
});
