import { CIRCLE_POST_MAX_LENGTH, UpdateCirclePost } from '@pathwise/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { postError } from '../lib/post-error.ts';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';

/**
 * A post, reply or edit box: a labelled textarea with a live character counter (up to
 * {@link CIRCLE_POST_MAX_LENGTH}), checked by the contract before sending, and the server's
 * refusal said under it. Ctrl/⌘+Enter sends. `onDirty` reports unsent text (the page's
 * leave warning).
 */
export function PostForm({
  label,
  submitLabel,
  pendingLabel,
  initial = '',
  placeholder,
  rows = 3,
  autoFocus = false,
  onSubmit,
  onCancel,
  onDirty,
}: {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  initial?: string;
  placeholder?: string;
  rows?: number;
  autoFocus?: boolean;
  /** Sends the text; resolves when stored (the box then empties), rejects with the API error. */
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  onDirty?: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('circles');
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const over = text.length > CIRCLE_POST_MAX_LENGTH;
  // A box that goes away (Cancel, leaving the circle) holds nothing unsent any more.
  const latestOnDirty = useRef(onDirty);
  useEffect(() => {
    latestOnDirty.current = onDirty;
  });
  useEffect(() => () => latestOnDirty.current?.(false), []);

  const change = (value: string) => {
    setText(value);
    setError(null);
    onDirty?.(value.trim() !== initial.trim());
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    const checked = UpdateCirclePost.shape.body.safeParse(text);
    if (!checked.success) {
      setError(
        text.trim() === ''
          ? t('discussion.errors.empty')
          : over
            ? t('discussion.errors.tooLong', { max: CIRCLE_POST_MAX_LENGTH })
            : t('discussion.errors.invalid'),
      );
      return;
    }
    setPending(true);
    setError(null);
    onSubmit(text).then(
      () => {
        setPending(false);
        setText('');
        onDirty?.(false);
      },
      (err: unknown) => {
        setPending(false);
        setError(postError(t, err));
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <label htmlFor={`${id}-text`} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        rows={rows}
        placeholder={placeholder}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
        }}
        className="block max-h-96 min-h-20 w-full resize-y rounded-lg [field-sizing:content] border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:text-sm"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CharacterCounter id={`${id}-count`} count={text.length} max={CIRCLE_POST_MAX_LENGTH} />
        <div className="flex gap-2">
          {onCancel && (
            <Button variant="outline" onClick={onCancel} disabled={pending}>
              {t('discussion.cancel')}
            </Button>
          )}
          <Button type="submit" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
