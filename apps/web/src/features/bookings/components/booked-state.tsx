import type { Booking } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { CalendarCheck, Clock3 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWhen } from '../hooks/use-booking-format.ts';
import { zoneLabel } from './slot-picker.tsx';

/** After 201: confirmed, or waiting for the mentor; links to the session and all sessions. */
export function BookedState({
  booking,
  timeZone,
  moved = false,
}: {
  booking: Booking;
  timeZone: string;
  moved?: boolean;
}) {
  const { t } = useTranslation('booking');
  const heading = useRef<HTMLHeadingElement>(null);
  const when = useWhen();
  useEffect(() => heading.current?.focus(), []);
  const minutes = (Date.parse(booking.end) - Date.parse(booking.start)) / 60_000;
  const pending = booking.status === 'pending';
  return (
    <section
      aria-labelledby="booking-title"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 sm:p-8"
    >
      <span
        className={clsx(
          'flex size-12 items-center justify-center rounded-2xl',
          pending ? 'bg-amber-50 text-amber-700' : 'bg-green-50 text-green-700',
        )}
      >
        {pending ? (
          <Clock3 className="size-6" aria-hidden="true" />
        ) : (
          <CalendarCheck className="size-6" aria-hidden="true" />
        )}
      </span>
      <h1
        id="booking-title"
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold tracking-tight text-slate-950 outline-none"
      >
        {moved ? t('done.movedTitle') : pending ? t('done.pendingTitle') : t('done.confirmedTitle')}
      </h1>
      <p className="mt-2 text-base text-slate-700">
        {pending
          ? t('done.pendingBody', { name: booking.mentor.name })
          : t('done.confirmedBody', { name: booking.mentor.name })}
      </p>
      <p className="mt-3 font-semibold text-slate-900">
        {when(booking.start, minutes, timeZone)} ({zoneLabel(timeZone)})
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link
          to={`/sessions/${encodeURIComponent(booking.id)}`}
          className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('done.viewSession')}
        </Link>
        <Link
          to="/dashboard/sessions"
          className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('done.allSessions')}
        </Link>
      </div>
    </section>
  );
}
