import { CHANGE_REASON_MAX_LENGTH, type Booking } from '@pathwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { ownTimeZone } from '@/lib/session/account.ts';
import { useProposeTime } from '../api/propose-time.ts';
import { proposalErrorMessage } from '../lib/errors.ts';
import { formatDateTime } from '../lib/calendar-format.ts';
import { dayKey, wallDate, zonedInstant } from '../lib/zoned.ts';
import { ReasonField } from './reason-field.tsx';

/**
 * The form of a proposal: a date and a time in the mentor's one time zone (their saved zone,
 * not the browser's: docs/product.md#123-booking), which must lie in the future, and an optional reason
 * (the contract's `MoveBooking` limit). The start sent is that wall-clock time as a UTC
 * instant.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const ProposalForm = z
  .object({
    date: z.string().regex(DATE),
    time: z.string().regex(TIME),
    reason: z.string().max(CHANGE_REASON_MAX_LENGTH),
  })
  .refine(
    // Only a whole date and time can be in the past (the fields' own checks name the rest).
    ({ date, time }) =>
      !DATE.test(date) ||
      !TIME.test(time) ||
      zonedInstant(date, time, ownTimeZone()).getTime() > Date.now(),
    {
      path: ['time'],
      message: 'past',
    },
  );
type ProposalForm = z.infer<typeof ProposalForm>;

/** `HH:MM` of the wall-clock `date` (see `wallDate`). */
function localTime(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/**
 * **Reschedule Event** (docs/product.md#220-mentor-dashboard, Calendar) opens this: the mentor proposes
 * a new time for `booking` (docs/product.md#123-booking: any future time free for both; the
 * mentee accepts or declines). A refusal (409: busy, the mentee busy, no longer movable) is
 * shown in the dialog, which stays open; on success it closes and `onProposed` says so.
 */
export function ProposeDialog({
  booking,
  locale,
  disabled,
  describedBy,
  onProposed,
}: {
  booking: Booking;
  locale: string;
  /** The trigger is disabled (the booking's `actions.propose` is false). */
  disabled: boolean;
  /** Id of the text saying why the trigger is disabled (docs/product.md#1212-accessible). */
  describedBy?: string;
  onProposed: (name: string) => void;
}) {
  const { t } = useTranslation('calendar');
  const propose = useProposeTime();
  const [open, setOpen] = useState(false);
  const [bannerError, setBannerError] = useState<string | null>(null);
  const zone = ownTimeZone();
  const start = new Date(booking.start);
  const wall = wallDate(start, zone);
  const defaults = (): ProposalForm => ({
    date: dayKey(wall),
    time: localTime(wall),
    reason: '',
  });
  const form = useContractForm(ProposalForm, {
    defaultValues: defaults(),
    message: (field, code) => {
      if (field === 'date') return t('propose.errors.dateRequired');
      if (field === 'time')
        return code === 'custom' ? t('propose.errors.past') : t('propose.errors.timeRequired');
      return t('propose.errors.reasonTooLong', { max: CHANGE_REASON_MAX_LENGTH });
    },
  });

  const onOpenChange = (next: boolean) => {
    if (propose.isPending) return;
    if (next) {
      form.reset(defaults());
      setBannerError(null);
      propose.reset();
    }
    setOpen(next);
  };

  const onSubmit = async ({ date, time, reason }: ProposalForm) => {
    setBannerError(null);
    try {
      await propose.mutateAsync({
        id: booking.id,
        start: zonedInstant(date, time, zone).toISOString(),
        reason: reason.trim(),
      });
      setOpen(false);
      onProposed(booking.mentee.name);
    } catch (error) {
      setBannerError(proposalErrorMessage(t, error));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" disabled={disabled} aria-describedby={describedBy}>
          {t('event.reschedule')}
        </Button>
      }
      title={t('propose.title')}
      description={t('propose.description', { name: booking.mentee.name })}
      closeLabel={t('propose.close')}
    >
      <Form form={form} onSubmit={onSubmit} className="mt-4 space-y-4">
        <p className="text-sm text-slate-700">
          {t('propose.current', { time: formatDateTime(start, locale, zone) })}
        </p>
        {bannerError && <Banner tone="error">{bannerError}</Banner>}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field
            name="date"
            type="date"
            min={dayKey(wallDate(new Date(), zone))}
            label={t('propose.date')}
            disabled={propose.isPending}
          />
          <Field name="time" type="time" label={t('propose.time')} disabled={propose.isPending} />
        </div>
        <p className="-mt-2 text-xs text-slate-600">{t('propose.zone', { zone })}</p>
        <ReasonField
          label={t('propose.reason')}
          hint={t('propose.reasonHint', { max: CHANGE_REASON_MAX_LENGTH })}
          disabled={propose.isPending}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>
            <Button variant="outline" disabled={propose.isPending}>
              {t('propose.cancel')}
            </Button>
          </DialogCancel>
          <Button type="submit" disabled={propose.isPending}>
            {propose.isPending ? t('propose.submitting') : t('propose.submit')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
