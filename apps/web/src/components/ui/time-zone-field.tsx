import { clsx } from 'clsx';
import { useId } from 'react';
import { Controller, get, useFormContext, type FieldError } from 'react-hook-form';

/** Every IANA zone the browser knows, UTC included. */
export function allTimeZones(): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/**
 * A time zone bound to field `name` of the surrounding `Form`: a text input that suggests the
 * browser's zones as one types (a datalist), so any of the ~400 zones is found by typing part
 * of its name; the contract checks the zone. Used by availability and Settings → General.
 */
export function TimeZoneField({
  name,
  label,
  hint,
  zones,
}: {
  name: string;
  label: string;
  hint: string;
  zones: readonly string[];
}) {
  const { control, formState } = useFormContext();
  const fieldError: (FieldError & { root?: FieldError }) | undefined = get(formState.errors, name);
  const error = fieldError?.root?.message ?? fieldError?.message;
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
            {label}
          </label>
          <input
            id={id}
            type="text"
            list={`${id}-zones`}
            autoComplete="off"
            spellCheck={false}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(event) => field.onChange(event.target.value.trim())}
            onBlur={field.onBlur}
            ref={field.ref}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className={clsx(
              'block w-full max-w-md rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 focus:outline-none focus:ring-2',
              error
                ? 'border-red-400 focus:ring-red-300'
                : 'border-slate-300 focus:border-brand-500 focus:ring-brand-200',
            )}
          />
          <datalist id={`${id}-zones`}>
            {zones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {hint}
          </p>
          {error && (
            <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
    />
  );
}
