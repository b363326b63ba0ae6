import { formatMoney, type Money, formatInteger, formatUnit } from '@pathwise/contracts';
import { Award, BarChart3, Lock, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, HomeCard, type HomeSectionProps } from '@/components/dashboard/home-card.tsx';
import { formatDay, GOALS } from '../lib/home-sections.ts';
import { ownTimeZone } from '@/lib/session/account.ts';

/**
 * A section of the mentee home (docs/product.md#219-mentee-dashboard): weekly progress, Monday to Friday: activities done and to do each day.
 */
export function WeeklyProgress({ data, loading }: HomeSectionProps) {
  const { t, i18n } = useTranslation('dashboard');
  const days = data?.week ?? [];
  const max = Math.max(1, ...days.map((d) => d.done + d.toDo));
  const empty = days.every((d) => d.done + d.toDo === 0);
  return (
    <HomeCard title={t('home.sections.weeklyProgress.title')} icon={BarChart3} loading={loading}>
      {empty ? (
        <EmptyState
          empty={t('home.sections.weeklyProgress.empty')}
          explanation={t('home.sections.weeklyProgress.explanation')}
          action={{ to: GOALS, label: t('home.actions.planActivity') }}
        />
      ) : (
        <>
          <ul className="flex h-40 items-end justify-between gap-2">
            {days.map((d) => {
              const long = formatDay(d.date, i18n.language, {
                weekday: 'long',
                month: 'long',
                day: 'numeric',
              });
              const isToday = d.date === data?.today;
              return (
                <li key={d.date} className="flex h-full flex-1 flex-col items-center justify-end">
                  <span className="sr-only">
                    {t('home.sections.weeklyProgress.day', {
                      day: isToday ? `${long} (${t('home.sections.weeklyProgress.today')})` : long,
                      done: d.done,
                      toDo: d.toDo,
                    })}
                  </span>
                  <span aria-hidden="true" className="text-xs tabular-nums text-slate-600">
                    {d.done}/{d.done + d.toDo}
                  </span>
                  <div
                    aria-hidden="true"
                    className="mt-1 flex w-full max-w-10 flex-col-reverse overflow-hidden rounded-md bg-slate-100"
                    style={{ height: `${Math.max(6, ((d.done + d.toDo) / max) * 100)}%` }}
                  >
                    <div className="bg-brand-700" style={{ flexGrow: d.done }} />
                    <div className="bg-brand-200" style={{ flexGrow: d.toDo }} />
                  </div>
                  <span
                    aria-hidden="true"
                    className={
                      isToday
                        ? 'mt-1 text-xs font-bold text-brand-800'
                        : 'mt-1 text-xs font-medium text-slate-600'
                    }
                  >
                    {formatDay(d.date, i18n.language, { weekday: 'short' })}
                  </span>
                </li>
              );
            })}
          </ul>
          <div aria-hidden="true" className="mt-3 flex gap-4 text-xs text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm bg-brand-700" />
              {t('home.sections.weeklyProgress.legendDone')}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm bg-brand-200" />
              {t('home.sections.weeklyProgress.legendToDo')}
            </span>
          </div>
        </>
      )}
    </HomeCard>
  );
}

/**
 * A section of the mentee home (docs/product.md#219-mentee-dashboard): milestones: the mentee's progress towards the next ones.
 */
export function Milestones({ data, loading }: HomeSectionProps) {
  const { t, i18n } = useTranslation('dashboard');
  const m = data?.milestones;
  const count = (n: number) => formatInteger(n, i18n.language);
  const money = (list: Money[]) =>
    list.length === 0
      ? formatMoney({ priceMinor: 0, currency: 'USD' }, i18n.language)
      : list.map((v) => formatMoney(v, i18n.language)).join(' + ');
  const items = m
    ? ([
        [
          'timeSaved',
          formatUnit(m.minutesSaved / 60, 'hour', i18n.language, {
            unitDisplay: 'short',
            maximumFractionDigits: 1,
          }),
        ],
        ['skillsLearned', count(m.skillsLearned)],
        ['moneySaved', money(m.moneySaved)],
        ['attendanceStreak', count(m.attendanceStreak)],
        ['goalsAchieved', count(m.goalsAchieved)],
        ['projectsCompleted', count(m.projectsCompleted)],
      ] as const)
    : [];
  const nothing =
    m &&
    m.minutesSaved +
      m.skillsLearned +
      m.attendanceStreak +
      m.goalsAchieved +
      m.projectsCompleted ===
      0 &&
    m.moneySaved.length === 0;
  return (
    <HomeCard title={t('home.sections.milestones.title')} icon={Trophy} loading={loading}>
      {nothing && (
        <p className="mb-3 text-sm text-slate-600">{t('home.sections.milestones.empty')}</p>
      )}
      <dl className="grid grid-cols-2 gap-3">
        {items.map(([key, value]) => (
          <div key={key} className="flex flex-col rounded-xl bg-slate-50 p-3">
            <dt className="text-xs font-semibold text-slate-700">
              {t(`home.sections.milestones.${key}`)}
            </dt>
            <dd className="order-first text-xl font-bold tabular-nums text-slate-900">{value}</dd>
            <dd className="mt-1 text-xs text-slate-600">
              {t(`home.sections.milestones.${key}How`)}
            </dd>
          </div>
        ))}
      </dl>
    </HomeCard>
  );
}

/**
 * A section of the mentee home (docs/product.md#219-mentee-dashboard): badges earned and still locked.
 */
export function Badges({ data, loading }: HomeSectionProps) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <HomeCard title={t('home.sections.badges.title')} icon={Award} loading={loading}>
      <ul className="space-y-3">
        {(data?.badges ?? []).map((b) => (
          <li
            key={b.key}
            className={
              b.earnedAt
                ? 'flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3'
                : 'flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3'
            }
          >
            <span
              aria-hidden="true"
              className={
                b.earnedAt
                  ? 'flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white'
                  : 'flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-600'
              }
            >
              {b.earnedAt ? <Award className="size-5" /> : <Lock className="size-4" />}
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold text-slate-900">
                {t(`home.sections.badges.${b.key}`)}
              </p>
              <p className="text-xs text-slate-700">
                {b.earnedAt
                  ? t('home.sections.badges.earnedOn', {
                      date: new Intl.DateTimeFormat(i18n.language, {
                        dateStyle: 'medium',
                        timeZone: ownTimeZone(),
                      }).format(new Date(b.earnedAt)),
                    })
                  : `${t('home.sections.badges.locked')} · ${t(`home.sections.badges.${b.key}How`)}`}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </HomeCard>
  );
}
