import { cloneElement, type ReactElement, type ReactNode } from 'react';

/** A flat `<name>words</name>` pair: a tag name, then words without markup. */
const MARK = /<(\w+)>([^<]*)<\/\1>/g;

/**
 * A translated sentence whose `<name>words</name>` marks are rendered as a copy of
 * `components[name]` holding the words; the rest stays plain text, and a mark without a
 * component (or anything nested) is shown as it is written. It is all the home page's
 * catalogue needs (one emphasis per sentence), without react-i18next's `Trans` and its HTML
 * parser (some 5 KB gzip of script on the first load).
 */
export function TaggedText({
  text,
  components,
}: {
  /** The translated sentence, e.g. `t('hero.title')`. */
  text: string;
  /** The element for each mark name, e.g. `{ accent: <span className="…" /> }`. */
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const parts: ReactNode[] = [];
  let rest = 0;
  for (const match of text.matchAll(MARK)) {
    const [whole, name, words] = match;
    const element = components[name!];
    if (!element) continue;
    parts.push(text.slice(rest, match.index), cloneElement(element, { key: match.index }, words));
    rest = match.index + whole.length;
  }
  parts.push(text.slice(rest));
  return <>{parts}</>;
}
