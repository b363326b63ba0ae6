import {
  ACTIVITY_NAME_MAX_LENGTH,
  ACTIVITY_STATUSES,
  type Activity,
  type ActivityStatus,
  type BookingDetail,
  type BookingGoal,
} from '@pathwise/contracts';
import { clsx } from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { WorkActions } from '@/components/work-actions.tsx';
import { useAccount } from '@/lib/session/account.ts';
import {
  useActionItems,
  useActiveGoals,
  useAddActionItem,
  useDeleteActionItem,
  useEditActionItem,
  useMoveActionItem,
  useSetBookingGoal,
} from '../api/action-items.ts';
import { errorMessage } from '../lib/format.ts';

/** Bookings in these states had no session: they take no action items. */
const NO_SESSION = new Set(['cancelled', 'declined', 'expired']);

/** The colours of an action item's status (docs/product.md#125-goals-and-activities, the three columns). */
export const STATUS_TONE: Record<ActivityStatus, string> = {
  not_started: 'bg-slate-100 text-slate-800',
  in_progress: 'bg-amber-100 text-amber-900',
  complete: 'bg-emerald-100 text-emerald-900',
};

/**
 * The session's action items (docs/product.md#125-goals-and-activities): the list with each item's
 * status, one line and Enter to add one (either side; a goal optional), for the mentee a
 * status select per item, and Edit and Delete for whoever added an item (docs/product.md#125-goals-and-activities). Each item is an activity in the mentee's Goals & Activities.
 */
