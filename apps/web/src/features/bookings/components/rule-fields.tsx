import type { Availability } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorOf } from './availability-fields.tsx';

/** The "requires confirmation" switch of the booking rules, bound to the availability form. */
export function ConfirmationSwitch() {
  const { t } = useTranslation('booking', { keyPrefix: 'availability' });
  const { control } = useFormContext<Availability>();
  const id = useId();
  return (
    <Controller
      control={control}
      name="requiresConfirmation"
      render={({ field }) => (
        <div className="mt-6 flex items-start justify-between gap-4 border-t border-slate-100 pt-5">
          <div>
            <label htmlFor={id} className="text-sm font-medium text-slate-900">
              {t('rules.requiresConfirmation')}
            </label>
            <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
              {t('rules.requiresConfirmationHint')}
            </p>
          </div>
          <button
            type="button"
            role="switch"
            id={id}
            aria-checked={field.value}
            onClick={() => field.onChange(!field.value)}
            onBlur={field.onBlur}
            ref={field.ref}
            aria-describedby={`${id}-hint`}
            className={clsx(
              'relative h-6 w-11 shrink-0 rounded-full transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2',
              field.value ? 'bg-brand-700' : 'bg-slate-400',
            )}
          >
            <span
              aria-hidden="true"
              className={clsx(
                'block size-5 rounded-full bg-white shadow transition-transform',
                field.value ? 'translate-x-[1.375rem]' : 'translate-x-0.5',
              )}
            />
          </button>
        </div>
      )}
    />
  );
}

/** The mentor's meeting link (a URL, or none), bound to the availability form. */
export function MeetingLink() {
  const { t } = useTranslation('booking', { keyPrefix: 'availability' });
  const { control } = useFormContext<Availability>();
  const error = useErrorOf('meetingUrl');
  const id = useId();
  return (
    <Controller
      control={control}
      name="meetingUrl"
      render={({ field }) => (
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('meeting.label')}
          </label>
          <input
            id={id}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={field.value ?? ''}
            onChange={(event) =>
              field.onChange(event.target.value.trim() === '' ? null : event.target.value)
            }
            onBlur={field.onBlur}
            ref={field.ref}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {t('meeting.hint')}
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
