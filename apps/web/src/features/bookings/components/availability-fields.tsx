import type { Availability } from '@pathwise/contracts';
import { CirclePlus, X } from 'lucide-react';
import { useId } from 'react';
import { Controller, get, useFieldArray, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { TimeZoneField as SharedTimeZoneField } from '@/components/ui/time-zone-field.tsx';
import { addToTime } from '../lib/availability-values.ts';

type Path = FieldPath<Availability>;

/** The message of field `name`, or of the array `name` itself (zod puts it at `.root`). */
export function useErrorOf(name: string): string | undefined {
  const { formState } = useFormContext<Availability>();
  const error: { message?: string; root?: { message?: string } } | undefined = get(
    formState.errors,
    name,
  );
  return error?.root?.message ?? error?.message;
}

const input =
  'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 focus:outline-none focus:ring-2';
const inputTone = (error: unknown) =>
  error
    ? 'border-red-400 focus:ring-red-300'
    : 'border-slate-300 focus:border-brand-500 focus:ring-brand-200';

/**
 * A time of day (`HH:MM`) with the browser's time input. The end of a range may be 24:00
 * (the end of the day), which a time input cannot show: it shows and takes 00:00 for it.
 */
function TimeInput({ name, label, isEnd }: { name: Path; label: string; isEnd: boolean }) {
  const { control } = useFormContext<Availability>();
  const error = useErrorOf(name);
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="sr-only">
            {label}
          </label>
          <input
            id={id}
            type="time"
            step={300}
            value={
              field.value === '24:00' ? '00:00' : typeof field.value === 'string' ? field.value : ''
            }
            onChange={(event) =>
              field.onChange(isEnd && event.target.value === '00:00' ? '24:00' : event.target.value)
            }
            onBlur={field.onBlur}
            ref={field.ref}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={clsx(input, inputTone(error))}
          />
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

/**
 * The time ranges of one weekday or date (`name` is its `ranges` array): each a start and an
 * end with a remove button, and "Add hours".
 */
export function RangesEditor({
  name,
  dayLabel,
  max,
}: {
  name: `weeklyHours.${number}.ranges` | `dateOverrides.${number}.ranges`;
  dayLabel: string;
  max: number;
}) {
  const { t } = useTranslation('booking', { keyPrefix: 'availability' });
  const { control, getValues } = useFormContext<Availability>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const error = useErrorOf(name);
  return (
    <div className="flex flex-col gap-2">
      {fields.length === 0 && (
        <p className="py-2 text-sm text-slate-600">{t('hours.unavailable')}</p>
      )}
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <TimeInput
            name={`${name}.${index}.start`}
            label={t('hours.from', { day: dayLabel, n: index + 1 })}
            isEnd={false}
          />
          <span aria-hidden="true" className="pt-2 text-slate-500">
            –
          </span>
          <TimeInput
            name={`${name}.${index}.end`}
            label={t('hours.to', { day: dayLabel, n: index + 1 })}
            isEnd
          />
          <button
            type="button"
            onClick={() => remove(index)}
            aria-label={t('hours.remove', { day: dayLabel, n: index + 1 })}
            className="shrink-0 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-red-700"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ))}
      {error && <p className="text-xs text-red-700">{error}</p>}
      {fields.length < max && (
        <button
          type="button"
          onClick={() => {
            const ranges = getValues(name) ?? [];
            const last = ranges[ranges.length - 1];
            const start = last ? last.end : '09:00';
            append({ start, end: last ? addToTime(start, 60) : '17:00' });
          }}
          aria-label={t('hours.addFor', { day: dayLabel })}
          className="inline-flex w-fit items-center gap-1 rounded-md py-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <CirclePlus className="size-4" aria-hidden="true" />
          {t('hours.add')}
        </button>
      )}
    </div>
  );
}

/**
 * A whole number bound to a field held in minutes, shown in `unit`s (`scale` minutes each,
 * e.g. hours = 60). `nullable`: empty means no value (null).
 */
export function NumberField({
  name,
  label,
  hint,
  scale = 1,
  min,
  max,
  nullable = false,
}: {
  name: Path;
  label: string;
  hint?: string;
  scale?: number;
  min: number;
  max: number;
  nullable?: boolean;
}) {
  const { control } = useFormContext<Availability>();
  const error = useErrorOf(name);
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = field.value as number | null;
        return (
          <div>
            <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
              {label}
            </label>
            <input
              id={id}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              value={
                value === null || value === undefined || Number.isNaN(value) ? '' : value / scale
              }
              onChange={(event) => {
                const text = event.target.value;
                if (text === '') field.onChange(nullable ? null : Number.NaN);
                else field.onChange(Math.round(Number(text) * scale));
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              className={clsx(input, inputTone(error), 'max-w-40')}
            />
            {hint && (
              <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
                {hint}
              </p>
            )}
            {error && (
              <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}

/** The mentor's time zone (the shared zone picker of `components/ui`). */
export function TimeZoneField({
  zones,
  detected,
}: {
  zones: readonly string[];
  /** The zone was detected from the browser (never saved): say so. */
  detected: boolean;
}) {
  const { t } = useTranslation('booking', { keyPrefix: 'availability' });
  return (
    <SharedTimeZoneField
      name="timeZone"
      label={t('timeZone.label')}
      hint={detected ? `${t('timeZone.detected')} ${t('timeZone.hint')}` : t('timeZone.hint')}
      zones={zones}
    />
  );
}
