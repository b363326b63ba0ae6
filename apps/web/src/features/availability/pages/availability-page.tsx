import {
  Availability,
  MAX_BOOKING_WINDOW_DAYS,
  MAX_BUFFER_MINUTES,
  MAX_DATE_OVERRIDES,
  MAX_NOTICE_MINUTES,
  MAX_RANGES_PER_DAY,
  SESSION_LENGTHS,
} from '@pathwise/contracts';
import { CirclePlus, Copy, X } from 'lucide-react';
import { clsx } from 'clsx';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { allTimeZones, browserTimeZone } from '@/components/ui/time-zone-field.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useUnsavedGuard } from '@/lib/use-unsaved-guard.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useAvailability, useSaveAvailability } from '../api/availability-api.ts';
import { NumberField, RangesEditor, TimeZoneField, useErrorOf } from '../components/fields.tsx';
import { neverSaved, serverFieldError, toFormValues } from '../lib/form-values.ts';

/**
 * /dashboard_mentor/availability (issue 9 "Availability"): the mentor's time zone, weekly
 * hours, date overrides and booking rules, edited as one `Availability` and saved with
 * `PUT /api/availability`. Leaving with unsaved changes asks first.
 */
export function AvailabilityPage() {
  const { t } = useTranslation('booking', { keyPrefix: 'availability' });
  usePageTitle(t('page.title'));
  const query = useAvailability();
  return (
    <section aria-labelledby="availability-title" className="mx-auto max-w-3xl">
      <h1 id="availability-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('page.title')}
      </h1>
      <p className="mt-2 text-sm text-slate-700">{t('page.intro')}</p>
      {query.isPending ? (
        <div aria-busy="true" className="mt-6">
          <p role="status" className="sr-only">
            {t('page.loading')}
          </p>
          <div aria-hidden="true" className="flex animate-pulse flex-col gap-4">
            <div className="h-24 rounded-2xl bg-slate-100" />
            <div className="h-72 rounded-2xl bg-slate-100" />
            <div className="h-40 rounded-2xl bg-slate-100" />
          </div>
        </div>
      ) : query.isError ? (
        <Banner tone="error" className="mt-6">
          <p className="font-semibold">{t('page.error')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {t('page.retry')}
          </Button>
        </Banner>
      ) : (
        <AvailabilityForm saved={query.data} />
      )}
    </section>
  );
}

function Card({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold text-slate-950">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Messages of the form's checks, in the catalogue's words, by field and zod issue code. */
function useMessages() {
  const { t } = useTranslation('booking', { keyPrefix: 'availability' });
  return (field: string, code: string): string | undefined => {
    if (field === 'timeZone') return t('errors.timeZone');
    if (field === 'meetingUrl') return t('errors.url');
    if (/\.ranges(\.root)?$/.test(field))
      return code === 'too_big'
        ? t('errors.tooManyRanges', { max: MAX_RANGES_PER_DAY })
        : t('errors.overlap');
    if (/\.ranges\.\d+\.end$/.test(field) && code === 'custom') return t('errors.order');
    if (/\.(start|end)$/.test(field)) return t('errors.time');
    if (/^dateOverrides\.\d+\.date$/.test(field)) return t('errors.date');
    if (/^dateOverrides(\.root)?$/.test(field)) return t('errors.duplicateDate');
    const limits: Record<string, string> = {
      minimumNoticeMinutes: t('errors.notice', { max: MAX_NOTICE_MINUTES / 60 }),
      changeNoticeMinutes: t('errors.notice', { max: MAX_NOTICE_MINUTES / 60 }),
      bufferBeforeMinutes: t('errors.buffer', { max: MAX_BUFFER_MINUTES }),
      bufferAfterMinutes: t('errors.buffer', { max: MAX_BUFFER_MINUTES }),
      bookingWindowDays: t('errors.window', { max: MAX_BOOKING_WINDOW_DAYS }),
      maxPerDay: t('errors.maxPerDay'),
    };
    return limits[field];
  };
}

function AvailabilityForm({ saved }: { saved: Availability }) {
  const { t, i18n } = useTranslation('booking', { keyPrefix: 'availability' });
  const messages = useMessages();
  const defaults = useMemo(() => toFormValues(saved, browserTimeZone()), [saved]);
  const zones = useMemo(() => allTimeZones(), []);
  const save = useSaveAvailability();
  const [status, setStatus] = useState<'saved' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm(Availability, {
    defaultValues: defaults,
    message: (field, code) => messages(field, code),
  });
  const { isDirty } = form.formState;
  const weekdayName = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  const dayName = (weekday: number) => weekdayName.format(new Date(Date.UTC(2024, 0, weekday)));

  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useUnsavedGuard(isDirty, pathname, setLeavingTo);

  const onSubmit = (values: Availability) => {
    setFailure(null);
    setStatus(null);
    save.mutate(values, {
      onSuccess: (next) => {
        form.reset(toFormValues(next, next.timeZone));
        setStatus('saved');
      },
      onError: (error) => {
        const named =
          isApiError(error, 'general_argument_invalid') && serverFieldError(error.message);
        if (named) {
          form.setError(
            named.path as FieldPath<Availability>,
            {
              type: 'server',
              message: messages(named.path, 'custom') ?? named.text,
            },
            { shouldFocus: true },
          );
          setFailure(t('errors.fix'));
          return;
        }
        setFailure(isApiError(error) && error.status !== 0 ? error.message : t('errors.network'));
      },
    });
  };

  const copyToAll = (from: number) => {
    const ranges = form.getValues(`weeklyHours.${from}.ranges`);
    for (let i = 0; i < 7; i++) {
      if (i === from) continue;
      form.setValue(
        `weeklyHours.${i}.ranges`,
        ranges.map((r) => ({ ...r })),
        { shouldDirty: true },
      );
    }
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onInvalid={() => setFailure(t('errors.fix'))}
      className="mt-6 flex flex-col gap-6 pb-24"
    >
      <Card id="availability-zone" title={t('timeZone.title')}>
        <TimeZoneField zones={zones} detected={neverSaved(saved)} />
      </Card>

      <Card id="availability-hours" title={t('hours.title')} intro={t('hours.intro')}>
        <ul className="flex flex-col divide-y divide-slate-100">
          {Array.from({ length: 7 }, (_, index) => {
            const label = dayName(index + 1);
            return (
              <li key={index} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
                <h3 className="w-32 shrink-0 pt-2 text-sm font-semibold text-slate-900">{label}</h3>
                <div className="min-w-0 flex-1">
                  <RangesEditor
                    name={`weeklyHours.${index}.ranges`}
                    dayLabel={label}
                    max={MAX_RANGES_PER_DAY}
                  />
                </div>
                <button
                  type="button"
                  onClick={() => copyToAll(index)}
                  aria-label={t('hours.copyFor', { day: label })}
                  className="inline-flex w-fit shrink-0 items-center gap-1 rounded-md py-2 text-sm font-semibold text-slate-700 hover:text-brand-700 hover:underline"
                >
                  <Copy className="size-4" aria-hidden="true" />
                  {t('hours.copy')}
                </button>
              </li>
            );
          })}
        </ul>
      </Card>

      <Card id="availability-dates" title={t('dates.title')} intro={t('dates.intro')}>
        <DateOverrides />
      </Card>

      <Card id="availability-rules" title={t('rules.title')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="sessionMinutes"
            render={({ field }) => (
              <SelectField
                label={t('rules.sessionLength')}
                value={String(field.value)}
                options={SESSION_LENGTHS.map((n) => ({
                  value: String(n),
                  label: t('rules.minutes', { count: n }),
                }))}
                onChange={(value) => field.onChange(Number(value))}
              />
            )}
          />
          <NumberField
            name="minimumNoticeMinutes"
            label={t('rules.minimumNotice')}
            hint={t('rules.minimumNoticeHint')}
            scale={60}
            min={0}
            max={MAX_NOTICE_MINUTES / 60}
          />
          <NumberField
            name="bufferBeforeMinutes"
            label={t('rules.bufferBefore')}
            hint={t('rules.bufferHint')}
            min={0}
            max={MAX_BUFFER_MINUTES}
          />
          <NumberField
            name="bufferAfterMinutes"
            label={t('rules.bufferAfter')}
            hint={t('rules.bufferHint')}
            min={0}
            max={MAX_BUFFER_MINUTES}
          />
          <NumberField
            name="bookingWindowDays"
            label={t('rules.bookingWindow')}
            hint={t('rules.bookingWindowHint')}
            min={1}
            max={MAX_BOOKING_WINDOW_DAYS}
          />
          <NumberField
            name="maxPerDay"
            label={t('rules.maxPerDay')}
            hint={t('rules.maxPerDayHint')}
            min={1}
            max={24}
            nullable
          />
          <NumberField
            name="changeNoticeMinutes"
            label={t('rules.changeNotice')}
            hint={t('rules.changeNoticeHint')}
            scale={60}
            min={0}
            max={MAX_NOTICE_MINUTES / 60}
          />
        </div>
        <ConfirmationSwitch />
      </Card>

      <Card id="availability-meeting" title={t('meeting.title')}>
        <MeetingLink />
      </Card>

      <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:rounded-2xl sm:border">
        <div className="flex-1 text-sm" aria-live="polite">
          {failure ? (
            <p role="alert" className="font-semibold text-red-700">
              {failure}
            </p>
          ) : status === 'saved' && !isDirty ? (
            <p className="font-semibold text-green-800">{t('save.saved')}</p>
          ) : isDirty ? (
            <p className="text-slate-700">{t('save.unsaved')}</p>
          ) : null}
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('save.saving') : t('save.save')}
        </Button>
      </div>

      <Dialog
        alert
        open={leavingTo !== null}
        onOpenChange={(open) => {
          if (!open) setLeavingTo(null);
        }}
        trigger={<span hidden />}
        title={t('leave.title')}
        description={t('leave.body')}
      >
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogCancel alert>
            <Button variant="outline">{t('leave.stay')}</Button>
          </DialogCancel>
          <Button
            variant="primary"
            onClick={() => {
              const to = leavingTo;
              setLeavingTo(null);
              form.reset();
              if (to) void navigate(to);
            }}
          >
            {t('leave.leave')}
          </Button>
        </div>
      </Dialog>
    </Form>
  );
}

/** Dates with other hours or a day off: a date and either "Day off" or its own ranges. */
function DateOverrides() {
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

function ConfirmationSwitch() {
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

function MeetingLink() {
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
