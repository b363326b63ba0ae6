import type { Booking } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

const TONES: Record<Booking['status'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  confirmed: 'bg-green-50 text-green-900 ring-green-200',
  held: 'bg-slate-100 text-slate-800 ring-slate-200',
  cancelled: 'bg-red-50 text-red-900 ring-red-200',
  declined: 'bg-red-50 text-red-900 ring-red-200',
  expired: 'bg-slate-100 text-slate-800 ring-slate-200',
};

/**
 * A booking's state in words. A pending booking reads "Waiting for the mentor" to the
 * mentee and "Waiting for your confirmation" to the mentor.
 */
export function StatusBadge({ booking }: { booking: Pick<Booking, 'status' | 'role'> }) {
  const { t } = useTranslation('sessions');
  const label =
    booking.status === 'pending'
      ? booking.role === 'mentee'
        ? t('status.pendingMentee')
        : t('status.pendingMentor')
      : t(`status.${booking.status}`);
  return (
    <span
      className={clsx(
        'inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[booking.status],
      )}
    >
      {label}
    </span>
  );
}
