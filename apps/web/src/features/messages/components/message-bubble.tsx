import { clsx } from 'clsx';
import { Check, CheckCheck, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageText } from './message-text.tsx';

/**
 * One message bubble: mine on the right, theirs on the left, with its time and, on mine, the
 * state (sending, sent, read) or, when sending failed, the error and Retry.
 */
export function Bubble({
  mine,
  text,
  time,
  dateTime,
  state,
  error,
  onRetry,
  senderName,
  removed = false,
  report,
}: {
  mine: boolean;
  text: string;
  time: string;
  dateTime: string;
  state: 'sent' | 'read' | 'sending' | 'failed' | null;
  error?: string | null;
  onRetry?: () => void;
  senderName: string;
  /** Removed by a moderator: the text is replaced (docs/product.md#143-moderation-and-suspension). */
  removed?: boolean;
  /** The Report action of someone else's message. */
  report?: ReactNode;
}) {
  const { t } = useTranslation('messages');
  return (
    <li className={clsx('flex', mine ? 'justify-end' : 'justify-start')}>
      <div className={clsx('max-w-[85%] sm:max-w-[70%]', mine && 'text-right')}>
        <div
          className={clsx(
            'rounded-2xl px-3.5 py-2 text-left text-sm',
            mine
              ? 'rounded-br-md bg-brand-700 text-white'
              : 'rounded-bl-md border border-slate-200 bg-white text-slate-900',
            state === 'failed' && 'opacity-70',
          )}
        >
          <span className="sr-only">{senderName}: </span>
          {removed ? (
            <em className={mine ? 'text-white/80' : 'text-slate-600'}>{t('chat.removed')}</em>
          ) : (
            <MessageText text={text} mine={mine} />
          )}
        </div>
        <p
          className={clsx(
            'mt-0.5 flex items-center gap-1 text-xs text-slate-600',
            mine ? 'justify-end' : 'justify-start',
          )}
        >
          <time dateTime={dateTime}>{time}</time>
          {report}
          {state === 'sending' && (
            <>
              <Clock className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{t('chat.sending')}</span>
            </>
          )}
          {state === 'sent' && (
            <>
              <Check className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{t('chat.sent')}</span>
            </>
          )}
          {state === 'read' && (
            <>
              <CheckCheck className="size-3.5 text-brand-700" aria-hidden="true" />
              <span className="sr-only">{t('chat.read')}</span>
            </>
          )}
        </p>
        {state === 'failed' && (
          <p role="alert" className="mt-0.5 text-xs text-red-800">
            {error ?? t('chat.notSent')} —{' '}
            <button type="button" onClick={onRetry} className="font-semibold underline">
              {t('chat.retry')}
            </button>
          </p>
        )}
      </div>
    </li>
  );
}
