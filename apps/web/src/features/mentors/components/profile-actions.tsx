import type { PublicMentor } from '@pathwise/contracts';
import { CalendarCheck, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ReportDialog } from '@/components/report/report-dialog.tsx';
import { useAccount } from '@/lib/session/account.ts';
import { visitSourceOf } from '../api/record-view.ts';

/** The public profile's two calls to action, beside the mentor's name (`pages/profile-page.tsx`). */

/**
 * 'Book a session': the booking page `/mentors/:id/book`. A signed-out visitor
 * is sent from there to /login and back (`?next=`). Nothing is charged: plans are billed
 * outside the product (docs/product.md#1213-payments).
 */
export function BookSession({ mentor }: { mentor: PublicMentor }) {
  const { t } = useTranslation('mentors');
  const { data: user } = useAccount();
  const to = `/mentors/${encodeURIComponent(mentor.id)}/book`;
  const location = useLocation();
  // A mentor looking at their own profile cannot book themselves
  // (docs/product.md#218-mentor-directory): say whose profile it is and offer the way to edit it
  // instead.
  if (user?.id === mentor.id)
    return (
      <div className="max-w-xs rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
        <p className="font-semibold">{t('profile.yours')}</p>
        {mentor.acceptingNewMentees === false && (
          <p className="mt-1">{t('profile.notAccepting')}</p>
        )}
        <Link
          to="/dashboard_mentor/settings/profile"
          className="mt-2 inline-block font-semibold text-brand-800 underline"
        >
          {t('profile.editYours')}
        </Link>
      </div>
    );
  // The booking remembers where the visit came from (docs/product.md#1210-earnings-and-analytics).
  const state = { source: currentVisitSource(location) };
  // Not taking new mentees (Settings → Mentee Management): say so; the mentor's
  // existing mentees may still book.
  if (mentor.acceptingNewMentees === false)
    return (
      <div className="max-w-xs rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <p className="font-semibold">{t('profile.notAccepting')}</p>
        <p className="mt-1">{t('profile.notAcceptingHint')}</p>
        <Link
          to={to}
          state={state}
          className="mt-2 inline-block font-semibold text-brand-800 underline"
        >
          {t('profile.bookExisting')}
        </Link>
      </div>
    );
  return (
    <Link
      to={to}
      state={state}
      className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-800"
    >
      <CalendarCheck className="size-4" aria-hidden="true" />
      {t('profile.book')}
    </Link>
  );
}

/**
 * 'Message': for a signed-in mentee, Start a Conversation with this mentor,
 * which opens the conversation (`/dashboard/start-conversation?with=<mentorId>`).
 */
export function MessageMentor({ mentor }: { mentor: PublicMentor }) {
  const { t } = useTranslation('mentors');
  const { data: user } = useAccount();
  if (!user || user.role !== 'mentee' || user.id === mentor.id) return null;
  return (
    <Link
      to={`/dashboard/start-conversation?with=${encodeURIComponent(mentor.id)}`}
      className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
    >
      <MessageSquare className="size-4" aria-hidden="true" />
      {t('profile.message')}
    </Link>
  );
}

/** The current page view as the visit counter records it ({@link visitSourceOf}). */
export function currentVisit(location: ReturnType<typeof useLocation>) {
  return visitSourceOf({
    state: location.state,
    search: location.search,
    landing: location.key === 'default',
    referrer: document.referrer,
    origin: window.location.origin,
  });
}

/** The source of the current page view ({@link currentVisit}). */
function currentVisitSource(location: ReturnType<typeof useLocation>) {
  return currentVisit(location).source;
}

/**
 * 'Report': a signed-in visitor reports this mentor (docs/product.md#141-reporting); not on
 * one's own profile.
 */
export function ReportMentor({ mentor }: { mentor: PublicMentor }) {
  const { t } = useTranslation('mentors');
  const { data: user } = useAccount();
  if (!user || user.id === mentor.id) return null;
  return (
    <ReportDialog
      subject={{ kind: 'user', id: mentor.id }}
      label={t('profile.report', { name: mentor.name })}
    />
  );
}
