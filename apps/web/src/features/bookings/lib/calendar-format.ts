import { dayAsDate } from './dates.ts';

/**
 * Dates and times for the month grids and the calendar, with `Intl.DateTimeFormat`. A day is
 * a `YYYY-MM-DD` text of the viewer's wall clock; `locale` is the UI language.
 */

/**
 * The locale for dates: the browser's own regional variant of the UI language where it has
 * one (an "en-GB" browser with the English UI gets British dates and Monday weeks), else the
 * UI language itself.
 */
export function dateLocale(uiLanguage: string, browserLanguages: readonly string[]): string {
  const base = uiLanguage.split('-')[0]!.toLowerCase();
  return (
    browserLanguages.find((language) => language.split('-')[0]!.toLowerCase() === base) ??
    uiLanguage
  );
}

/** "May 2025": the month of `day`. */
export function formatMonth(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(dayAsDate(day));
}

/** "Tuesday, May 13, 2025". */
export function formatLongDate(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(dayAsDate(day));
}

/** "Tue, May 13, 9:00 AM" in `timeZone` (the mentor's one zone). */
export function formatDateTime(date: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
}

/** The weekday names from `weekStart` on, short ("Mon") and long ("Monday"). */
export function weekdayNames(weekStart: number, locale: string) {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long' });
  // 2024-01-07 was a Sunday (getDay() 0).
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(2024, 0, 7 + ((weekStart + index) % 7));
    return { short: short.format(day), long: long.format(day) };
  });
}
