import {
  ACTIVITY_DUE_FILTERS,
  ACTIVITY_SOURCES,
  ACTIVITY_STATUSES,
  GOAL_CATEGORIES,
  type Activity,
  type ActivityDueFilter,
  type ActivitySource,
  type ActivityStatus,
  type Goal,
  type GoalCategory,
} from '@pathwise/contracts';
import { clsx } from 'clsx';
import { Filter, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { useOnboarding } from '@/lib/session/onboarding-state.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import {
  useActivities,
  useDeleteGoal,
  useGoals,
  useUpdateActivity,
  useUpdateGoal,
  type ActivityFilters,
} from '../api/goals-api.ts';
import { ActivityDialog } from '../components/activity-dialog.tsx';
import { QuickAdd } from '../components/quick-add.tsx';
import { GoalDialog } from '../components/goal-dialog.tsx';

/** A calendar day `YYYY-MM-DD` as a short date in the viewer's language (no zone shift). */
function shortDate(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * `/dashboard/goals` (spec §2 "Goals and Activities"; issue 10): the overall progress bar,
 * goal chips (one chosen filters the page to that goal), this week's activities, and All
 * Activities in the three columns Not Started, In Progress, Complete with a Filter button.
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
  const [focusId, setFocusId] = useState<string | null>(null);

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
          <div className="grid gap-4 md:grid-cols-3">
            {ACTIVITY_STATUSES.map((status) => (
              <Column
                key={status}
                status={status}
                items={items.filter((a) => a.status === status)}
                goals={goalList}
                today={week?.today ?? ''}
                filtered={filterCount > 0 || goalId !== undefined}
                onMoved={(id, text) => {
                  setAnnouncement(text);
                  // The card lands in another column: keep the keyboard on its select.
                  setFocusId(id);
                }}
                focusId={focusId}
                onFocused={() => setFocusId(null)}
              />
            ))}
          </div>
        )}
      </section>
    </section>
  );
}

