import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatLongDate, formatMonth, weekdayNames } from '../lib/calendar-format.ts';
import {
  addDays,
  addMonths,
  compareMonths,
  monthGrid,
  sameMonth,
  weekColumn,
} from '../lib/dates.ts';

/** The grid's texts, from the catalogue of the page that shows it. */
export interface MonthGridLabels {
  previous: string;
  next: string;
  /** The Today button's text; no button without it. */
  today?: string;
  /** How to move with the keyboard, read after the grid's name. */
  keyboardHint?: string;
  /** A day button's accessible name from its long date ("Tuesday, May 13, 2025"). */
  day: (day: string, date: string) => string;
}

/**
 * A month grid of days `YYYY-MM-DD` (WAI-ARIA APG date grid), the one of the booking page and
 * of the mentor's calendar: a `grid` table of six weeks from the locale's first weekday, one
 * button per day, previous and next month (within `min`..`max` when given) and Today.
 *
 * Keyboard: one day is in the tab order (the focused one, else the selected one, else the
 * first available one); the arrow keys move by a day or a week, Home and End to the week's
 * ends, Page Up and Page Down by a month, past the month's edge into the next or previous
 * month. With `selectOnMove` (the calendar) moving chooses the day; without it (the booking
 * page, where choosing a day clears the chosen time) Enter, Space or a click choose it.
 * Screen readers: the grid is named by the month, described by `labels.keyboardHint`; a day
 * not in `available` is `aria-disabled` (reachable, not choosable), the chosen one
 * `aria-selected`, today `aria-current="date"`; `counts` (sessions per day) is drawn as a dot
 * and read in the day's name by `labels.day`.
 */
