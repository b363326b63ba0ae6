import { clsx } from 'clsx';
import { useId } from 'react';

/**
 * The one select of the app (docs/architecture.md#code-layout): a labelled native select (keyboard
 * and screen readers handle it natively, and it fits forms and filter bars alike), with an optional
 * hint and error under it. `compact` gives the smaller label of a filter bar.
 */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  error,
  hint,
  placeholder,
  compact = false,
  className,
}: {
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V | '') => void;
  error?: string;
  /** A short note under the select, e.g. that it is optional. */
  hint?: string;
  /** Label of an empty first option; without it a value is always chosen. */
  placeholder?: string;
  /** A filter bar's small label (e.g. the mentor directory's filters). */
  compact?: boolean;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={clsx(
          'block',
          compact
            ? 'mb-1 text-xs font-semibold text-slate-700'
            : 'mb-1.5 text-sm font-medium text-slate-800',
        )}
      >
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V | '')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={clsx(
          'block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 focus:outline-none focus:ring-2',
          error
            ? 'border-red-400 focus:ring-red-300'
            : 'border-slate-300 focus:border-brand-500 focus:ring-brand-200',
        )}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
