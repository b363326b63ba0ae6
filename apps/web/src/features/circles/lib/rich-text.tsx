import { Fragment, type ReactNode } from 'react';

/** http(s) addresses in a post; trailing punctuation stays text ("see https://x.org."). */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/giu;
const TRAILING = /[.,;:!?)\]}'"]+$/u;

/**
 * A person's post as React elements (links made clickable "without any HTML from
 * users ever rendered as HTML"): the text stays text (React escapes it), line breaks become
 * `<br>`, and http(s) addresses become links that open in a new tab without the opener.
 * Nothing is ever passed as HTML.
 */
export function richText(body: string): ReactNode[] {
  return body.split('\n').map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {linkify(line)}
    </Fragment>
  ));
}

function linkify(line: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const start = match.index;
    const url = match[0].replace(TRAILING, '');
    if (!isHttpUrl(url)) continue;
    if (start > last) out.push(line.slice(last, start));
    out.push(
      <a
        key={start}
        href={url}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className="break-all font-medium text-brand-700 underline hover:text-brand-800"
      >
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < line.length) out.push(line.slice(last));
  return out;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 minutes ago", "yesterday", "just now" (under a minute) in `locale`. */
export function relativeTime(iso: string, locale: string, now = Date.now(), justNow = 'just now') {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return justNow;
}