export function MonthGrid({
  month,
  selected,
  today,
  weekStart,
  locale,
  labels,
  available,
  counts,
  min,
  max,
  outsideDays = true,
  selectOnMove = false,
  headingLevel = 2,
  busy,
  onSelect,
  onMonthChange,
}: {
  /** Any day of the month shown. */
  month: string;
  selected: string | null;
  today: string;
  /** First day of the week, as `Date#getDay()` numbers it. */
  weekStart: number;
  locale: string;
  labels: MonthGridLabels;
  /** The days that can be chosen (the others are shown but disabled); all when omitted. */
  available?: ReadonlySet<string>;
  /** Sessions per day; days without an entry have none. */
  counts?: ReadonlyMap<string, number>;
  /** The first and last months that can be shown (any day of each). */
  min?: string;
  max?: string;
  /** Whether the other months' days that fill the six weeks are shown (and reachable). */
  outsideDays?: boolean;
  selectOnMove?: boolean;
  headingLevel?: 2 | 3;
  /** True while the month's data loads (the grid says so to assistive technology). */
  busy: boolean;
  onSelect: (day: string) => void;
  /** Show the month of `day` (the same day of the month as the one that had focus). */
  onMonthChange: (day: string) => void;
}) {
  const titleId = useId();
  const hintId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const days = monthGrid(month, weekStart);
  const shown = (day: string | null): day is string =>
    day !== null && (outsideDays ? days.includes(day) : sameMonth(day, month));
  const enabled = (day: string) => !available || available.has(day);
  const [focused, setFocused] = useState<string | null>(null);
  const active =
    [focused, selected, days.find((day) => shown(day) && enabled(day)) ?? null].find(shown) ??
    days.find((day) => sameMonth(day, month))!;
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${active}"]`)?.focus();
  }, [active]);

  const inBounds = (day: string) =>
    (!min || compareMonths(day, min) >= 0) && (!max || compareMonths(day, max) <= 0);
  const from = selected && sameMonth(selected, month) ? selected : active;
  const previous = addMonths(from, -1);
  const next = addMonths(from, 1);

  function go(day: string) {
    if (!inBounds(day)) return;
    moveFocus.current = true;
    setFocused(day);
    if (selectOnMove && enabled(day)) onSelect(day);
    if (!sameMonth(day, month)) onMonthChange(day);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: string) {
    const column = weekColumn(day, weekStart);
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => addDays(day, -column),
      End: () => addDays(day, 6 - column),
      PageUp: () => addMonths(day, -1),
      PageDown: () => addMonths(day, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    go(move());
  }

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const weeks = Array.from({ length: 6 }, (_, week) => days.slice(week * 7, week * 7 + 7)).filter(
    (week) => outsideDays || week.some((day) => sameMonth(day, month)),
  );
  const navButton =
    'flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-transparent';
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <Heading id={titleId} aria-live="polite" className="text-lg font-semibold text-slate-900">
          {formatMonth(month, locale)}
        </Heading>
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => {
              setFocused(null);
              onMonthChange(previous);
            }}
            disabled={!inBounds(previous)}
            aria-label={labels.previous}
            className={navButton}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          {labels.today && (
            <button
              type="button"
              onClick={() => {
                setFocused(null);
                onSelect(today);
                if (!sameMonth(today, month)) onMonthChange(today);
              }}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
            >
              {labels.today}
            </button>
          )}
          <button
            type="button"
            onClick={() => {
              setFocused(null);
              onMonthChange(next);
            }}
            disabled={!inBounds(next)}
            aria-label={labels.next}
            className={navButton}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
      {labels.keyboardHint && (
        <p id={hintId} className="sr-only">
          {labels.keyboardHint}
        </p>
      )}
      <table
        ref={grid}
        role="grid"
        aria-labelledby={titleId}
        aria-describedby={labels.keyboardHint ? hintId : undefined}
        aria-busy={busy || undefined}
        className={clsx('mt-3 w-full table-fixed border-collapse', busy && 'opacity-60')}
      >
        <thead>
          <tr>
            {weekdayNames(weekStart, locale).map((weekday) => (
              <th
                key={weekday.long}
                scope="col"
                abbr={weekday.long}
                className="pb-2 text-center text-xs font-semibold uppercase text-slate-600"
              >
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) =>
                shown(day) ? (
                  <DayCell
                    key={day}
                    day={day}
                    label={labels.day(day, formatLongDate(day, locale))}
                    count={counts?.get(day) ?? 0}
                    active={day === active}
                    selected={day === selected}
                    today={day === today}
                    outside={!sameMonth(day, month)}
                    enabled={enabled(day)}
                    highlight={available !== undefined}
                    onKeyDown={(event) => onKeyDown(event, day)}
                    onFocus={() => setFocused(day)}
                    onChoose={() => {
                      if (!enabled(day)) return;
                      onSelect(day);
                      if (!sameMonth(day, month)) onMonthChange(day);
                    }}
                  />
                ) : (
                  <td key={day} role="gridcell" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One day of the grid: its number, a dot (and count) when it has sessions. */
function DayCell({
  day,
  label,
  count,
  active,
  selected,
  today,
  outside,
  enabled,
  highlight,
  onKeyDown,
  onFocus,
  onChoose,
}: {
  day: string;
  label: string;
  count: number;
  active: boolean;
  selected: boolean;
  today: boolean;
  outside: boolean;
  enabled: boolean;
  /** Available days stand out (only some days can be chosen). */
  highlight: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
  onChoose: () => void;
}) {
  return (
    <td role="gridcell" aria-selected={selected} className="p-0.5">
      <button
        type="button"
        data-day={day}
        tabIndex={active ? 0 : -1}
        aria-disabled={!enabled || undefined}
        aria-current={today ? 'date' : undefined}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onClick={onChoose}
        className={clsx(
          'relative flex h-11 w-full flex-col items-center justify-center rounded-lg text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1 sm:h-14',
          selected
            ? 'bg-brand-700 font-semibold text-white'
            : !enabled
              ? 'cursor-default text-slate-500'
              : today || highlight
                ? 'bg-brand-50 font-semibold text-brand-800 hover:bg-brand-100'
                : outside
                  ? 'text-slate-500 hover:bg-slate-100'
                  : 'text-slate-900 hover:bg-slate-100',
          today && !selected && 'ring-1 ring-inset ring-brand-300',
        )}
      >
        {/* Named by the whole date (and its sessions) as text, not an aria-label, whose words
            would not include the day's number and count on screen (WCAG 2.5.3). */}
        <span className="sr-only">{label}</span>
        <span aria-hidden="true">{Number(day.slice(8, 10))}</span>
        {count > 0 && (
          <span
            aria-hidden="true"
            className={clsx(
              'mt-0.5 flex items-center gap-1 text-[0.6875rem] font-semibold leading-none',
              selected ? 'text-white' : 'text-brand-700',
            )}
          >
            <span
              className={clsx('size-1.5 rounded-full', selected ? 'bg-white' : 'bg-brand-600')}
            />
            <span className="hidden sm:inline">{count}</span>
          </span>
        )}
      </button>
    </td>
  );
}
