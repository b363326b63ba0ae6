/** "2:05 PM" in `timeZone`. */
export function formatTime(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

/** "Wed, Nov 26, 2026" in `timeZone`. */
export function formatDay(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/** "Wed, Nov 26, 2:00 PM" in `timeZone`: a session's start in a system message. */
export function formatDateTime(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/** A day's key in `timeZone` (YYYY-MM-DD), to group messages under day separators. */
export function dayKey(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(iso));
}

/**
 * The contact list's time of the last message: the time today, the weekday within a week,
 * else the date.
 */
export function formatListTime(iso: string, timeZone: string, locale: string, now = new Date()) {
  const date = new Date(iso);
  if (dayKey(iso, timeZone) === dayKey(now.toISOString(), timeZone))
    return formatTime(iso, timeZone, locale);
  const days = (now.getTime() - date.getTime()) / 86_400_000;
  if (days < 6) return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone }).format(date);
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone }).format(date);
}
