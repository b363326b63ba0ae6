import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldError } from '@/components/ui/field.tsx';

/**
 * A group of checkboxes bound to an array field `name` (each value once, in `options`
 * order), with its legend, an optional hint and the field's error under it.
 */
export function CheckboxGroup({
  name,
  legend,
  hint,
  options,
}: {
  name: string;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
}) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const chosen = Array.isArray(field.value) ? (field.value as string[]) : [];
        return (
          <fieldset
            aria-describedby={clsx(hint && `${id}-hint`, error && `${id}-error`) || undefined}
            aria-invalid={error ? true : undefined}
          >
            <legend className="text-sm font-medium text-slate-800">{legend}</legend>
            {hint && (
              <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
                {hint}
              </p>
            )}
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {options.map((option, index) => (
                <label
                  key={option.value}
                  className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="checkbox"
                    ref={index === 0 ? field.ref : undefined}
                    checked={chosen.includes(option.value)}
                    onChange={(event) => {
                      const next = event.target.checked
                        ? options
                            .map((o) => o.value)
                            .filter((v) => v === option.value || chosen.includes(v))
                        : chosen.filter((v) => v !== option.value);
                      field.onChange(next);
                    }}
                    onBlur={field.onBlur}
                    className="size-4 accent-brand-700"
                  />
                  {option.label}
                </label>
              ))}
            </div>
            {error && (
              <p id={`${id}-error`} className="mt-2 text-xs text-red-700">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}

/**
 * A group of radio buttons bound to field `name`, with its legend and the field's error;
 * `after` renders under an option when it is chosen (e.g. the "Other" text).
 */
export function RadioGroup({
  name,
  legend,
  options,
  onChosen,
  after,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  /** Called with the new value after a choice (e.g. to clear an "Other" text). */
  onChosen?: (value: string) => void;
  after?: (value: string) => ReactNode;
}) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <fieldset
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
        >
          <legend className="text-sm font-medium text-slate-800">{legend}</legend>
          <div className="mt-3 flex flex-col gap-2">
            {options.map((option, index) => (
              <div key={option.value}>
                <label className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
                  <input
                    type="radio"
                    name={`${id}-${name}`}
                    value={option.value}
                    ref={index === 0 ? field.ref : undefined}
                    checked={field.value === option.value}
                    onChange={() => {
                      field.onChange(option.value);
                      onChosen?.(option.value);
                    }}
                    onBlur={field.onBlur}
                    className="size-4 accent-brand-700"
                  />
                  {option.label}
                </label>
                {field.value === option.value && after?.(option.value)}
              </div>
            ))}
          </div>
          {error && (
            <p id={`${id}-error`} className="mt-2 text-xs text-red-700">
              {error}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}
