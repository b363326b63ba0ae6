import { clsx } from 'clsx';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFieldError } from '@/components/ui/field.tsx';

/**
 * The optional reason of a proposal or a decline (field `reason` of the surrounding `Form`):
 * a text area for at most `CHANGE_REASON_MAX_LENGTH` characters (the contract's limit)
 * with a hint and its error; longer text is kept and refused by the form's check with the
 * limit named, never cut (docs/product.md#5-validation).
 */
export function ReasonField({
  label,
  hint,
  disabled,
}: {
  label: string;
  hint: string;
  disabled: boolean;
}) {
  const { register } = useFormContext<{ reason: string }>();
  const error = useFieldError('reason');
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        {...register('reason')}
        className={clsx(
          'block w-full resize-y rounded-lg border bg-white px-3.5 py-2.5 text-sm text-slate-900 focus:outline-none focus:ring-2 disabled:bg-slate-100',
          error
            ? 'border-red-400 focus:ring-red-300'
            : 'border-slate-300 focus:border-brand-500 focus:ring-brand-200',
        )}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
