import { CHANGE_REASON_MAX_LENGTH, CancelBooking, type Booking } from '@pathwise/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { useDeclineBooking } from '../api/answer-request.ts';
import { ReasonField } from './reason-field.tsx';

/**
 * Decline a pending request (docs/product.md#123-booking: a declined booking frees its slot
 * and gives the plan's session back): an alert dialog with an optional reason the mentee
 * sees (the contract's `CancelBooking`). A refusal stays in the dialog.
 */
export function DeclineRequestDialog({
  booking,
  when,
  onDeclined,
}: {
  booking: Booking;
  /** The request's time, formatted. */
  when: string;
  onDeclined: (name: string) => void;
}) {
  const { t } = useTranslation('calendar');
  const decline = useDeclineBooking();
  const [open, setOpen] = useState(false);
  const declined = useRef(false);
  const [bannerError, setBannerError] = useState<string | null>(null);
  const form = useContractForm(CancelBooking, {
    defaultValues: { reason: '' },
    message: () => t('propose.errors.reasonTooLong', { max: CHANGE_REASON_MAX_LENGTH }),
  });
  const name = booking.mentee.name;

  const onOpenChange = (next: boolean) => {
    if (decline.isPending) return;
    if (next) {
      form.reset({ reason: '' });
      setBannerError(null);
    }
    setOpen(next);
  };

  const onSubmit = async ({ reason }: CancelBooking) => {
    setBannerError(null);
    try {
      await decline.mutateAsync({ id: booking.id, reason: reason.trim() });
      declined.current = true;
      setOpen(false);
      onDeclined(name);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setBannerError(t('pending.error', { message }));
    }
  };

  return (
    <Dialog
      alert
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" aria-label={t('pending.declineLabel', { name, time: when })}>
          {t('pending.decline')}
        </Button>
      }
      title={t('pending.declineTitle')}
      description={t('pending.declineDescription', { name, time: when })}
      onCloseAutoFocus={(event) => {
        // After a decline the trigger is gone; the list moves focus itself.
        if (declined.current) event.preventDefault();
      }}
    >
      <Form form={form} onSubmit={onSubmit} className="mt-4 space-y-4">
        {bannerError && <Banner tone="error">{bannerError}</Banner>}
        <ReasonField
          label={t('pending.declineReason')}
          hint={t('pending.declineReasonHint', { max: CHANGE_REASON_MAX_LENGTH })}
          disabled={decline.isPending}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel alert>
            <Button variant="outline" disabled={decline.isPending}>
              {t('pending.declineCancel')}
            </Button>
          </DialogCancel>
          <button
            type="submit"
            disabled={decline.isPending}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-red-700/60"
          >
            {decline.isPending ? t('pending.declining') : t('pending.declineSubmit')}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