export function ActionItems({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('sessions');
  const query = useActionItems([booking.id]);
  const isMentee = booking.role === 'mentee';
  const [announcement, setAnnouncement] = useState('');
  const goals = useActiveGoals(isMentee ? null : booking.mentee.id);
  const goalOptions = goalChoices(goals.data?.items ?? [], booking.goal ?? null);
  const goalTitle = (id: string | null) => goalOptions.find((g) => g.value === id)?.label;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {isMentee
          ? t('actionItems.introMentee')
          : t('actionItems.introMentor', { name: booking.mentee.name })}
      </p>
      {query.isPending ? (
        <ul aria-busy="true" aria-label={t('actionItems.loading')} className="space-y-2">
          {[0, 1].map((i) => (
            <li key={i} className="h-11 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </ul>
      ) : query.isError ? (
        <div className="space-y-2">
          <Banner tone="error">{t('actionItems.loadError')}</Banner>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('errors.retry')}
          </Button>
        </div>
      ) : query.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600">
          {NO_SESSION.has(booking.status)
            ? t('actionItems.emptyNoSession')
            : t('actionItems.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {query.data.items.map((item) => (
            <ActionItemRow
              key={item.id}
              item={item}
              goal={goalTitle(item.goalId)}
              editable={isMentee}
              onMoved={setAnnouncement}
              work={{ goals: goalOptions, today: query.data.today }}
            />
          ))}
        </ul>
      )}
      {!NO_SESSION.has(booking.status) && (
        <AddActionItem
          booking={booking}
          goals={goalOptions}
          onAdded={(name) => setAnnouncement(t('actionItems.added', { name }))}
        />
      )}
      {isMentee && (
        <Link
          to="/dashboard/goals"
          className="inline-block text-sm font-medium text-brand-800 hover:underline"
        >
          {t('actionItems.toGoals')}
        </Link>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/** The goals an action item may go under: the active ones given, and the booking's own goal. */
function goalChoices(
  goals: readonly { id: string; title: string }[],
  bookingGoal: BookingGoal | null,
): { value: string; label: string }[] {
  const all =
    bookingGoal && !goals.some((g) => g.id === bookingGoal.id) ? [bookingGoal, ...goals] : goals;
  return all.map((g) => ({ value: g.id, label: g.title }));
}

function ActionItemRow({
  item,
  goal,
  editable,
  onMoved,
  work,
}: {
  item: Activity;
  goal: string | undefined;
  editable: boolean;
  onMoved: (text: string) => void;
  /** For Edit: the goals it may go under and the viewer's today. */
  work: { goals: { value: string; label: string }[]; today: string };
}) {
  const { t } = useTranslation('sessions');
  const { data: me } = useAccount();
  const move = useMoveActionItem();
  const edit = useEditActionItem();
  const remove = useDeleteActionItem();
  const [error, setError] = useState<string | null>(null);
  const change = (status: ActivityStatus | '') => {
    if (!status || status === item.status) return;
    setError(null);
    move.mutate(
      { id: item.id, status },
      {
        onSuccess: () =>
          onMoved(
            t('actionItems.moved', { name: item.name, status: t(`actionItems.status.${status}`) }),
          ),
        onError: (err) => setError(errorMessage(t, err)),
      },
    );
  };
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p
          className={clsx(
            'break-words text-sm font-medium',
            item.status === 'complete' ? 'text-slate-600 line-through' : 'text-slate-900',
          )}
        >
          {item.name}
        </p>
        <p className="text-xs text-slate-600">
          {goal
            ? t('actionItems.byWithGoal', { name: item.createdBy.name, goal })
            : t('actionItems.by', { name: item.createdBy.name })}
        </p>
        {error && (
          <p role="alert" className="mt-1 text-xs font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-1 sm:flex-nowrap">
        {me?.id === item.createdBy.id && (
          // Whoever added it edits and deletes it (docs/product.md#125-goals-and-activities).
          <WorkActions
            activity={item}
            goals={work.goals}
            today={work.today}
            onSave={(patch) => edit.mutateAsync({ id: item.id, ...patch })}
            onDelete={() => remove.mutateAsync(item.id)}
          />
        )}
        {editable ? (
          // The item's name is the label (read by screen readers); the status shows as the value.
          <select
            aria-label={t('actionItems.statusOf', { name: item.name })}
            value={item.status}
            onChange={(e) => change(e.target.value as ActivityStatus)}
            className="block w-full shrink-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:w-40"
          >
            {ACTIVITY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`actionItems.status.${s}`)}
              </option>
            ))}
          </select>
        ) : (
          <span
            className={clsx(
              'self-start rounded-full px-2.5 py-1 text-xs font-semibold sm:self-center',
              STATUS_TONE[item.status],
            )}
          >
            {t(`actionItems.status.${item.status}`)}
          </span>
        )}
      </div>
    </li>
  );
}

/** One line and Enter: a new action item in the mentee's Not Started (a goal optional). */
function AddActionItem({
  booking,
  goals,
  onAdded,
}: {
  booking: BookingDetail;
  goals: { value: string; label: string }[];
  onAdded: (name: string) => void;
}) {
  const { t } = useTranslation('sessions');
  const add = useAddActionItem();
  const [name, setName] = useState('');
  const [goalId, setGoalId] = useState(booking.goal?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    // Kept as typed and refused with the limit named, never cut (docs/product.md#5-validation).
    if (trimmed.length > ACTIVITY_NAME_MAX_LENGTH) {
      setError(t('dialog.tooLong', { max: ACTIVITY_NAME_MAX_LENGTH }));
      return;
    }
    setError(null);
    // The line clears at once, so the next one can be typed while this one is sent; it comes
    // back if the server refuses it.
    setName('');
    add.mutate(
      { name: trimmed, bookingId: booking.id, goalId: goalId || null },
      {
        onSuccess: (item) => onAdded(item.name),
        onError: (err) => {
          setName((current) => current || trimmed);
          setError(errorMessage(t, err));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-start">
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('actionItems.addLabel')}
        </label>
        <input
          id={id}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          placeholder={t('actionItems.placeholder')}
          autoComplete="off"
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {add.isPending ? t('actionItems.adding') : t('actionItems.hint')}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <SelectField<string>
        label={t('actionItems.goal')}
        value={goalId}
        placeholder={t('actionItems.noGoal')}
        options={goals}
        onChange={setGoalId}
      />
    </form>
  );
}

/**
 * The mentee's "Goal for this session" select on an upcoming session (docs/product.md#125-goals-and-activities): one of
 * their active goals, or none; saved when chosen.
 */
export function BookingGoalPicker({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('sessions');
  const goals = useActiveGoals(null);
  const save = useSetBookingGoal(booking.id);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const shown = booking.goal ? <BookingGoalTag goal={booking.goal} isMentee /> : null;
  if (!goals.isSuccess || (goals.data.items.length === 0 && !booking.goal))
    return shown && <div className="mt-4 border-t border-slate-100 pt-3">{shown}</div>;
  const choose = (goalId: string) => {
    setError(undefined);
    save.mutate(goalId || null, {
      onSuccess: () => setMessage(goalId ? t('goal.saved') : t('goal.cleared')),
      onError: (err) => setError(errorMessage(t, err)),
    });
  };
  return (
    <div className="mt-4 space-y-3 border-t border-slate-100 pt-3">
      <SelectField<string>
        compact
        label={t('goal.choose')}
        value={booking.goal?.id ?? ''}
        placeholder={t('goal.none')}
        options={goalChoices(goals.data.items, booking.goal ?? null)}
        onChange={choose}
        error={error}
      />
      <p role="status" className="sr-only">
        {message}
      </p>
      {shown}
    </div>
  );
}

/** The goal the agenda names, with its progress bar (docs/product.md#125-goals-and-activities: the session shows its progress). */
export function BookingGoalTag({ goal, isMentee }: { goal: BookingGoal; isMentee: boolean }) {
  const { t } = useTranslation('sessions');
  const labelId = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <p id={labelId} className="min-w-0 break-words text-sm font-medium text-slate-900">
          {goal.title}
        </p>
        <span className="text-sm font-bold tabular-nums text-brand-800">
          {t('goal.percent', { percent: goal.progress })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={goal.progress}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${goal.progress}%` }} />
      </div>
      {isMentee && (
        <Link
          to="/dashboard/goals"
          className="mt-2 inline-block text-sm font-medium text-brand-800 hover:underline"
        >
          {t('goal.open')}
        </Link>
      )}
    </div>
  );
}
