import { clsx } from 'clsx';
import { CalendarX2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { useSlots } from '../api/book.ts';
import {
  addMonths,
  compareMonths,
  dayAsDate,
  dayIn,
  firstDayOfWeek,
  monthRange,
  monthStart,
  sameMonth,
  timeZones,
} from '../lib/dates.ts';
import { MonthGrid } from './month-grid.tsx';

/** How far ahead the calendar goes (the longest booking window is a year). */
const MONTHS_AHEAD = 12;

/** A zone's name as people read it: `America/New_York` → `America/New York`. */
export function zoneLabel(zone: string): string {
  return zone.replace(/_/g, ' ');
}

/** What the picker tells its form about the chosen time. */
export interface PickedSlot {
  start: string;
  mentorTimeZone: string;
  sessionMinutes: number;
}

/**
 * The mentor's free times: a month calendar (days with free times choosable), the chosen
 * day's times in the viewer's time zone with the mentor's beside them, and the time zone
 * select. Loading, empty (with the next month) and error (with retry) states.
 */
export function SlotPicker({
  mentorId,
  timeZone,
  onTimeZoneChange,
  value,
  onChange,
  error,
  reschedule,
}: {
  mentorId: string;
  /** The caller's booking being moved: its own time and buffers count as free (docs/product.md#123-booking). */
  reschedule?: string;
  timeZone: string;
  onTimeZoneChange: (zone: string) => void;
  /** The chosen start (a UTC instant), or '' when none. */
  value: string;
  onChange: (slot: PickedSlot | null) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation('booking');
  const [now] = useState(() => Date.now());
  const today = dayIn(now, timeZone);
  // Any day of the month shown; never before this month.
  const [month, setMonth] = useState(today);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const shown = monthStart(compareMonths(month, today) < 0 ? today : month);
  const range = useMemo(() => monthRange(shown), [shown]);
  const slots = useSlots(mentorId, range, timeZone, reschedule);
  const zones = useMemo(() => timeZones(), []);

  const byDay = useMemo(() => {
    const days = new Map<string, string[]>();
    for (const start of slots.data?.slots ?? []) {
      const day = dayIn(start, timeZone);
      if (!sameMonth(day, shown)) continue;
      days.set(day, [...(days.get(day) ?? []), start]);
    }
    return days;
  }, [slots.data, timeZone, shown]);
  const freeDays = useMemo(() => new Set(byDay.keys()), [byDay]);
  const valueDay = value ? dayIn(value, timeZone) : null;
  const day =
    (chosenDay && freeDays.has(chosenDay) ? chosenDay : null) ??
    (valueDay && freeDays.has(valueDay) ? valueDay : null) ??
    [...freeDays][0] ??
    null;
  const times = day ? (byDay.get(day) ?? []) : [];
  const mentorZone = slots.data?.mentorTimeZone ?? timeZone;
  const sessionMinutes = slots.data?.sessionMinutes ?? 60;
  const maxMonth = addMonths(today, MONTHS_AHEAD);
  const loadingFirst = slots.isPending || slots.isPlaceholderData;
  const empty = !loadingFirst && !slots.isError && freeDays.size === 0;

  const timeFormat = (zone: string) =>
    new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit', timeZone: zone });
  const dayTitle = day
    ? new Intl.DateTimeFormat(i18n.language, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(dayAsDate(day))
    : '';

  function changeMonth(next: string) {
    setMonth(next);
    setChosenDay(null);
  }

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <SelectField
          label={t('picker.timeZone')}
          hint={t('picker.timeZoneHint')}
          value={timeZone}
          options={zones.map((zone) => ({ value: zone, label: zoneLabel(zone) }))}
          onChange={(zone) => {
            if (zone) onTimeZoneChange(zone);
          }}
        />
        <div className="mt-5">
          <MonthGrid
            month={shown}
            selected={day}
            today={today}
            weekStart={firstDayOfWeek(i18n.language)}
            locale={i18n.language}
            labels={{
              previous: t('calendar.previous'),
              next: t('calendar.next'),
              day: (d, date) => (freeDays.has(d) ? date : t('calendar.noTimes', { day: date })),
            }}
            available={freeDays}
            min={today}
            max={maxMonth}
            outsideDays={false}
            headingLevel={3}
            busy={slots.isFetching}
            onSelect={(next) => {
              setChosenDay(next);
              if (value && dayIn(value, timeZone) !== next) onChange(null);
            }}
            onMonthChange={changeMonth}
          />
        </div>
      </div>

      <div>
        {slots.isError ? (
          <Banner tone="error">
            <p className="font-semibold">{t('picker.error')}</p>
            <Button variant="outline" className="mt-3" onClick={() => void slots.refetch()}>
              {t('picker.retry')}
            </Button>
          </Banner>
        ) : loadingFirst ? (
          <div aria-busy="true">
            <p role="status" className="sr-only">
              {t('picker.loading')}
            </p>
            <div aria-hidden="true" className="grid animate-pulse grid-cols-2 gap-2">
              {Array.from({ length: 8 }, (_, i) => (
                <div key={i} className="h-11 rounded-lg bg-slate-100" />
              ))}
            </div>
          </div>
        ) : empty ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center">
            <CalendarX2 className="size-6 text-slate-500" aria-hidden="true" />
            <p className="mt-2 font-semibold text-slate-900">{t('picker.emptyTitle')}</p>
            {compareMonths(shown, maxMonth) < 0 && (
              <Button
                variant="outline"
                className="mt-3"
                onClick={() => changeMonth(addMonths(shown, 1))}
              >
                {t('picker.nextMonth')}
              </Button>
            )}
          </div>
        ) : day ? (
          <fieldset aria-describedby={error ? 'slot-error' : undefined}>
            <legend className="text-base font-semibold text-slate-900">
              {t('picker.timesOn', { day: dayTitle })}
            </legend>
            <p className="mt-1 text-xs text-slate-600">
              {t('picker.length', { count: sessionMinutes })}
            </p>
            <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
              {times.map((start) => {
                const checked = start === value;
                const mine = timeFormat(timeZone).format(new Date(start));
                const theirs = timeFormat(mentorZone).format(new Date(start));
                return (
                  <li key={start}>
                    <label
                      className={clsx(
                        'flex cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm focus-within:ring-2 focus-within:ring-brand-500',
                        checked
                          ? 'border-brand-700 bg-brand-700 text-white'
                          : 'border-slate-300 bg-white text-slate-900 hover:border-brand-500',
                      )}
                    >
                      <input
                        type="radio"
                        name="slot"
                        value={start}
                        checked={checked}
                        onChange={() =>
                          onChange({ start, mentorTimeZone: mentorZone, sessionMinutes })
                        }
                        className="sr-only"
                      />
                      <span className="font-semibold">{mine}</span>
                      {mentorZone !== timeZone && (
                        <span
                          className={clsx('text-xs', checked ? 'text-white' : 'text-slate-600')}
                        >
                          {t('picker.mentorTime', { time: theirs, zone: zoneLabel(mentorZone) })}
                        </span>
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
            {error && (
              <p id="slot-error" className="mt-2 text-xs text-red-700">
                {error}
              </p>
            )}
          </fieldset>
        ) : null}
      </div>
    </div>
  );
}
