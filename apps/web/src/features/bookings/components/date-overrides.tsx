import { MAX_DATE_OVERRIDES, MAX_RANGES_PER_DAY, type Availability } from '@pathwise/contracts';
import { CirclePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { RangesEditor, useErrorOf } from './availability-fields.tsx';

/** Dates with other hours or a day off: a date and either "Day off" or its own ranges. */
export function DateOverrides() {
  const { t, i18n } = useTranslation('booking', { keyPrefix: 'availability' });
  const { control, register, setValue, watch } = useFormContext<Availability>();
  const { fields, append, remove } = useFieldArray({ control, name: 'dateOverrides' });
  const overrides = watch('dateOverrides');
  const listError = useErrorOf('dateOverrides');
  const id = useId();
  const format = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const label = (date: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(date) ? format.format(new Date(`${date}T12:00:00Z`)) : date;
  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 && <p className="text-sm text-slate-600">{t('dates.none')}</p>}
      <ul className="flex flex-col gap-4">
        {fields.map((field, index) => {
          const date = overrides[index]?.date ?? '';
          const dayOff = (overrides[index]?.ranges.length ?? 0) === 0;
          return (
            <li key={field.id} className="rounded-xl border border-slate-200 p-3 sm:p-4">
              <div className="flex flex-wrap items-end gap-3">
                <DateInput index={index} register={register} />
                <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={dayOff}
                    onChange={(event) =>
                      setValue(
                        `dateOverrides.${index}.ranges`,
                        event.target.checked ? [] : [{ start: '09:00', end: '17:00' }],
                        { shouldDirty: true },
                      )
                    }
                    className="size-4 accent-brand-700"
                  />
                  {t('dates.dayOff')}
                </label>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={t('dates.remove', { date: label(date) })}
                  className="ml-auto rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-red-700"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </div>
              {!dayOff && (
                <div className="mt-3">
                  <RangesEditor
                    name={`dateOverrides.${index}.ranges`}
                    dayLabel={label(date)}
                    max={MAX_RANGES_PER_DAY}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {listError && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {listError}
        </p>
      )}
      {fields.length < MAX_DATE_OVERRIDES && (
        <Button
          variant="outline"
          className="w-fit"
          onClick={() => {
            const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
            append({ date: tomorrow, ranges: [] });
          }}
        >
          <CirclePlus className="size-4" aria-hidden="true" />
          {t('dates.add')}
        </Button>
      )}
    </div>
  );
}

function DateInput({
  index,
  register,
}: {
  index: number;
  register: ReturnType<typeof useFormContext<Availability>>['register'];
}) {
  const { t } = useTranslation('booking', { keyPrefix: 'availability' });
  const id = useId();
  const error = useErrorOf(`dateOverrides.${index}.date`);
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('dates.date')}
      </label>
      <input
        id={id}
        type="date"
        min={today}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        {...register(`dateOverrides.${index}.date`)}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
