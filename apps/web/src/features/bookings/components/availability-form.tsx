import {
  Availability,
  MAX_BOOKING_WINDOW_DAYS,
  MAX_BUFFER_MINUTES,
  MAX_NOTICE_MINUTES,
  MAX_RANGES_PER_DAY,
  SESSION_LENGTHS,
} from '@pathwise/contracts';
import { Copy } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { LeaveDialog } from '@/components/ui/leave-dialog.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { allTimeZones } from '@/components/ui/time-zone-field.tsx';
import { ownTimeZone } from '@/lib/session/account.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useLeaveGuard } from '@/lib/use-leave-guard.ts';
import { useSaveAvailability } from '../api/availability.ts';
import { useMessages } from '../hooks/use-availability-messages.ts';
import { neverSaved, serverFieldError, toFormValues } from '../lib/availability-values.ts';
import { DateOverrides } from './date-overrides.tsx';
import { NumberField, RangesEditor, TimeZoneField } from './availability-fields.tsx';
import { ConfirmationSwitch, MeetingLink } from './rule-fields.tsx';

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

/**
 * The availability form (docs/product.md#123-booking, availability): time zone, weekly hours, date overrides,
 * booking rules and meeting link as one `Availability`, saved with `PUT /api/availability`;
 * leaving with unsaved changes asks first.
 */
export function AvailabilityForm({ saved }: { saved: Availability }) {
  const { t, i18n } = useTranslation('booking', { keyPrefix: 'availability' });
  const messages = useMessages();
  const defaults = useMemo(() => toFormValues(saved, ownTimeZone()), [saved]);
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

  const guard = useLeaveGuard(isDirty);

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

      <LeaveDialog
        guard={guard}
        onLeave={() => form.reset()}
        texts={{
          title: t('leave.title'),
          body: t('leave.body'),
          stay: t('leave.stay'),
          leave: t('leave.leave'),
        }}
      />
    </Form>
  );
}
