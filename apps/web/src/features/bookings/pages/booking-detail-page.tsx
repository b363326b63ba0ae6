import { formatMoney, type BookingDetail } from '@pathwise/contracts';
import { ArrowLeft, CalendarDays } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { MentorAvatar } from '@/components/ui/mentor-avatar.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { RequireAccount } from '@/lib/session/require-account.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useBooking, useBookingAction } from '../api/bookings.ts';
import { ActionItems, BookingGoalTag, BookingGoalPicker } from '../components/action-items.tsx';
import { AttachmentsSection } from '../components/attachments-section.tsx';
import { CancelDialog, DeclineDialog } from '../components/change-dialogs.tsx';
import { HistoryList } from '../components/history-list.tsx';
import { JoinLink } from '../components/join-link.tsx';
import { NotesEditor } from '../components/notes-editor.tsx';
import { ProposalBox } from '../components/proposal-box.tsx';
import { ReviewDialog } from '../components/review-dialog.tsx';
import { BookingDetailsEditor } from '../components/booking-details-editor.tsx';
import { BookingTimes } from '../components/booking-times.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { reschedulePath } from '../components/upcoming-card.tsx';
import { errorMessage, otherSide } from '../lib/format.ts';

/** Where "Back" leads: the viewer's own list of sessions. */
const BACK = { mentee: '/dashboard/sessions', mentor: '/dashboard_mentor/calendar' } as const;

/**
 * /sessions/:id, one session for either participant (docs/product.md#124-sessions), in the site's
 * frame (top navigation, no footer) for any signed-in account: a person who takes no part in
 * the booking gets the same not-found state as for a missing one (the server answers 404).
 */
export function BookingDetailPage() {
  return (
    <RequireAccount>
      <main className="min-h-[calc(100dvh-4rem)] bg-slate-50">
        <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 lg:py-10">
          <BookingView />
        </div>
      </main>
    </RequireAccount>
  );
}

function BookingView() {
  const { t } = useTranslation('sessions');
  const { id = '' } = useParams();
  const query = useBooking(id);
  const booking = query.data;
  usePageTitle(
    booking
      ? t('detail.title', { name: otherSide(booking).person.name })
      : query.isError
        ? t('detail.notFoundTitle')
        : undefined,
  );
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return <NotFound />;
    }
    return (
      <div className="space-y-3">
        <Banner tone="error">{t('errors.load')}</Banner>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('errors.retry')}
        </Button>
      </div>
    );
  }
  return <BookingDetailView booking={query.data} />;
}