function Skeleton() {
  const { t } = useTranslation('common');
  return (
    <div aria-busy="true" className="space-y-4">
      <span className="sr-only">{t('loading')}</span>
      <div className="h-20 animate-pulse rounded-2xl bg-slate-100" />
      <div className="flex gap-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-9 w-32 animate-pulse rounded-full bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

function ProgressCard({
  label,
  percent,
  summary,
}: {
  label: string;
  percent: number;
  summary: string;
}) {
  const labelId = useId();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={labelId} className="text-base font-semibold text-slate-900">
          {label}
        </h2>
        <span className="text-lg font-bold tabular-nums text-brand-800">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% · ${summary}`}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-600">{summary}</p>
    </div>
  );
}

function AddGoalButton() {
  const { t } = useTranslation('goals');
  const [open, setOpen] = useState(false);
  return (
    <GoalDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <Plus className="size-4" aria-hidden="true" />
          {t('goal.add')}
        </Button>
      }
    />
  );
}

/** No goal yet: say what to do, and offer to start from the goal chosen at sign-up. */
function NoGoals() {
  const { t } = useTranslation('goals');
  const onboarding = useOnboarding();
  const [open, setOpen] = useState(false);
  const mine = onboarding.data?.answers.menteeGoal;
  const label = mine
    ? mine.goal === 'other'
      ? (mine.other ?? t('menteeGoals.other'))
      : t(`menteeGoals.${mine.goal}`)
    : null;
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center">
      <h2 className="text-base font-semibold text-slate-900">{t('empty.goalsTitle')}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">{t('empty.goalsBody')}</p>
      {mine && label && (
        <div className="mt-4">
          <GoalDialog
            open={open}
            onOpenChange={setOpen}
            startFrom={mine.goal}
            otherText={mine.other}
            trigger={
              <Button variant="secondary">{t('empty.startFromMine', { goal: label })}</Button>
            }
          />
        </div>
      )}
    </div>
  );
}

function GoalChips({
  goals,
  selected,
  onSelect,
}: {
  goals: Goal[];
  selected: string | undefined;
  onSelect: (id: string | undefined) => void;
}) {
  const { t } = useTranslation('goals');
  const chip = (active: boolean) =>
    clsx(
      'inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium focus:outline-none focus:ring-2 focus:ring-brand-200',
      active
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
    );
  return (
    <div role="group" aria-label={t('chips.label')} className="flex flex-wrap gap-2">
      <button
        type="button"
        aria-pressed={selected === undefined}
        className={chip(selected === undefined)}
        onClick={() => onSelect(undefined)}
      >
        {t('chips.all')}
      </button>
      {goals.map((g) => (
        <button
          key={g.id}
          type="button"
          aria-pressed={selected === g.id}
          className={clsx(chip(selected === g.id), g.status !== 'active' && 'opacity-80')}
          onClick={() => onSelect(selected === g.id ? undefined : g.id)}
        >
          <span className="max-w-[14rem] truncate">{g.title}</span>
          <span className="tabular-nums">{t('chips.percent', { percent: g.progress })}</span>
          {g.status !== 'active' && (
            <span className="text-xs">({t(`chips.status.${g.status}`)})</span>
          )}
        </button>
      ))}
    </div>
  );
}

/** The chosen goal: its why, target and sharing, and edit, achieve/drop/reopen, delete. */
function GoalActions({
  goal,
  onDeleted,
  focusAfterDelete,
}: {
  goal: Goal;
  /** Called with the title once deleted; this card leaves the page soon after. */
  onDeleted: (title: string) => void;
  /** Where focus goes when the confirmation closes after deleting (this card is going). */
  focusAfterDelete: () => void;
}) {
  const { t, i18n } = useTranslation('goals');
  const update = useUpdateGoal();
  const remove = useDeleteGoal();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState(false);
  const deleted = useRef(false);
  const setStatus = (status: Goal['status']) => update.mutate({ id: goal.id, status });
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      {goal.why && <p className="text-sm text-slate-700">{goal.why}</p>}
      <p className="mt-1 text-xs text-slate-600">
        {goal.targetDate
          ? t('goal.target', { date: shortDate(goal.targetDate, i18n.language) })
          : t('goal.noTarget')}
        {' · '}
        {t(`category.${goal.category}`)}
        {' · '}
        {goal.shared ? t('goal.shared') : t('goal.private')}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <GoalDialog
          goal={goal}
          open={editing}
          onOpenChange={setEditing}
          trigger={<Button variant="outline">{t('goal.edit')}</Button>}
        />
        {goal.status === 'active' ? (
          <>
            <Button variant="secondary" onClick={() => setStatus('achieved')}>
              {t('goal.achieve')}
            </Button>
            <Button variant="outline" onClick={() => setStatus('dropped')}>
              {t('goal.drop')}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={() => setStatus('active')}>
            {t('goal.reopen')}
          </Button>
        )}
        <Dialog
          alert
          open={deleting}
          onOpenChange={setDeleting}
          trigger={<Button variant="ghost">{t('goal.delete')}</Button>}
          onCloseAutoFocus={(event) => {
            if (!deleted.current) return;
            event.preventDefault();
            focusAfterDelete();
          }}
          title={t('deleteGoal.title', { title: goal.title })}
          description={t('deleteGoal.description')}
        >
          {deleteError && (
            <Banner tone="error" className="mt-4">
              {t('deleteGoal.error')}
            </Banner>
          )}
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogCancel alert>
              <Button variant="outline">{t('deleteGoal.cancel')}</Button>
            </DialogCancel>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => {
                const { title } = goal;
                setDeleteError(false);
                remove.mutateAsync(goal.id).then(
                  () => {
                    deleted.current = true;
                    setDeleting(false);
                    onDeleted(title);
                  },
                  () => setDeleteError(true),
                );
              }}
              className="rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800"
            >
              {t('deleteGoal.confirm')}
            </button>
          </div>
        </Dialog>
      </div>
    </div>
  );
}

function FilterPanel({
  id,
  goals,
  goalId,
  onGoal,
  filters,
  onChange,
}: {
  id: string;
  goals: Goal[];
  goalId: string | undefined;
  onGoal: (id: string | undefined) => void;
  filters: Omit<ActivityFilters, 'goalId'>;
  onChange: (filters: Omit<ActivityFilters, 'goalId'>) => void;
}) {
  const { t } = useTranslation('goals');
  return (
    <div
      id={id}
      role="region"
      aria-label={t('filter.title')}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <SelectField<string>
        compact
        label={t('filter.goal')}
        value={goalId ?? ''}
        placeholder={t('filter.any')}
        options={goals.map((g) => ({ value: g.id, label: g.title }))}
        onChange={(v) => onGoal(v || undefined)}
      />
      <SelectField<GoalCategory>
        compact
        label={t('filter.category')}
        value={filters.category ?? ''}
        placeholder={t('filter.any')}
        options={GOAL_CATEGORIES.map((v) => ({ value: v, label: t(`category.${v}`) }))}
        onChange={(v) => onChange({ ...filters, category: v || undefined })}
      />
      <SelectField<ActivityDueFilter>
        compact
        label={t('filter.due')}
        value={filters.due ?? ''}
        placeholder={t('filter.any')}
        options={ACTIVITY_DUE_FILTERS.map((v) => ({ value: v, label: t(`due.${v}`) }))}
        onChange={(v) => onChange({ ...filters, due: v || undefined })}
      />
      <SelectField<ActivitySource>
        compact
        label={t('filter.source')}
        value={filters.source ?? ''}
        placeholder={t('filter.any')}
        options={ACTIVITY_SOURCES.map((v) => ({ value: v, label: t(`source.${v}`) }))}
        onChange={(v) => onChange({ ...filters, source: v || undefined })}
      />
      <Button
        variant="ghost"
        onClick={() => {
          onChange({});
          onGoal(undefined);
        }}
      >
        {t('filter.clear')}
      </Button>
    </div>
  );
}

function Column({
  status,
  items,
  goals,
  today,
  filtered,
  onMoved,
  focusId,
  onFocused,
}: {
  status: ActivityStatus;
  items: Activity[];
  goals: Goal[];
  today: string;
  filtered: boolean;
  onMoved: (id: string, text: string) => void;
  focusId: string | null;
  onFocused: () => void;
}) {
  const { t } = useTranslation('goals');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-3"
    >
      <h3
        id={headingId}
        className="flex items-center justify-between px-1 text-sm font-semibold text-slate-900"
      >
        {t(`columns.${status}`)}
        <span className="text-xs font-normal text-slate-600">
          {t('columns.count', { count: items.length })}
        </span>
      </h3>
      {items.length === 0 ? (
        <p className="mt-3 px-1 pb-2 text-sm text-slate-600">
          {filtered ? t('columns.emptyFiltered') : t(`columns.empty.${status}`)}
        </p>
      ) : (
        <ul className="mt-3 space-y-2">
          {items.map((a) => (
            <ActivityCard
              key={a.id}
              activity={a}
              goals={goals}
              today={today}
              onMoved={onMoved}
              focused={a.id === focusId}
              onFocused={onFocused}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ActivityCard({
  activity,
  goals,
  today,
  onMoved,
  focused,
  onFocused,
}: {
  activity: Activity;
  goals: Goal[];
  today: string;
  onMoved: (id: string, text: string) => void;
  /** Just moved here by its select: take the focus back on mount. */
  focused: boolean;
  onFocused: () => void;
}) {
  const { t, i18n } = useTranslation('goals');
  const update = useUpdateActivity();
  const selectRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (!focused) return;
    selectRef.current?.focus();
    onFocused();
  }, [focused, onFocused]);
  const [error, setError] = useState(false);
  const goal = goals.find((g) => g.id === activity.goalId);
  const overdue =
    activity.dueDate !== null && activity.dueDate < today && activity.status !== 'complete';
  const move = (status: ActivityStatus | '') => {
    if (!status || status === activity.status) return;
    setError(false);
    const { id, name } = activity;
    // A promise, not mutate's callbacks: those are dropped when this card remounts in its
    // new column, which the refreshed list does before they would run.
    update.mutateAsync({ id, status }).then(
      () => onMoved(id, t('activity.moved', { name, column: t(`columns.${status}`) })),
      () => setError(true),
    );
  };
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <p className="text-sm font-medium text-slate-900">{activity.name}</p>
      <p className="mt-1 text-xs text-slate-600">
        <span className={overdue ? 'font-semibold text-red-700' : undefined}>
          {activity.dueDate
            ? overdue
              ? t('activity.overdue', { date: shortDate(activity.dueDate, i18n.language) })
              : t('activity.due', { date: shortDate(activity.dueDate, i18n.language) })
            : t('activity.noDue')}
        </span>
        {goal && ` · ${goal.title}`}
        {activity.score !== null && ` · ${t('activity.score', { score: activity.score })}`}
        {activity.source !== 'mentee' && (
          <>
            {' '}
            <span className="whitespace-nowrap rounded bg-amber-50 px-1.5 font-medium text-amber-900">
              {activity.kind === 'activity'
                ? t(`source.${activity.source}`)
                : t(`kind.${activity.kind}`)}
            </span>
          </>
        )}
      </p>
      <div className="mt-2 flex items-end justify-between gap-2">
        <label className="flex min-w-0 flex-1 flex-col text-xs">
          <span className="sr-only">{t('activity.move', { name: activity.name })}</span>
          <select
            ref={selectRef}
            value={activity.status}
            disabled={update.isPending}
            onChange={(e) => move(e.target.value as ActivityStatus)}
            className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-xs text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          >
            {ACTIVITY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`columns.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <ActivityDialog activity={activity} goals={goals} today={today} />
      </div>
      {error && (
        <p role="alert" className="mt-1 text-xs font-medium text-red-700">
          {t('activity.moveError')}
        </p>
      )}
    </li>
  );
}
