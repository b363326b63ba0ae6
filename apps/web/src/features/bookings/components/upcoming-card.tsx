import type { Booking } from '@pathwise/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MentorAvatar } from '@/components/ui/mentor-avatar.tsx';
import { CancelDialog } from './change-dialogs.tsx';
import { JoinLink } from './join-link.tsx';
import { ProposalBox } from './proposal-box.tsx';
import { BookingTimes } from './booking-times.tsx';
import { StatusBadge } from './status-badge.tsx';

/** Path of the booking page moving `booking` to another slot (the booking feature's page). */
export function reschedulePath(booking: Booking): string {
  return `/mentors/${encodeURIComponent(booking.mentor.id)}/book?reschedule=${encodeURIComponent(booking.id)}`;
}

/**
 * One upcoming session of the mentee: the mentor, when (both zones), its state, a proposal
 * to answer, and Join / Reschedule / Cancel as the booking's `actions` allow.
 */
export function UpcomingCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation('sessions');
  const titleId = `upcoming-${booking.id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <div className="flex items-start gap-3">
          <MentorAvatar
            name={booking.mentor.name}
            photoPath={booking.mentor.photoPath}
            alt=""
            className="size-12 shrink-0 rounded-xl"
          />
          <div className="min-w-0 flex-1 sm:flex sm:items-start sm:justify-between sm:gap-3">
            <div className="min-w-0">
              <h3 id={titleId} className="text-base font-semibold text-slate-900">
                <Link to={`/sessions/${booking.id}`} className="hover:underline">
                  {t('card.with', { name: booking.mentor.name })}
                </Link>
              </h3>
              {booking.mentor.headline && (
                <p className="text-sm text-slate-600">{booking.mentor.headline}</p>
              )}
            </div>
            <div className="mt-1 shrink-0 sm:mt-0">
              <StatusBadge booking={booking} />
            </div>
          </div>
        </div>
        <div className="mt-3">
          <BookingTimes booking={booking} />
        </div>
        {booking.planName && (
          <p className="mt-2 text-sm text-slate-600">
            {t('card.plan', { plan: booking.planName })}
          </p>
        )}
        {booking.proposal && (
          <div className="mt-3">
            <ProposalBox booking={booking} />
          </div>
        )}
        <div className="mt-4 flex flex-wrap items-start gap-2">
          {booking.status === 'confirmed' && <JoinLink booking={booking} />}
          {booking.actions.reschedule && (
            <Link
              to={reschedulePath(booking)}
              className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              {t('actions.reschedule')}
            </Link>
          )}
          {booking.actions.cancel && <CancelDialog booking={booking} />}
          <Link
            to={`/sessions/${booking.id}`}
            className="inline-flex items-center justify-center rounded-lg px-4 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('actions.details')}
            <span className="sr-only">{t('card.with', { name: booking.mentor.name })}</span>
          </Link>
        </div>
      </article>
    </li>
  );
}
