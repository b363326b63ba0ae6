import type { Booking } from '@pathwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useBookingAction } from '../api/bookings.ts';
import { errorMessage } from '../lib/format.ts';
import { BookingTimes } from './booking-times.tsx';

/**
 * The mentor's proposed new time: when, why, and (for the mentee, while open) Accept, which
 * moves the booking, or Decline, which keeps the old time.
 */
export function ProposalBox({ booking }: { booking: Booking }) {
  const { t } = useTranslation('sessions');
  const action = useBookingAction();
  const [error, setError] = useState<string | null>(null);
  const proposal = booking.proposal;
  if (!proposal) return null;

  const answer = async (kind: 'proposal/accept' | 'proposal/decline') => {
    setError(null);
    try {
      await action.mutateAsync({ id: booking.id, action: kind });
    } catch (err) {
      setError(errorMessage(t, err));
    }
  };

  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50/60 p-4">
      <p className="text-sm font-semibold text-brand-900">
        {booking.role === 'mentee'
          ? t('proposal.titleMentee', { name: booking.mentor.name })
          : t('proposal.titleMentor')}
      </p>
      <div className="mt-2">
        <BookingTimes booking={booking} start={proposal.start} end={proposal.end} compact />
      </div>
      {proposal.reason && (
        <p className="mt-2 text-sm text-slate-700">
          {t('proposal.reason', { reason: proposal.reason })}
        </p>
      )}
      {error && (
        <Banner tone="error" className="mt-3">
          {error}
        </Banner>
      )}
      {booking.actions.respondToProposal && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button disabled={action.isPending} onClick={() => void answer('proposal/accept')}>
            {t('proposal.accept')}
          </Button>
          <Button
            variant="outline"
            disabled={action.isPending}
            onClick={() => void answer('proposal/decline')}
          >
            {t('proposal.decline')}
          </Button>
        </div>
      )}
    </div>
  );
}
