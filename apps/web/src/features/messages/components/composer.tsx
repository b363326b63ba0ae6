import { MESSAGE_MAX_LENGTH } from '@pathwise/contracts';
import { SendHorizontal } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';

/** Unsent drafts by conversation, so switching conversations keeps what was typed. */
const drafts = new Map<string, string>();

/** The counter shows from this many characters on (near the 4,000 limit). */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 400;
/** `conversation:typing` is sent at most this often while typing (contracts realtime.ts). */
const TYPING_EVERY_MS = 2_000;

/**
 * The message input ('Type Something...', docs/product.md §2 Messages) and its send button:
 * Enter sends, Shift+Enter breaks the line; at most 4,000 characters, with a counter near the
 * limit (a longer text is kept, not sent, and the counter's place says the limit); a draft stays with its conversation while the page lives. `onTyping` is called at most every 2 s while the person types.
 */
export function Composer({
  conversationId,
  name,
  onSend,
  onTyping,
}: {
  conversationId: string;
  name: string;
  onSend: (text: string) => void;
  onTyping: () => void;
}) {
  const { t } = useTranslation('messages');
  const [text, setTextState] = useState(() => drafts.get(conversationId) ?? '');
  const setText = (value: string) => {
    setTextState(value);
    if (value) drafts.set(conversationId, value);
    else drafts.delete(conversationId);
  };
  const lastTyping = useRef(0);
  const hintId = useId();
  const counterId = useId();

  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  const submit = () => {
    // Kept as typed and refused with the limit named, never cut (docs/product.md#5-validation).
    if (!text.trim() || tooLong) return;
    onSend(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="border-t border-slate-200 bg-white p-3"
    >
      <div className="flex items-end gap-2">
        <textarea
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const now = Date.now();
            if (event.target.value && now - lastTyping.current >= TYPING_EVERY_MS) {
              lastTyping.current = now;
              onTyping();
            }
          }}
          onKeyDown={onKeyDown}
          rows={1}
          aria-invalid={tooLong ? true : undefined}
          aria-label={t('composer.label', { name })}
          aria-describedby={`${hintId} ${counterId}`}
          placeholder={t('composer.placeholder')}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2.5 text-sm [field-sizing:content] focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <button
          type="submit"
          disabled={!text.trim() || tooLong}
          className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-700/60"
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
          <span className="sr-only">{t('composer.send')}</span>
        </button>
      </div>
      <p id={hintId} className="sr-only">
        {t('composer.hint')}
      </p>
      {tooLong ? (
        <p
          id={counterId}
          aria-live="polite"
          className="mt-1 text-right text-xs font-semibold text-red-700"
        >
          {t('composer.tooLong', { max: MESSAGE_MAX_LENGTH })}
        </p>
      ) : (
        <CharacterCounter
          id={counterId}
          count={text.length}
          max={MESSAGE_MAX_LENGTH}
          live
          from={COUNTER_FROM}
          className="mt-1 text-right"
        />
      )}
    </form>
  );
}
