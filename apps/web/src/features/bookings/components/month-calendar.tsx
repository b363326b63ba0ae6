import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  addMonths,
  dayAsDate,
  dayOf,
  daysInMonth,
  monthBefore,
  monthOf,
  monthWeeks,
  type Month,
} from '../lib/dates.ts';

/**
 * An accessible month grid (WAI-ARIA APG date grid): a `grid` table whose cells hold one
 * button per day; one day is in the tab order (the chosen one, else the first free one) and
 * the arrow keys, Home/End and Page Up/Down move between days. Days without free times are
 * `aria-disabled` (still reachable, not choosable); the chosen day is `aria-selected`.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  minMonth,
  maxMonth,
  freeDays,
  selected,
  onSelect,
  busy,
}: {
  month: Month;
  onMonthChange: (month: Month) => void;
  minMonth: Month;
  maxMonth: Month;
  /** Days (`YYYY-MM-DD`) with at least one free time. */
  freeDays: ReadonlySet<string>;
  selected: string | null;
  onSelect: (day: string) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('booking');
  const titleId = useId();
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const grid = useRef<HTMLTableElement>(null);
  const inMonth = (day: string | null) =>
    day !== null && monthOf(day).year === month.year && monthOf(day).month === month.month;
  const firstFree = weeks.flat().find((d) => d && freeDays.has(d)) ?? null;
  const [focused, setFocused] = useState<string | null>(null);
  const active =
    (focused && inMonth(focused) ? focused : null) ??
    (selected && inMonth(selected) ? selected : null) ??
    firstFree ??
    dayOf(month, 1);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${active}"]`)?.focus();
  }, [active]);

  const locale = i18n.language;
  const monthLabel = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(dayAsDate(dayOf(month, 1)));
  const dayLabel = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => dayAsDate(addDays('2024-01-01', i)));
  const canPrev = monthBefore(minMonth, month);
  const canNext = monthBefore(month, maxMonth);

  function go(day: string) {
    const target = monthOf(day);
    if (monthBefore(target, minMonth) || monthBefore(maxMonth, target)) return;
    moveFocus.current = true;
    setFocused(day);
    if (target.year !== month.year || target.month !== month.month) onMonthChange(target);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: string) {
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => addDays(day, -weekday),
      End: () => addDays(day, 6 - weekday),
      PageUp: () => shiftMonth(day, -1),
      PageDown: () => shiftMonth(day, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    go(move());
  }

  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} aria-live="polite" className="text-base font-semibold text-slate-900">
          {monthLabel}
        </h3>
        <div className="flex gap-1">
          <button
            type="button"
            onClick={() => onMonthChange(addMonths(month, -1))}
            disabled={!canPrev}
            aria-label={t('calendar.previous')}
            className="rounded-lg border border-slate-300 p-2 text-slate-700 hover:bg-slate-50 disabled:opacity-40"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => onMonthChange(addMonths(month, 1))}
            disabled={!canNext}
            aria-label={t('calendar.next')}
            className="rounded-lg border border-slate-300 p-2 text-slate-700 hover:bg-slate-50 disabled:opacity-40"
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        className={clsx('mt-3 w-full table-fixed border-collapse', busy && 'opacity-60')}
      >
        <thead>
          <tr>
            {weekdays.map((date) => (
              <th
                key={date.toISOString()}
                scope="col"
                abbr={weekdayLong.format(date)}
                className="pb-2 text-center text-xs font-semibold text-slate-600"
              >
                {weekdayShort.format(date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((day, col) => {
                if (!day) return <td key={col} role="gridcell" />;
                const free = freeDays.has(day);
                const isSelected = day === selected;
                return (
                  <td key={day} role="gridcell" aria-selected={isSelected} className="p-0.5">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === active ? 0 : -1}
                      aria-disabled={!free || undefined}
                      aria-label={
                        free
                          ? dayLabel.format(dayAsDate(day))
                          : t('calendar.noTimes', { day: dayLabel.format(dayAsDate(day)) })
                      }
                      onKeyDown={(event) => onKeyDown(event, day)}
                      onFocus={() => setFocused(day)}
                      onClick={() => {
                        if (free) onSelect(day);
                      }}
                      className={clsx(
                        'mx-auto flex aspect-square w-full max-w-12 items-center justify-center rounded-full text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1',
                        isSelected
                          ? 'bg-brand-700 font-semibold text-white'
                          : free
                            ? 'bg-brand-50 font-semibold text-brand-800 hover:bg-brand-100'
                            : 'cursor-default text-slate-500',
                      )}
                    >
                      {Number(day.slice(8, 10))}
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

/** The same day of the month `delta` months away (the last day when it has fewer days). */
function shiftMonth(day: string, delta: number): string {
  const target = addMonths(monthOf(day), delta);
  return dayOf(target, Math.min(Number(day.slice(8, 10)), daysInMonth(target)));
}
