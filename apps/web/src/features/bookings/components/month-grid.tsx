import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate, formatMonth, weekdayNames } from '../lib/calendar-format.ts';
import { addDays, addMonths, dayKey, monthGrid, sameMonth } from '../lib/month.ts';

/**
 * The month grid of the mentor's calendar (spec §2 /dashboard_mentor/calendar): 42 cells,
 * previous/next month, today highlighted, days with sessions marked with a count, the
 * selected day highlighted. An ARIA grid with a roving tabindex (WAI-ARIA APG "Date picker
 * dialog" grid): one day is in the tab order; the arrow keys move by a day or a week, Home
 * and End to the week's ends, Page Up and Page Down by a month. Moving past the month's edge
 * shows the next or previous month.
 */
export function MonthGrid({
  month,
  selected,
  today,
  counts,
  weekStart,
  locale,
  busy,
  onSelect,
}: {
  /** Any day of the month shown. */
  month: Date;
  selected: Date;
  today: Date;
  /** Sessions per day key (`YYYY-MM-DD`); days without an entry have none. */
  counts: ReadonlyMap<string, number>;
  /** First day of the week, as `Date#getDay()` numbers it. */
  weekStart: number;
  locale: string;
  /** True while the month's sessions load (the grid says so to assistive technology). */
  busy: boolean;
  /** A day was chosen; `focus` when by keyboard (the grid then focuses it). */
  onSelect: (day: Date, focus: boolean) => void;
}) {
  const { t } = useTranslation('calendar');
  const titleId = useId();
  const hintId = useId();
  const days = monthGrid(month, weekStart);
  const weekdays = weekdayNames(weekStart, locale);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef(false);
  const selectedKey = dayKey(selected);

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    buttons.current.get(selectedKey)?.focus();
  }, [selectedKey, month]);

  const move = (day: Date) => {
    focusNext.current = true;
    onSelect(day, true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: Date) => {
    const column = (day.getDay() - weekStart + 7) % 7;
    const targets: Record<string, () => Date> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => addDays(day, -column),
      End: () => addDays(day, 6 - column),
      PageUp: () => addMonths(day, -1),
      PageDown: () => addMonths(day, 1),
    };
    const target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    move(target());
  };

  const weeks = Array.from({ length: 6 }, (_, week) => days.slice(week * 7, week * 7 + 7));
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900" aria-live="polite">
          {formatMonth(month, locale)}
        </h2>
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => onSelect(addMonths(selected, -1), false)}
            aria-label={t('grid.previous')}
            className="flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => onSelect(today, false)}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            {t('grid.today')}
          </button>
          <button
            type="button"
            onClick={() => onSelect(addMonths(selected, 1), false)}
            aria-label={t('grid.next')}
            className="flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
      <p id={hintId} className="sr-only">
        {t('grid.keyboardHint')}
      </p>
      <table
        role="grid"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        aria-busy={busy || undefined}
        className="mt-3 w-full table-fixed border-collapse"
      >
        <thead>
          <tr>
            {weekdays.map((weekday) => (
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
            <tr key={dayKey(week[0]!)}>
              {week.map((day) => {
                const key = dayKey(day);
                const count = counts.get(key) ?? 0;
                const isSelected = key === selectedKey;
                const isToday = key === dayKey(today);
                const outside = !sameMonth(day, month);
                const sessions = t('grid.sessions', { count });
                const date = formatLongDate(day, locale);
                return (
                  <td key={key} role="gridcell" aria-selected={isSelected} className="p-0.5">
                    <button
                      type="button"
                      ref={(element) => {
                        if (element) buttons.current.set(key, element);
                        else buttons.current.delete(key);
                      }}
                      tabIndex={isSelected ? 0 : -1}
                      aria-label={t(isToday ? 'grid.todayLabel' : 'grid.dayLabel', {
                        date,
                        sessions,
                      })}
                      aria-current={isToday ? 'date' : undefined}
                      data-day={key}
                      onClick={() => onSelect(day, false)}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      className={clsx(
                        'relative flex h-11 w-full flex-col items-center justify-center rounded-lg text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1 sm:h-16',
                        isSelected
                          ? 'bg-brand-700 font-semibold text-white'
                          : isToday
                            ? 'bg-brand-50 font-semibold text-brand-800 ring-1 ring-inset ring-brand-300 hover:bg-brand-100'
                            : outside
                              ? 'text-slate-500 hover:bg-slate-100'
                              : 'text-slate-900 hover:bg-slate-100',
                      )}
                    >
                      <span aria-hidden="true">{day.getDate()}</span>
                      {count > 0 && (
                        <span
                          aria-hidden="true"
                          className={clsx(
                            'mt-0.5 flex items-center gap-1 text-[0.6875rem] font-semibold leading-none',
                            isSelected ? 'text-white' : 'text-brand-700',
                          )}
                        >
                          <span
                            className={clsx(
                              'size-1.5 rounded-full',
                              isSelected ? 'bg-white' : 'bg-brand-600',
                            )}
                          />
                          <span className="hidden sm:inline">{count}</span>
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
