import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { splitLinks } from '@/lib/links.ts';

/**
 * A person's text (a message, a circle post) with its line breaks kept and its http(s) links
 * clickable: only React text nodes, `<br>` and `<a>` elements are made, never HTML from the
 * text, so `<img onerror=…>` stays text. Links open in a new tab without the opener, say so to
 * screen readers, and carry `nofollow ugc` (user content).
 */
export function LinkedText({ text, linkClassName }: { text: string; linkClassName: string }) {
  const { t } = useTranslation('common');
  return text.split('\n').map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {splitLinks(line).map((part, i) =>
        part.kind === 'text' ? (
          <Fragment key={i}>{part.text}</Fragment>
        ) : (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className={linkClassName}
          >
            {part.text}
            <span className="sr-only"> {t('newTab')}</span>
          </a>
        ),
      )}
    </Fragment>
  ));
}
