import {
  formatTimeRange,
  JOIN_OPENS_MINUTES,
  SESSION_PRIORITIES,
  type Booking,
  type SessionPriority,
} from '@pathwise/contracts';
import { clsx } from 'clsx';
import { ArrowUpRight, Video } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { MentorAvatar } from '@/components/ui/mentor-avatar.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { ownTimeZone } from '@/lib/session/account.ts';
import { useUpdatePriority } from '../api/update-priority.ts';
import { isActive } from '../lib/calendar-filters.ts';
import { formatDateTime } from '../lib/calendar-format.ts';
import { ProposeDialog } from './propose-dialog.tsx';

const STATUS_TONES: Record<Booking['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-blue-100 text-blue-900',
  held: 'bg-green-100 text-green-900',
  cancelled: 'bg-slate-200 text-slate-800',
  declined: 'bg-slate-200 text-slate-800',
  expired: 'bg-slate-200 text-slate-800',
};

const PRIORITY_TONES: Record<SessionPriority, string> = {
  high: 'bg-red-100 text-red-900',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-slate-100 text-slate-800',
};

/** The agenda's first 160 characters (the session page has the rest). */
function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 159)}…` : flat;
}

/**
 * One session of the selected day (docs/product.md#220-mentor-dashboard, Calendar "event cards"): the
 * mentee, the time in the viewer's zone, plan, agenda, status, priority and tags; **Join
 * Event** (the meeting link, live when `actions.join`), **Reschedule Event** (a proposal, when
 * `actions.propose`), the priority select (saved at once, optimistic) and the session page.
 */
export function EventCard({
  booking,
  locale,
  onProposed,
}: {
  booking: Booking;
  locale: string;
  onProposed: (name: string) => void;
}) {
  const { t } = useTranslation('calendar');
  const updatePriority = useUpdatePriority();
  const [priorityError, setPriorityError] = useState(false);
  const start = new Date(booking.start);
  const end = new Date(booking.end);
  const name = booking.mentee.name;
  const titleId = `event-${booking.id}`;
  // A confirmed booking has not ended: after its end the server reports it `held`.
  const upcoming = booking.status === 'confirmed';
  // Why Reschedule Event is disabled, said beside it (docs/product.md#1212-accessible).
  const cannotMove = booking.actions.propose ? null : `${titleId}-no-move`;

  const onPriority = (value: SessionPriority | '') => {
    setPriorityError(false);
    updatePriority.mutate(
      { id: booking.id, priority: value || null },
      { onError: () => setPriorityError(true) },
    );
  };

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <MentorAvatar
          name={name}
          photoPath={booking.mentee.photoPath}
          alt=""
          className="size-11 shrink-0 rounded-full"
        />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="truncate font-semibold text-slate-900">
            {name}
          </h3>
          <p className="text-sm text-slate-700">
            <time dateTime={booking.start}>
              {formatTimeRange(start, end, { timeZone: ownTimeZone(), locale, style: 'time' })}
            </time>
            {' · '}
            {booking.planName
              ? t('event.plan', { name: booking.planName })
              : t('event.freeSession')}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span
            className={clsx(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              STATUS_TONES[booking.status],
            )}
          >
            {t(`event.status.${booking.status}`)}
          </span>
          {booking.priority && (
            <span
              className={clsx(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                PRIORITY_TONES[booking.priority],
              )}
            >
              {t(`event.priorities.${booking.priority}`)}
            </span>
          )}
        </div>
      </div>

      <p className="mt-3 text-sm text-slate-700">
        {booking.agenda.trim() ? excerpt(booking.agenda) : t('event.noAgenda')}
      </p>

      {booking.proposal && (
        <p className="mt-2 text-sm font-medium text-amber-900">
          {t('event.proposed', {
            time: formatDateTime(new Date(booking.proposal.start), locale, ownTimeZone()),
          })}
        </p>
      )}

      {booking.tags.length > 0 && (
        <ul aria-label={t('event.tags')} className="mt-3 flex flex-wrap gap-1.5">
          {booking.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
            >
              {tag}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-4 flex flex-wrap items-end gap-3">
        {isActive(booking) && (
          <SelectField
            compact
            label={t('event.priority')}
            value={booking.priority ?? ''}
            placeholder={t('event.noPriority')}
            options={SESSION_PRIORITIES.map((value) => ({
              value,
              label: t(`event.priorities.${value}`),
            }))}
            onChange={onPriority}
            className="w-32"
          />
        )}
        <div className="flex flex-1 flex-wrap justify-end gap-2">
          {booking.actions.join ? (
            <a
              href={booking.meetingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              <Video className="size-4" aria-hidden="true" />
              {t('event.join')}
            </a>
          ) : (
            // Before the link opens; a session that is over or off has no Join at all.
            upcoming && (
              <Button disabled aria-describedby={`${titleId}-join`}>
                <Video className="size-4" aria-hidden="true" />
                {t('event.join')}
              </Button>
            )
          )}
          <ProposeDialog
            booking={booking}
            locale={locale}
            disabled={!booking.actions.propose}
            describedBy={cannotMove ?? undefined}
            onProposed={onProposed}
          />
        </div>
      </div>
      {cannotMove && (
        <p id={cannotMove} className="mt-2 text-right text-xs text-slate-600">
          {t(`event.cannotMove.${booking.status}`)}
        </p>
      )}
      {upcoming && !booking.actions.join && (
        <p id={`${titleId}-join`} className="mt-2 text-right text-xs text-slate-600">
          {t('event.joinHint', { count: JOIN_OPENS_MINUTES })}
        </p>
      )}
      {priorityError && (
        <Banner tone="error" className="mt-3" onDismiss={() => setPriorityError(false)}>
          {t('event.priorityError')}
        </Banner>
      )}
      <Link
        to={`/sessions/${encodeURIComponent(booking.id)}`}
        aria-label={t('event.openLabel', { name })}
        className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        {t('event.open')}
        <ArrowUpRight className="size-4" aria-hidden="true" />
      </Link>
    </article>
  );
}