function NotFound() {
  const { t } = useTranslation('sessions');
  return (
    <div className="py-12 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('detail.notFoundTitle')}</h1>
      <p className="mt-3 text-slate-600">{t('detail.notFoundBody')}</p>
      <Link
        to="/dashboard"
        className="mt-6 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('detail.home')}
      </Link>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function BookingDetailView({ booking }: { booking: BookingDetail }) {
  const { t, i18n } = useTranslation('sessions');
  const other = otherSide(booking);
  const isMentor = booking.role === 'mentor';
  const upcoming = booking.status === 'pending' || booking.status === 'confirmed';
  return (
    <div className="space-y-5">
      <Link
        to={BACK[booking.role]}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {isMentor ? t('detail.backMentor') : t('detail.backMentee')}
      </Link>

      <header className="flex flex-wrap items-start gap-4">
        <MentorAvatar
          name={other.person.name}
          photoPath={other.person.photoPath}
          alt=""
          className="size-14 shrink-0 rounded-xl"
        />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            {t('detail.title', { name: other.person.name })}
          </h1>
          {other.person.headline && (
            <p className="text-sm text-slate-600">{other.person.headline}</p>
          )}
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <StatusBadge booking={booking} />
            {booking.lateCancellation && (
              <span className="text-xs text-slate-700">{t('card.late')}</span>
            )}
            {booking.menteeAbsent && (
              <span className="text-xs text-slate-700">{t('detail.menteeAbsent')}</span>
            )}
            {booking.mentorAbsent && (
              <span className="text-xs text-slate-700">{t('detail.mentorAbsent')}</span>
            )}
          </div>
        </div>
      </header>

      <Section title={t('detail.when')}>
        <BookingTimes booking={booking} />
        {booking.proposal && (
          <div className="mt-4">
            <ProposalBox booking={booking} />
          </div>
        )}
        <Actions booking={booking} />
      </Section>

      <div className="grid gap-5 md:grid-cols-2">
        <Section title={t('detail.agenda')}>
          {booking.agenda ? (
            <p className="whitespace-pre-wrap text-sm text-slate-700">{booking.agenda}</p>
          ) : (
            <p className="text-sm text-slate-600">{t('detail.noAgenda')}</p>
          )}
          {!isMentor && upcoming ? (
            <BookingGoalPicker booking={booking} />
          ) : (
            booking.goal && (
              <div className="mt-4 border-t border-slate-100 pt-3">
                <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
                  {t('goal.title')}
                </h3>
                <BookingGoalTag goal={booking.goal} isMentee={!isMentor} />
              </div>
            )
          )}
        </Section>
        <Section title={t('detail.planTitle')}>
          <dl className="space-y-1 text-sm">
            <div className="flex gap-2">
              <dt className="text-slate-600">{t('detail.plan')}</dt>
              <dd className="font-medium text-slate-900">
                {booking.planName ?? t('detail.noPlan')}
                {booking.planSessions
                  ? ` · ${t('detail.planSessions', { count: booking.planSessions })}`
                  : ''}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-slate-600">{t('detail.price')}</dt>
              <dd className="font-medium text-slate-900">
                {booking.priceMinor === 0 ? t('detail.free') : formatMoney(booking, i18n.language)}
              </dd>
            </div>
          </dl>
          {booking.priceMinor > 0 && (
            <p className="mt-2 text-xs text-slate-600">{t('detail.billedOutside')}</p>
          )}
        </Section>
      </div>

      <Section title={t('detail.meeting')}>
        <div className="flex flex-wrap items-start gap-3">
          {upcoming && booking.status === 'confirmed' && <JoinLink booking={booking} />}
          {booking.meetingUrl && (
            <a
              href={booking.meetingUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="break-all py-2.5 text-sm font-medium text-brand-800 hover:underline"
            >
              {booking.meetingUrl}
              <span className="sr-only">{t('actions.newTab')}</span>
            </a>
          )}
        </div>
        {booking.recordingUrl && (
          <p className="mt-2 text-sm">
            <a
              href={booking.recordingUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="font-medium text-brand-800 hover:underline"
            >
              {t('past.recording')}
              <span className="sr-only">{t('actions.newTab')}</span>
            </a>
          </p>
        )}
      </Section>

      {isMentor && (
        <Section title={t('details.title')}>
          <BookingDetailsEditor booking={booking} />
        </Section>
      )}

      <Section title={t('notes.mentorTitle')}>
        {isMentor ? (
          <NotesEditor
            bookingId={booking.id}
            label={t('notes.mentorLabel')}
            hint={t('notes.mentorHint', { name: booking.mentee.name })}
            initial={booking.notes}
          />
        ) : booking.notes ? (
          <p className="whitespace-pre-wrap text-sm text-slate-700">{booking.notes}</p>
        ) : (
          <p className="text-sm text-slate-600">{t('notes.none', { name: booking.mentor.name })}</p>
        )}
      </Section>

      {!isMentor && (
        <Section title={t('notes.privateTitle')}>
          <NotesEditor
            bookingId={booking.id}
            label={t('notes.privateLabel')}
            hint={t('notes.privateHint', { name: booking.mentor.name })}
            initial={booking.privateNotes}
          />
        </Section>
      )}

      <Section title={t('actionItems.title')}>
        <ActionItems booking={booking} />
      </Section>

      <Section title={t('attachments.title')}>
        <AttachmentsSection booking={booking} />
      </Section>

      {booking.review && (
        <Section title={t('detail.reviewTitle')}>
          <p className="text-sm font-medium text-slate-900">
            {t('review.stars', { count: booking.review.rating })}
          </p>
          {booking.review.text && (
            <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700">{booking.review.text}</p>
          )}
        </Section>
      )}

      <Section title={t('history.title')}>
        <HistoryList booking={booking} />
      </Section>
    </div>
  );
}

/** The actions the booking allows the viewer now, and the calendar file. */
function Actions({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('sessions');
  const action = useBookingAction();
  const [error, setError] = useState<string | null>(null);
  const { actions } = booking;

  const confirm = async () => {
    setError(null);
    try {
      await action.mutateAsync({ id: booking.id, action: 'confirm' });
    } catch (err) {
      setError(errorMessage(t, err));
    }
  };

  return (
    <div className="mt-4 space-y-3">
      {error && <Banner tone="error">{error}</Banner>}
      <div className="flex flex-wrap items-start gap-2">
        {actions.confirm && (
          <Button disabled={action.isPending} onClick={() => void confirm()}>
            {action.isPending ? t('actions.confirming') : t('actions.confirm')}
          </Button>
        )}
        {actions.decline && <DeclineDialog booking={booking} />}
        {actions.reschedule && (
          <Link
            to={reschedulePath(booking)}
            className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('actions.reschedule')}
          </Link>
        )}
        {actions.cancel && <CancelDialog booking={booking} />}
        {actions.review && <ReviewDialog bookingId={booking.id} mentorName={booking.mentor.name} />}
        {actions.reportAbsence && <AbsenceDialog booking={booking} />}
        {(booking.status === 'pending' || booking.status === 'confirmed') && (
          <a
            href={`/api/bookings/${encodeURIComponent(booking.id)}/ics`}
            download
            className="inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            <CalendarDays className="size-4" aria-hidden="true" />
            {t('actions.ics')}
          </a>
        )}
      </div>
    </div>
  );
}

/** Report the other side absent (within 48 hours of the end), after a confirmation. */
function AbsenceDialog({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('sessions');
  const action = useBookingAction();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = otherSide(booking).person.name;
  const report = async () => {
    setError(null);
    try {
      await action.mutateAsync({ id: booking.id, action: 'absence' });
      setOpen(false);
    } catch (err) {
      setError(errorMessage(t, err));
    }
  };
  return (
    <Dialog
      alert
      open={open}
      onOpenChange={(next) => !action.isPending && setOpen(next)}
      trigger={<Button variant="outline">{t('absence.open', { name })}</Button>}
      title={t('absence.title', { name })}
      description={t('absence.description', { name })}
    >
      {error && (
        <Banner tone="error" className="mt-4">
          {error}
        </Banner>
      )}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogCancel alert>
          <Button variant="outline" disabled={action.isPending}>
            {t('dialog.cancel')}
          </Button>
        </DialogCancel>
        <Button disabled={action.isPending} onClick={() => void report()}>
          {t('absence.submit')}
        </Button>
      </div>
    </Dialog>
  );
}
