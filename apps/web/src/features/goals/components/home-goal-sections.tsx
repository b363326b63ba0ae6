import { ListChecks, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ActionLink,
  EmptyState,
  HomeCard,
  type HomeSectionProps,
} from '@/components/dashboard/home-card.tsx';
import { formatDay, GOALS } from '../lib/home-sections.ts';

/**
 * A section of the mentee home (docs/product.md#219-mentee-dashboard): goals due in the next 30 days, with their progress.
 */
export function GoalProgress({ data, loading }: HomeSectionProps) {
  const { t, i18n } = useTranslation('dashboard');
  const goals = data?.goals ?? [];
  return (
    <HomeCard
      title={t('home.sections.goalProgress.title')}
      icon={Target}
      loading={loading}
      className="xl:col-span-2"
      headerAction={
        goals.length > 0 && <ActionLink to={GOALS}>{t('home.actions.addGoal')}</ActionLink>
      }
    >
      {goals.length === 0 ? (
        <EmptyState
          empty={t('home.sections.goalProgress.empty')}
          explanation={t('home.sections.goalProgress.explanation')}
          action={{ to: GOALS, label: t('home.actions.addGoal') }}
        />
      ) : (
        <ul className="space-y-4">
          {goals.map((g) => {
            const date = formatDay(g.targetDate, i18n.language, { dateStyle: 'medium' });
            const overdue = data && g.targetDate < data.today;
            return (
              <li key={g.id}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="text-sm font-semibold text-slate-900">{g.title}</span>
                  <span
                    className={
                      overdue ? 'text-xs font-medium text-red-700' : 'text-xs text-slate-600'
                    }
                  >
                    {t(
                      overdue
                        ? 'home.sections.goalProgress.overdue'
                        : 'home.sections.goalProgress.due',
                      { date },
                    )}{' '}
                    · <span className="tabular-nums">{g.progress}%</span>
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={t('home.sections.goalProgress.progressOf', { title: g.title })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={g.progress}
                  className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100"
                >
                  <div
                    className="h-full rounded-full bg-brand-700"
                    style={{ width: `${g.progress}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </HomeCard>
  );
}

const STATUS_STYLE = {
  not_started: 'bg-slate-100 text-slate-800',
  in_progress: 'bg-amber-50 text-amber-900',
  complete: 'bg-emerald-50 text-emerald-800',
} as const;

/**
 * A section of the mentee home (docs/product.md#219-mentee-dashboard): this week's activities and their status.
 */
export function WeekActivities({ data, loading }: HomeSectionProps) {
  const { t, i18n } = useTranslation('dashboard');
  const items = data?.activities ?? [];
  const overdue = data?.overdueCount ?? 0;
  return (
    <HomeCard
      title={t('home.sections.activities.title')}
      icon={ListChecks}
      loading={loading}
      className="xl:col-span-2"
    >
      {overdue > 0 && (
        <p className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <Link to={GOALS} className="font-medium underline underline-offset-2">
            {t('home.sections.activities.overdue', { count: overdue })}
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <EmptyState
          empty={t('home.sections.activities.empty')}
          explanation={t('home.sections.activities.explanation')}
          action={{ to: GOALS, label: t('home.actions.planActivity') }}
        />
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {items.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <div className="min-w-0">
                  <p
                    className={
                      a.status === 'complete'
                        ? 'text-sm text-slate-600 line-through'
                        : 'text-sm font-medium text-slate-900'
                    }
                  >
                    {a.name}
                  </p>
                  <p className="text-xs text-slate-600">
                    {t('home.sections.activities.due', {
                      day: formatDay(a.dueDate, i18n.language, {
                        weekday: 'long',
                        month: 'short',
                        day: 'numeric',
                      }),
                    })}
                  </p>
                </div>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_STYLE[a.status]}`}
                >
                  {t(`home.sections.activities.status.${a.status}`)}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-3">
            <Link
              to={GOALS}
              className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t('home.actions.goals')}
            </Link>
          </div>
        </>
      )}
    </HomeCard>
  );
}
