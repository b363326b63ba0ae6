import { describe, expect, it } from 'vitest';
import { dateLocale, formatLongDate, formatMonth } from './calendar-format.ts';

describe('calendar formats', () => {
  it('formats dates in the browser’s variant of the UI language', () => {
    expect(dateLocale('en', ['en-GB', 'de-DE'])).toBe('en-GB');
    expect(dateLocale('en', ['de-DE'])).toBe('en');
    expect(dateLocale('es', ['en-US', 'es-MX'])).toBe('es-MX');
  });

  it('writes a day and its month as the day itself, whatever the browser’s zone', () => {
    expect(formatLongDate('2025-05-13', 'en-US')).toBe('Tuesday, May 13, 2025');
    expect(formatMonth('2025-05-31', 'en-US')).toBe('May 2025');
  });
});
