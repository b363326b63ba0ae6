/**
 * Splits a message's text into plain strings and http(s) links ("links made
 * clickable without any HTML from users ever rendered as HTML"). The caller renders strings
 * as text and links as `<a>` elements; nothing is ever parsed as HTML.
 */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than a link ("see https://x.org."). */
const TRAILING = /[.,;:!?)\]}'"]+$/;

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let candidate = match[0];
    const trailing = TRAILING.exec(candidate)?.[0] ?? '';
    // Keep a closing parenthesis that has its opening one inside the link (Wikipedia style).
    if (trailing) candidate = candidate.slice(0, candidate.length - trailing.length);
    const href = safeHref(candidate);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: candidate, href });
    last = start + candidate.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
