/**
 * How long ago (or how soon) an instant is, in the reader's language: "5 minutes ago",
 * "yesterday", "last week". Written by `Intl.RelativeTimeFormat` (`numeric: 'auto'`), never by
 * hand, so every language gets its own words and plural forms. The one relative-time formatter
 * of the web app: circle posts, notifications and Ask an Expert requests use it.
 */

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** How to say an age. */
export interface RelativeTimeOptions {
  /** BCP 47 language of the reader, e.g. `en`. */
  locale: string;
  /** The reference instant (ms since the epoch or a Date); now when left out. */
  now?: number | Date;
  /** Under a minute: this text (e.g. the catalogue's "just now"); `Intl`'s "now" when left out. */
  justNow?: string;
  /** A week old or more: the medium date in this time zone instead of "2 weeks ago". */
  dateFromAWeekIn?: string;
}

/**
 * `iso` relative to `now`, rounded to the largest whole unit it reaches (minutes up to years).
 * @param iso an ISO 8601 instant.
 */
export function relativeTime(iso: string, options: RelativeTimeOptions): string {
  const { locale, justNow, dateFromAWeekIn } = options;
  const now = options.now === undefined ? Date.now() : Number(options.now);
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (dateFromAWeekIn && Math.abs(seconds) >= 7 * 86_400)
    return new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeZone: dateFromAWeekIn,
    }).format(new Date(iso));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return justNow ?? format.format(0, 'second');
}
