import { describe, expect, it } from 'vitest';
import { dateLocale } from './calendar-format.ts';
import { firstDayOfWeek, monthGrid } from './month.ts';

describe('calendar dates', () => {
  it('formats dates in the browser’s variant of the UI language', () => {
    expect(dateLocale('en', ['en-GB', 'de-DE'])).toBe('en-GB');
    expect(dateLocale('en', ['de-DE'])).toBe('en');
    expect(dateLocale('es', ['en-US', 'es-MX'])).toBe('es-MX');
  });

  it('starts weeks per locale and always shows 42 days', () => {
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    // May 2025 from Monday 28 April to Sunday 8 June.
    const days = monthGrid(new Date(2025, 4, 13), 1);
    expect(days).toHaveLength(42);
    expect(days[0]).toEqual(new Date(2025, 3, 28));
    expect(days[41]).toEqual(new Date(2025, 5, 8));
    // A month starting on the week's first day starts the grid with it.
    expect(monthGrid(new Date(2025, 5, 20), 0)[0]).toEqual(new Date(2025, 5, 1));
  });
});
