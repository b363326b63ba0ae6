import { DASHBOARD_PATHS } from '@pathwise/contracts';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { CardNote, CardSkeleton, HomeCard } from '@/components/dashboard/mentor-home-card.tsx';
import { useBookings } from '../api/bookings.ts';
import { formatDateTime } from '../lib/calendar-format.ts';
import { ownTimeZone } from '@/lib/session/account.ts';

/** The mentor home's next sessions: the same list query as the sessions list's, soonest first. */
const UPCOMING = { when: 'upcoming', limit: 4 } as const;

/**
 * The mentor home's Upcoming Events (docs/product.md#220-mentor-dashboard): the next four
 * sessions, in the mentor's own zone; live, and refreshed by every booking change.
 */
export function UpcomingEventsCard() {
  const { t, i18n } = useTranslation('mentor');
  const query = useBookings(UPCOMING);
  const items = query.data?.items ?? [];
  return (
    <HomeCard
      title={t('home.sections.upcomingEvents.title')}
      icon={CalendarClock}
      action={{ to: `${DASHBOARD_PATHS.mentor}/calendar`, label: t('home.actions.calendar') }}
    >
      {query.isPending ? (
        <CardSkeleton label={t('practice.loading')} />
      ) : query.isError ? (
        <CardNote tone="error" title={t('practice.loadFailed')}>
          <Button variant="outline" className="mt-3 w-fit" onClick={() => void query.refetch()}>
            {t('review.retry')}
          </Button>
        </CardNote>
      ) : items.length === 0 ? (
        <CardNote
          title={t('home.sections.upcomingEvents.empty')}
          body={t('home.sections.upcomingEvents.explanation')}
        />
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((b) => (
            <li key={b.id} className="py-2.5 first:pt-0">
              <Link
                to={`/sessions/${encodeURIComponent(b.id)}`}
                className="block rounded-md hover:bg-slate-50 focus-visible:bg-slate-50"
              >
                <span className="block text-sm font-semibold text-slate-900">
                  {t('practice.upcoming.with', { name: b.mentee.name })}
                </span>
                <span className="block text-sm text-slate-700">
                  <time dateTime={b.start}>
                    {formatDateTime(new Date(b.start), i18n.language, ownTimeZone())}
                  </time>
                  {b.status === 'pending' && (
                    <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      {t('practice.upcoming.pending')}
                    </span>
                  )}
                </span>
                {b.planName && <span className="block text-xs text-slate-600">{b.planName}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}
