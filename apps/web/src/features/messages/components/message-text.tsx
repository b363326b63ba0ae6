import { useTranslation } from 'react-i18next';
import { splitLinks } from '../lib/links.ts';

/**
 * A message's text with its http(s) links clickable. The text is rendered as React text
 * nodes and `<a>` elements only, never as HTML, so `<img onerror=…>` stays text.
 */
export function MessageText({ text, mine }: { text: string; mine: boolean }) {
  const { t } = useTranslation('messages');
  return (
    <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
      {splitLinks(text).map((part, i) =>
        part.kind === 'text' ? (
          <span key={i}>{part.text}</span>
        ) : (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={mine ? 'underline decoration-white/70' : 'text-brand-800 underline'}
          >
            {part.text}
            <span className="sr-only"> {t('chat.newTab')}</span>
          </a>
        ),
      )}
    </p>
  );
}
