import type { Activity, Goal } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { WorkActions } from '@/components/work-actions.tsx';
import { useAccount } from '@/lib/session/account.ts';
import { useDeleteWork, useEditWork, useMarkWork } from '../api/mentees-api.ts';
import { formatDay } from '../lib/format.ts';
import { ScoreDialog } from './score-dialog.tsx';

/**
 * The mentee's activities on the mentor's mentee page: kind, status, score, due date (and
 * overdue). What this mentor set (assigned, or added on a session) is marked done or reopened
 * here (a test with its score), and edited or deleted (docs/product.md#125-goals-and-activities).
 */
export function ActivityList({
  activities,
  today,
  goals,
}: {
  activities: Activity[];
  today: string;
  /** The mentee's goals shared with this mentor: what edited work may go under. */
  goals: Goal[];
}) {
  return (
    <ul className="mt-3 divide-y divide-slate-100">
      {activities.map((a) => (
        <ActivityItem key={a.id} activity={a} today={today} goals={goals} />
      ))}
    </ul>
  );
}

const STATUS_TONES: Record<Activity['status'], string> = {
  not_started: 'bg-slate-100 text-slate-800',
  in_progress: 'bg-amber-50 text-amber-900',
  complete: 'bg-green-50 text-green-900',
};

function ActivityItem({
  activity,
  today,
  goals,
}: {
  activity: Activity;
  today: string;
  goals: Goal[];
}) {
  const { t, i18n } = useTranslation('mentees');
  const { data: user } = useAccount();
  const mark = useMarkWork();
  const edit = useEditWork();
  const remove = useDeleteWork();
  const author = user?.id === activity.createdBy.id;
  const [error, setError] = useState(false);
  const mine = user?.id === activity.createdBy.id && activity.kind !== 'activity';
  const overdue =
    activity.status !== 'complete' && activity.dueDate !== null && activity.dueDate < today;
  const change = async (body: { status: Activity['status']; score?: null }) => {
    setError(false);
    try {
      await mark.mutateAsync({ id: activity.id, ...body });
    } catch {
      setError(true);
    }
  };
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{activity.name}</p>
        <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-slate-700">
          {activity.kind !== 'activity' && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-900">
              {t(`kind.${activity.kind}`)}
            </span>
          )}
          <span
            className={clsx(
              'rounded-full px-2 py-0.5 font-semibold',
              STATUS_TONES[activity.status],
            )}
          >
            {t(`status.${activity.status}`)}
          </span>
          {activity.score !== null && (
            <span className="rounded-full bg-green-50 px-2 py-0.5 font-semibold text-green-900">
              {t('detail.score', { score: activity.score })}
            </span>
          )}
          <span>
            {activity.dueDate
              ? t('detail.due', { date: formatDay(activity.dueDate, i18n.language) })
              : t('detail.noDue')}
          </span>
          {overdue && <span className="font-semibold text-red-800">{t('detail.overdue')}</span>}
          {mine && <span className="italic">{t('detail.assignedByYou')}</span>}
        </p>
        {error && (
          <p role="alert" className="mt-1 text-xs text-red-700">
            {t('detail.actionFailed')}
          </p>
        )}
      </div>
      {author && (
        <div className="flex shrink-0 flex-wrap items-center gap-1">
          <WorkActions
            activity={activity}
            goals={goals.map((g) => ({ value: g.id, label: g.title }))}
            today={today}
            onSave={(patch) => edit.mutateAsync({ id: activity.id, ...patch })}
            onDelete={() => remove.mutateAsync(activity.id)}
          />
          {mine && (
            <div className="shrink-0">
              {activity.status === 'complete' ? (
                <Button
                  variant="ghost"
                  className="px-3 py-1.5 text-xs"
                  disabled={mark.isPending}
                  aria-label={t('detail.reopenOf', { name: activity.name })}
                  onClick={() =>
                    void change(
                      activity.kind === 'test'
                        ? { status: 'not_started', score: null }
                        : { status: 'not_started' },
                    )
                  }
                >
                  {t('detail.reopen')}
                </Button>
              ) : activity.kind === 'test' ? (
                <ScoreDialog activity={activity} />
              ) : (
                <Button
                  variant="secondary"
                  className="px-3 py-1.5 text-xs"
                  disabled={mark.isPending}
                  aria-label={t('detail.markDoneOf', { name: activity.name })}
                  onClick={() => void change({ status: 'complete' })}
                >
                  {t('detail.markDone')}
                </Button>
              )}
            </div>
          )}
        </div>
      )}
    </li>
  );
}
