import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

/** One option of a {@link ChoiceGroup}: the stored slug and its translated label. */
export interface ChoiceOption<V extends string> {
  value: V;
  label: string;
  description?: string;
}

/**
 * A single-choice question as a real radio group: a fieldset whose legend is the question,
 * native radio inputs (arrow keys move and select, as screen-reader users expect) drawn as
 * cards. The error, if any, is tied to each radio with `aria-describedby`.
 */
export function ChoiceGroup<V extends string>({
  legend,
  legendHidden = false,
  options,
  value,
  onChange,
  error,
  columns = 2,
  children,
}: {
  legend: string;
  /** Keep the legend for screen readers only (when the page title already asks it). */
  legendHidden?: boolean;
  options: readonly ChoiceOption<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  error?: string;
  columns?: 1 | 2 | 3;
  /** Shown under the options (e.g. the "Other" specify field). */
  children?: ReactNode;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset>
      <legend
        className={clsx(legendHidden ? 'sr-only' : 'mb-3 text-sm font-semibold text-slate-900')}
      >
        {legend}
      </legend>
      <div
        className={clsx(
          'grid gap-3',
          columns === 2 && 'sm:grid-cols-2',
          columns === 3 && 'sm:grid-cols-2 lg:grid-cols-3',
        )}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 transition-colors hover:border-brand-500',
              'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              error ? 'border-red-400' : 'border-slate-300',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="mt-0.5 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
            />
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{option.label}</span>
              {option.description && (
                <span className="mt-1 block text-sm text-slate-600">{option.description}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}
