import {
  ACTIVITY_STATUSES,
  type Activity,
  type ActivityStatus,
  type Goal,
} from '@pathwise/contracts';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { clsx } from 'clsx';
import { GripVertical } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateActivity } from '../api/goals-api.ts';
import { shortDate } from '../lib/short-date.ts';
import { ActivityDialog } from './activity-dialog.tsx';

/** The card that takes the focus after a move, and on which control. */
export interface BoardFocus {
  id: string;
  on: 'select' | 'handle';
}

/**
 * With the keyboard, an arrow key carries a picked-up card to the next column (right or down)
 * or the one before (left or up), whatever the layout: three columns side by side from
 * `md`, stacked below it. Other keys are dnd-kit's (Space or Enter drops, Escape cancels).
 */
const toNextColumn: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.code];
  if (step === undefined) return undefined;
  event.preventDefault();
  const from = (context.over?.id ?? context.active?.data.current?.status) as ActivityStatus;
  const to = ACTIVITY_STATUSES[ACTIVITY_STATUSES.indexOf(from) + step];
  const rect = to ? context.droppableRects.get(to) : undefined;
  return rect ? { x: rect.left + 8, y: rect.top + 8 } : currentCoordinates;
};

/**
 * All Activities (docs/product.md#125-goals-and-activities): three columns by status. A card
 * moves to another column by its status select, or by dragging its handle (pointer, touch, or
 * the keyboard: Space to pick up, arrows between columns, Space to drop), with what happens
 * announced to screen readers (dnd-kit's live region, our texts). `onMoved` gets the card's id,
 * the text to announce and whether it was dragged; `focus` names the card that takes the focus
 * back after a move (its drag handle after a drag, else its select), as the card remounts in its
 * new column.
 */
export function ActivityBoard({
  items,
  goals,
  today,
  filtered,
  onMoved,
  focus,
  onFocused,
}: {
  items: Activity[];
  goals: Goal[];
  today: string;
  filtered: boolean;
  onMoved: (id: string, text: string, byDrag: boolean) => void;
  focus: BoardFocus | null;
  onFocused: () => void;
}) {
  const { t } = useTranslation('goals');
  const update = useUpdateActivity();
  const [failedId, setFailedId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: toNextColumn }),
  );
  const nameOf = (id: string | number) => items.find((a) => a.id === id)?.name ?? '';
  const column = (id: string | number | undefined) => (id ? t(`columns.${id}`) : '');
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('drag.start', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('drag.over', { name: nameOf(active.id), column: column(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('drag.end', { name: nameOf(active.id), column: column(over.id) })
        : t('drag.cancel', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('drag.cancel', { name: nameOf(active.id) }),
  };

  /** Move `activity` to `status` (no-op when it is there); a failure shows on its card. */
  const move = (activity: Activity, status: ActivityStatus, byDrag: boolean) => {
    if (status === activity.status) return;
    setFailedId(null);
    const { id, name } = activity;
    // A promise, not mutate's callbacks: those are dropped when the card remounts in its new
    // column, which the refreshed list does before they would run.
    update.mutateAsync({ id, status }).then(
      () => onMoved(id, t('activity.moved', { name, column: t(`columns.${status}`) }), byDrag),
      () => setFailedId(id),
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const activity = items.find((a) => a.id === active.id);
    if (activity && over) move(activity, over.id as ActivityStatus, true);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('drag.help') } }}
    >
      <div className="grid gap-4 md:grid-cols-3">
        {ACTIVITY_STATUSES.map((status) => (
          <Column
            key={status}
            status={status}
            items={items.filter((a) => a.status === status)}
            goals={goals}
            today={today}
            filtered={filtered}
            pending={update.isPending}
            failedId={failedId}
            onMove={(activity, to) => move(activity, to, false)}
            focus={focus}
            onFocused={onFocused}
          />
        ))}
      </div>
    </DndContext>
  );
}

/** One column: the activities of one status, a drop target while a card is dragged. */
function Column({
  status,
  items,
  goals,
  today,
  filtered,
  pending,
  failedId,
  onMove,
  focus,
  onFocused,
}: {
  status: ActivityStatus;
  items: Activity[];
  goals: Goal[];
  today: string;
  filtered: boolean;
  pending: boolean;
  failedId: string | null;
  onMove: (activity: Activity, status: ActivityStatus) => void;
  focus: BoardFocus | null;
  onFocused: () => void;
}) {
  const { t } = useTranslation('goals');
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={clsx(
        'flex flex-col rounded-2xl border p-3 transition-colors',
        isOver ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-slate-50',
      )}
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
              pending={pending}
              failed={a.id === failedId}
              onMove={(to) => onMove(a, to)}
              focus={focus?.id === a.id ? focus.on : null}
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
  pending,
  failed,
  onMove,
  focus,
  onFocused,
}: {
  activity: Activity;
  goals: Goal[];
  today: string;
  pending: boolean;
  failed: boolean;
  onMove: (status: ActivityStatus) => void;
  /** Just moved here: the control that takes the focus back on mount. */
  focus: BoardFocus['on'] | null;
  onFocused: () => void;
}) {
  const { t, i18n } = useTranslation('goals');
  const selectRef = useRef<HTMLSelectElement>(null);
  const handleRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (!focus) return;
    (focus === 'handle' ? handleRef : selectRef).current?.focus();
    onFocused();
  }, [focus, onFocused]);
  const goal = goals.find((g) => g.id === activity.goalId);
  const overdue =
    activity.dueDate !== null && activity.dueDate < today && activity.status !== 'complete';
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useDraggable({ id: activity.id, data: { status: activity.status } });
  return (
    <li
      ref={setNodeRef}
      style={
        transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined
      }
      className={clsx(
        'relative rounded-xl border border-slate-200 bg-white p-3 shadow-sm',
        isDragging && 'z-10 shadow-lg ring-2 ring-brand-300',
      )}
    >
      <div className="flex items-start gap-1">
        <p className="min-w-0 flex-1 text-sm font-medium text-slate-900">{activity.name}</p>
        <button
          type="button"
          ref={(node) => {
            handleRef.current = node;
            setActivatorNodeRef(node);
          }}
          {...attributes}
          {...listeners}
          aria-label={t('drag.handle', { name: activity.name })}
          className="-mr-1 -mt-1 flex h-8 w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300 active:cursor-grabbing"
        >
          <GripVertical aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
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
            disabled={pending}
            onChange={(e) => onMove(e.target.value as ActivityStatus)}
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
      {failed && (
        <p role="alert" className="mt-1 text-xs font-medium text-red-700">
          {t('activity.moveError')}
        </p>
      )}
    </li>
  );
}
