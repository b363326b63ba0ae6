import { CalendarClock, CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, HomeCard, type HomeSectionProps } from '@/components/dashboard/home-card.tsx';
import { formatDateTime } from '../lib/calendar-format.ts';
import { ownTimeZone } from '@/lib/session/account.ts';

/**
 * A section of the mentee home (docs/product.md#219-mentee-dashboard): the next booked
 * sessions, with a link to each.
 */
export function NextSessions({ data, loading }: HomeSectionProps) {
  const { t, i18n } = useTranslation('dashboard');
  const sessions = data?.nextSessions ?? [];
  return (
    <HomeCard
      title={t('home.sections.nextSessions.title')}
      icon={CalendarClock}
      loading={loading}
      headerAction={
        sessions.length > 0 && (
          <Link
            to="/dashboard/sessions"
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('home.sections.nextSessions.all')}
          </Link>
        )
      }
    >
      {sessions.length === 0 ? (
        <EmptyState
          empty={t('home.sections.nextSessions.empty')}
          explanation={t('home.sections.nextSessions.explanation')}
          action={{ to: '/mentors', label: t('home.actions.findMentor') }}
        />
      ) : (
        <ul className="space-y-2">
          {sessions.map((s) => {
            const date = formatDateTime(new Date(s.start), i18n.language, ownTimeZone());
            return (
              <li key={s.id}>
                <Link
                  to={`/sessions/${s.id}`}
                  className="block rounded-xl border border-slate-200 p-3 hover:border-brand-300 hover:bg-brand-50/50"
                >
                  <span className="block text-sm font-semibold text-slate-900">{date}</span>
                  <span className="block text-sm text-slate-600">
                    {t('home.sections.nextSessions.with', { name: s.mentor.name })}
                  </span>
                  {s.status === 'pending' && (
                    <span className="mt-1 inline-block rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
                      {t('home.sections.nextSessions.pending')}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </HomeCard>
  );
}

/**
 * A section of the mentee home (docs/product.md#219-mentee-dashboard): Book Another and Book
 * Featured, mentors to book next.
 */
export function BookSession({ data, loading }: HomeSectionProps) {
  const { t } = useTranslation('dashboard');
  const last = data?.lastMentor ?? null;
  const featured = data?.featuredMentor ?? null;
  return (
    <HomeCard
      title={t('home.sections.booking.title')}
      icon={CalendarPlus}
      loading={loading}
      className="md:col-span-2 xl:col-span-1"
    >
      {!last && !featured ? (
        <EmptyState
          empty={t('home.sections.booking.empty')}
          explanation={t('home.sections.booking.explanation')}
          action={{ to: '/mentors', label: t('home.actions.findMentor') }}
        />
      ) : (
        <ul className="space-y-3">
          {[
            last && { key: 'another', mentor: last, label: t('home.sections.booking.another') },
            featured && {
              key: 'featured',
              mentor: featured,
              label: t('home.sections.booking.featured'),
            },
          ]
            .filter((x) => !!x)
            .map(({ key, mentor, label }) => (
              <li key={key} className="rounded-xl border border-slate-200 p-3">
                <div className="flex items-center gap-3">
                  {mentor.photoPath ? (
                    <img
                      src={mentor.photoPath}
                      alt=""
                      className="size-10 shrink-0 rounded-full bg-slate-100 object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800"
                    >
                      {mentor.name.slice(0, 1)}
                    </span>
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-semibold text-slate-900">{mentor.name}</p>
                    {mentor.headline && <p className="text-xs text-slate-600">{mentor.headline}</p>}
                  </div>
                </div>
                <Link
                  to={`/mentors/${mentor.id}/book`}
                  aria-label={t(
                    key === 'another'
                      ? 'home.sections.booking.anotherWith'
                      : 'home.sections.booking.featuredWith',
                    { name: mentor.name },
                  )}
                  className="mt-3 block rounded-lg bg-brand-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
                >
                  {label}
                </Link>
              </li>
            ))}
        </ul>
      )}
    </HomeCard>
  );
}
