import {
  CHANGE_REASON_MAX_LENGTH,
  MoveBooking,
  type Booking,
  type PublicMentor,
} from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { ownTimeZone } from '@/lib/session/account.ts';
import { useBooking, useRescheduleBooking } from '../api/book.ts';
import { bookingKeys } from '../api/keys.ts';
import { useWhen } from '../hooks/use-booking-format.ts';
import { BookedState } from './booked-state.tsx';
import { Card } from './booking-card.tsx';
import { SlotPicker, zoneLabel, type PickedSlot } from './slot-picker.tsx';

/**
 * `?reschedule=<bookingId>` (docs/product.md#123-booking): moves an existing booking to another free time of the
 * mentor, with an optional reason; the same slot picker, no plan or agenda.
 */
export function RescheduleForm({ mentor, bookingId }: { mentor: PublicMentor; bookingId: string }) {
  const { t } = useTranslation('booking');
  const client = useQueryClient();
  const [timeZone, setTimeZone] = useState(ownTimeZone);
  const [picked, setPicked] = useState<PickedSlot | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [moved, setMoved] = useState<Booking | null>(null);
  const move = useRescheduleBooking(bookingId);
  const current = useBooking(bookingId);
  const when = useWhen();
  const reasonId = useId();
  const form = useContractForm(MoveBooking, {
    defaultValues: { start: '', reason: '' },
    message: (field, code) => {
      if (field === 'start') return t('errors.start');
      if (field === 'reason' && code === 'too_big')
        return t('errors.reasonTooLong', { max: CHANGE_REASON_MAX_LENGTH });
      return undefined;
    },
  });
  const start = form.watch('start');
  const reasonError = form.formState.errors.reason?.message;

  if (moved) return <BookedState booking={moved} timeZone={timeZone} moved />;

  const onSubmit = (values: MoveBooking) => {
    setAlert(null);
    move.mutate(values, {
      onSuccess: (booking) => setMoved(booking),
      onError: (error) => {
        if (isApiError(error, 'booking_slot_unavailable')) {
          form.setValue('start', '');
          setPicked(null);
          void client.invalidateQueries({ queryKey: bookingKeys.slotsOf(mentor.id) });
        }
        setAlert(isApiError(error) && error.status !== 0 ? error.message : t('errors.network'));
      },
    });
  };

  return (
    <>
      <h1
        id="booking-title"
        className="mt-6 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl"
      >
        {t('page.rescheduleTitle', { name: mentor.name })}
      </h1>
      <p className="mt-2 text-sm text-slate-700">{t('reschedule.intro')}</p>
      {current.data && (
        <p className="mt-1 text-sm text-slate-900">
          <span className="font-semibold">{t('reschedule.now')} </span>
          {when(
            current.data.start,
            (Date.parse(current.data.end) - Date.parse(current.data.start)) / 60_000,
            timeZone,
          )}{' '}
          ({zoneLabel(timeZone)})
        </p>
      )}
      <Form form={form} onSubmit={onSubmit} className="mt-6 flex flex-col gap-6">
        {alert && (
          <Banner tone="error" onDismiss={() => setAlert(null)}>
            {alert}
          </Banner>
        )}
        <Card id="booking-time" title={t('reschedule.pickTitle')}>
          <SlotPicker
            mentorId={mentor.id}
            reschedule={bookingId}
            timeZone={timeZone}
            onTimeZoneChange={setTimeZone}
            value={start}
            onChange={(slot) => {
              setPicked(slot);
              form.setValue('start', slot?.start ?? '', { shouldValidate: !!slot });
            }}
            error={form.formState.errors.start?.message}
          />
        </Card>
        <Card id="booking-reason" title={t('reschedule.reasonTitle')}>
          <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
            {t('reschedule.reason')}
          </label>
          <textarea
            id={reasonId}
            rows={3}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
            {...form.register('reason')}
          />
          {reasonError && (
            <p id={`${reasonId}-error`} className="mt-1 text-xs text-red-700">
              {reasonError}
            </p>
          )}
          <p className="mt-4 text-sm text-slate-800">
            <span className="font-semibold">{t('summary.when')}: </span>
            {start && picked
              ? `${when(start, picked.sessionMinutes, timeZone)} (${zoneLabel(timeZone)})`
              : t('summary.noTime')}
          </p>
          <Button type="submit" className="mt-5 w-full sm:w-auto" disabled={move.isPending}>
            {move.isPending ? t('reschedule.moving') : t('reschedule.confirm')}
          </Button>
        </Card>
      </Form>
    </>
  );
}
