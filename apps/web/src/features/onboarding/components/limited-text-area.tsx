import { TEXT_LIMIT } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { useId } from 'react';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';

/**
 * A free text of at most `max` characters (750: docs/product.md#5-validation "About text and skills
 * text") with the `n/750` counter, which screen readers hear through `aria-describedby`.
 * Longer text is kept and counted past the limit (the counter turns red), and the step's
 * check names the limit: no `maxLength`, which cut pasted text silently
 * (docs/product.md#5-validation).
 */
export function LimitedTextArea({
  label,
  value,
  onChange,
  error,
  max = TEXT_LIMIT,
  rows = 8,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  max?: number;
  rows?: number;
}) {
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        className={clsx(
          'block w-full resize-y rounded-lg border bg-white px-3.5 py-2.5 text-sm leading-6 text-slate-900 focus:outline-none focus:ring-2',
          error
            ? 'border-red-400 focus:ring-red-300'
            : 'border-slate-300 focus:border-brand-500 focus:ring-brand-200',
        )}
      />
      <div className="mt-1 flex justify-between gap-4 text-xs">
        {error ? (
          <p id={errorId} className="text-red-700">
            {error}
          </p>
        ) : (
          <span />
        )}
        <CharacterCounter id={counterId} count={value.length} max={max} />
      </div>
    </div>
  );
}
