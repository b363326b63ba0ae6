import {
  ACTIVITY_STATUSES,
  type Activity,
  type ActivityStatus,
  type Goal,
} from '@pathwise/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateActivity } from '../api/goals-api.ts';
import { shortDate } from '../lib/short-date.ts';
import { ActivityDialog } from './activity-dialog.tsx';

/**
 * One column of All Activities (docs/product.md#125-goals-and-activities): the activities of one status,
 * each card with a status select that moves it to another column. `onMoved` gets the card's id
 * and the text to announce; `focusId` names the card that takes the focus back after a move.
 */
export function Column({
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
