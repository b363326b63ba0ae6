import { ACTIVITY_STATUSES } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { Filter } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useActivities, useGoals, type ActivityFilters } from '../api/goals-api.ts';
import { ActivityBoard, type BoardFocus } from '../components/activity-board.tsx';
import { FilterPanel } from '../components/filter-panel.tsx';
import { GoalActions } from '../components/goal-actions.tsx';
import { AddGoalButton, GoalChips, NoGoals } from '../components/goal-picker.tsx';
import { ProgressCard, Skeleton } from '../components/progress-card.tsx';
import { QuickAdd } from '../components/quick-add.tsx';
import { shortDate } from '../lib/short-date.ts';

/**
 * `/dashboard/goals` (docs/product.md#2-screens-and-routes "Goals and Activities"): the overall
 * progress bar, goal chips (one chosen filters the page to that goal), this week's activities, and
 * All Activities in the three columns Not Started, In Progress, Complete with a Filter button.
 * An activity moves between columns with its status select (keyboard and screen reader
 * friendly); adding one takes a name and Enter.
 */
export function GoalsPage() {
  const { t, i18n } = useTranslation('goals');
  usePageTitle(t('page.title'));
  const [chosenGoalId, setGoalId] = useState<string | undefined>();
  const [filters, setFilters] = useState<Omit<ActivityFilters, 'goalId'>>({});
  const [showFilter, setShowFilter] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const goals = useGoals();
  // A chosen goal that is gone (deleted here or elsewhere) no longer filters the page.
  const goalId =
    chosenGoalId && goals.data && !goals.data.items.some((g) => g.id === chosenGoalId)
      ? undefined
      : chosenGoalId;
  const activities = useActivities({ ...filters, goalId });
  const filterId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [focus, setFocus] = useState<BoardFocus | null>(null);

  const goalList = goals.data?.items ?? [];
  const selected = goalList.find((g) => g.id === goalId);
  const items = activities.data?.items ?? [];
  const filterCount = Object.values(filters).filter(Boolean).length;

  if (goals.isError || activities.isError)
    return (
      <section className="mx-auto max-w-6xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>
        <Banner tone="error" className="mt-6">
          {t('page.loadError')}
        </Banner>
        <Button
          className="mt-4"
          variant="outline"
          onClick={() => void Promise.all([goals.refetch(), activities.refetch()])}
        >
          {t('page.retry')}
        </Button>
      </section>
    );

  const loading = goals.isPending || activities.isPending;
  const done = items.filter((a) => a.status === 'complete').length;
  const percent = selected
    ? selected.progress
    : items.length
      ? Math.round((100 * done) / items.length)
      : 0;
  const week = activities.data;
  const thisWeek = week
    ? items.filter((a) => a.dueDate && a.dueDate >= week.weekStart && a.dueDate <= week.weekEnd)
    : [];

  return (
    <section aria-labelledby="goals-title" className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1
            id="goals-title"
            ref={titleRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
          >
            {t('page.title')}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t('page.intro')}</p>
        </div>
        <AddGoalButton />
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {loading ? (
        <Skeleton />
      ) : (
        <>
          <ProgressCard
            label={
              selected ? t('progress.ofGoal', { title: selected.title }) : t('progress.overall')
            }
            percent={percent}
            summary={
              selected && selected.activityCount === 0
                ? t('progress.noActivities')
                : t('progress.summary', {
                    done: selected ? selected.doneCount : done,
                    count: selected ? selected.activityCount : items.length,
                  })
            }
          />
          {goalList.length === 0 ? (
            <NoGoals />
          ) : (
            <GoalChips goals={goalList} selected={goalId} onSelect={setGoalId} />
          )}
          {selected && (
            <GoalActions
              goal={selected}
              onDeleted={(title) => {
                setGoalId(undefined);
                setAnnouncement(t('goal.deleted', { title }));
              }}
              focusAfterDelete={() => titleRef.current?.focus()}
            />
          )}
        </>
      )}

      <QuickAdd goal={selected} onAdded={setAnnouncement} />

      <section
        aria-labelledby="week-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="week-title" className="text-base font-semibold text-slate-900">
          {t('week.title')}
          {week && (
            <span className="ml-2 text-sm font-normal text-slate-600">
              {t('week.range', {
                from: shortDate(week.weekStart, i18n.language),
                to: shortDate(week.weekEnd, i18n.language),
              })}
            </span>
          )}
        </h2>
        {loading ? (
          <div className="mt-3 h-10 animate-pulse rounded-lg bg-slate-100" />
        ) : thisWeek.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('week.empty')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {thisWeek.map((a) => (
              <li key={a.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span
                  className={clsx(
                    'min-w-0 truncate',
                    a.status === 'complete' ? 'text-slate-500 line-through' : 'text-slate-900',
                  )}
                >
                  {a.name}
                </span>
                <span className="shrink-0 text-xs text-slate-600">
                  {shortDate(a.dueDate!, i18n.language)} · {t(`columns.${a.status}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="all-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="all-title" className="text-lg font-semibold text-slate-900">
            {t('columns.title')}
          </h2>
          <Button
            variant="outline"
            aria-expanded={showFilter}
            aria-controls={filterId}
            onClick={() => setShowFilter((v) => !v)}
          >
            <Filter className="size-4" aria-hidden="true" />
            {filterCount ? t('filter.active', { count: filterCount }) : t('filter.open')}
          </Button>
        </div>
        {showFilter && (
          <FilterPanel
            id={filterId}
            goals={goalList}
            goalId={goalId}
            onGoal={setGoalId}
            filters={filters}
            onChange={setFilters}
          />
        )}
        {loading ? (
          <div className="grid gap-4 md:grid-cols-3">
            {ACTIVITY_STATUSES.map((s) => (
              <div key={s} className="h-40 animate-pulse rounded-2xl bg-slate-100" />
            ))}
          </div>
        ) : (
          <ActivityBoard
            items={items}
            goals={goalList}
            today={week?.today ?? ''}
            filtered={filterCount > 0 || goalId !== undefined}
            onMoved={(id, text, byDrag) => {
              setAnnouncement(text);
              // The card lands in another column: keep the keyboard on it.
              setFocus({ id, on: byDrag ? 'handle' : 'select' });
            }}
            focus={focus}
            onFocused={() => setFocus(null)}
          />
        )}
      </section>
    </section>
  );
}
