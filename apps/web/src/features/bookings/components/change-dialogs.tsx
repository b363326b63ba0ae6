import type { Booking } from '@pathwise/contracts';
import { useTranslation } from 'react-i18next';
import { useBookingAction } from '../api/bookings.ts';
import { cancelWouldBeLate, errorMessage, otherSide } from '../lib/format.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/**
 * Cancel a session (either side, while `actions.cancel`), with an optional reason. Inside the
 * mentor's change notice the mentee is told first that the cancellation counts as late.
 */
export function CancelDialog({ booking }: { booking: Booking }) {
  const { t } = useTranslation('sessions');
  const action = useBookingAction();
  const name = otherSide(booking).person.name;
  return (
    <ReasonDialog
      triggerLabel={t('cancel.open')}
      title={t('cancel.title')}
      description={t('cancel.description', { name })}
      warning={cancelWouldBeLate(booking) ? t('cancel.late') : undefined}
      submitLabel={t('cancel.submit')}
      busyLabel={t('cancel.submitting')}
      onConfirm={(reason) =>
        action.mutateAsync({ id: booking.id, action: 'cancel', body: { reason } })
      }
      errorText={(error) => errorMessage(t, error)}
    />
  );
}

/** Decline a pending request (mentor), with an optional reason the mentee reads. */
export function DeclineDialog({ booking }: { booking: Booking }) {
  const { t } = useTranslation('sessions');
  const action = useBookingAction();
  return (
    <ReasonDialog
      triggerLabel={t('decline.open')}
      title={t('decline.title')}
      description={t('decline.description', { name: booking.mentee.name })}
      submitLabel={t('decline.submit')}
      busyLabel={t('decline.submitting')}
      onConfirm={(reason) =>
        action.mutateAsync({ id: booking.id, action: 'decline', body: { reason } })
      }
      errorText={(error) => errorMessage(t, error)}
    />
  );
}
