import { DASHBOARD_PATHS, MenteeList } from '@pathwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyCard } from '@/components/dashboard/empty-card.tsx';
import { api } from '@/lib/api-client.ts';
import { menteesKey } from '../api/mentees-api.ts';
import { ownTimeZone } from '@/lib/session/account.ts';

/** `GET /api/mentor/mentees?sort=next&limit=3`: the three mentees with the soonest sessions. */
function useSoonestMentees() {
  const timeZone = ownTimeZone();
  return useQuery({
    // Under the mentees pages' key prefix, so their changes refresh it too.
    queryKey: [...menteesKey, 'tracker'],
    queryFn: ({ signal }) =>
      api(`/mentor/mentees?sort=next&limit=3&timeZone=${encodeURIComponent(timeZone)}`, {
        schema: MenteeList,
        signal,
      }),
  });
}

/**
 * The mentor home's Student Progress Tracker (docs/product.md#220-mentor-dashboard): the three
 * mentees with the soonest sessions, each with the average progress of the goals they share
 * (the "65% Done" bar) and the next session, from the mentees table's data. Without
 * mentees it says honestly that there is nothing to track yet, and how that changes.
 */
export function StudentProgressTracker({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('mentor');
  const titleId = useId();
  const query = useSoonestMentees();
  const title = t('home.sections.studentProgress.title');
  const action = { to: `${DASHBOARD_PATHS.mentor}/mentees`, label: t('home.actions.mentees') };

  if (query.isSuccess && query.data.items.length === 0)
    return (
      <EmptyCard
        icon={TrendingUp}
        className={className}
        title={title}
        empty={t('home.sections.studentProgress.empty')}
        explanation={t('home.sections.studentProgress.explanation')}
        action={action}
      />
    );

  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(iso));

  return (
    <section
      aria-labelledby={titleId}
      className={clsx(
        'flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm',
        className,
      )}
    >
      <div className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <TrendingUp className="size-5" aria-hidden="true" />
        </span>
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
      </div>
      <p className="mt-1 text-sm text-slate-700">{t('tracker.intro')}</p>
      {query.isPending ? (
        <div aria-busy="true" className="mt-4">
          <p role="status" className="sr-only">
            {t('tracker.loading')}
          </p>
          <div aria-hidden="true" className="animate-pulse space-y-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-12 rounded-xl bg-slate-100" />
            ))}
          </div>
        </div>
      ) : query.isError ? (
        <div role="alert" className="mt-4 text-sm text-red-900">
          <p>{t('tracker.error')}</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="mt-2 rounded-lg border border-red-300 bg-white px-3 py-1.5 font-semibold hover:bg-red-50"
          >
            {t('tracker.retry')}
          </button>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {query.data.items.map((row) => (
            <li key={row.id} className="grid gap-2 py-3 sm:grid-cols-[1fr_12rem] sm:items-center">
              <div className="min-w-0">
                <Link
                  to={`${DASHBOARD_PATHS.mentor}/mentees/${encodeURIComponent(row.id)}`}
                  className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {row.name}
                </Link>
                <p className="text-xs text-slate-700">
                  {row.nextSessionAt
                    ? t('tracker.next', { when: when(row.nextSessionAt) })
                    : t('tracker.noNext')}
                  {row.courseName ? ` · ${row.courseName}` : ''}
                </p>
              </div>
              {row.progress === null ? (
                <p className="text-xs text-slate-600">{t('tracker.noProgress')}</p>
              ) : (
                <div className="flex items-center gap-2">
                  <div
                    role="progressbar"
                    aria-label={t('tracker.progressOf', { name: row.name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={row.progress}
                    className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
                  >
                    <div
                      className="h-full rounded-full bg-brand-600"
                      style={{ width: `${row.progress}%` }}
                    />
                  </div>
                  <span className="shrink-0 text-xs font-semibold tabular-nums text-slate-800">
                    {t('tracker.done', { percent: row.progress })}
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link
        to={action.to}
        className="mt-auto inline-flex w-fit items-center pt-3 text-sm font-semibold text-brand-800 hover:underline"
      >
        {action.label}
      </Link>
    </section>
  );
}
