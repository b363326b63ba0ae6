import { CalendarClock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { ownTimeZone } from '@/lib/session/account.ts';
import { useMonthBookings } from '../api/get-month-bookings.ts';
import { CalendarFilterBar } from '../components/calendar-filters.tsx';
import { EventCard } from '../components/event-card.tsx';
import { MonthGrid } from '../components/month-grid.tsx';
import { PendingRequests } from '../components/pending-requests.tsx';
import {
  filterOptions,
  isActive,
  matches,
  NO_FILTERS,
  type CalendarFilters,
} from '../lib/calendar-filters.ts';
import { dateLocale, formatLongDate } from '../lib/calendar-format.ts';
import { addDays, dayIn, firstDayOfWeek, GRID_DAYS, monthGrid, monthStart } from '../lib/dates.ts';
import { zonedInstant } from '../lib/zoned.ts';

/** Where the mentor sets their hours (the availability page). */
const AVAILABILITY_PATH = '/dashboard_mentor/availability';

/**
 * /dashboard_mentor/calendar (docs/product.md#220-mentor-dashboard, Calendar): the month grid
 * of the mentor's sessions in their one saved time zone (the current month with today
 * selected), the selected day's event cards, search and filters applied to the month's
 * sessions, and the pending requests to confirm or decline.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation('calendar');
  usePageTitle(t('page.title'));
  const locale = useMemo(
    () => dateLocale(i18n.resolvedLanguage ?? i18n.language, navigator.languages),
    [i18n.resolvedLanguage, i18n.language],
  );
  // The mentor's one time zone (docs/product.md#123-booking): days and times are its
  // wall-clock ones.
  const zone = ownTimeZone();
  const [today] = useState(() => dayIn(Date.now(), zone));
  const [selected, setSelected] = useState(today);
  const [filters, setFilters] = useState<CalendarFilters>(NO_FILTERS);
  const [announcement, setAnnouncement] = useState('');
  const weekStart = useMemo(() => firstDayOfWeek(locale), [locale]);

  // The 42 visible days, from the first cell's midnight to the day after the last one: only
  // a new month (or week start) changes the range, not another day of the same month.
  const monthKey = monthStart(selected);
  const { from, to } = useMemo(() => {
    const first = monthGrid(monthKey, weekStart)[0]!;
    return {
      from: zonedInstant(first, '00:00', zone).toISOString(),
      to: zonedInstant(addDays(first, GRID_DAYS), '00:00', zone).toISOString(),
    };
  }, [monthKey, weekStart, zone]);
  const month = useMonthBookings(from, to);

  const bookings = month.data?.items;
  const visible = useMemo(
    () => (bookings ?? []).filter((booking) => matches(booking, filters, zone)),
    [bookings, filters, zone],
  );
  const options = useMemo(() => filterOptions(bookings ?? []), [bookings]);
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const booking of visible) {
      if (!isActive(booking)) continue;
      const key = dayIn(booking.start, zone);
      map.set(key, (map.get(key) ?? 0) + 1);
    }
    return map;
  }, [visible, zone]);
  const dayBookings = visible
    .filter((booking) => dayIn(booking.start, zone) === selected)
    .sort((a, b) => a.start.localeCompare(b.start));
  const filtered = Object.values(filters).some(Boolean);
  // Another month's sessions stay on the grid while this one loads, but never as its cards.
  const loading = month.isPending || month.isPlaceholderData;
  const dayTitle = formatLongDate(selected, locale);
  // On an empty day, the next day of the grid with a session (one click away).
  const nextDay = visible
    .filter((booking) => isActive(booking))
    .map((booking) => dayIn(booking.start, zone))
    .filter((day) => day > selected)
    .sort()[0];

  return (
    <section aria-labelledby="calendar-title" className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="calendar-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('page.title')}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t('page.intro', { zone })}</p>
        </div>
        <Link
          to={AVAILABILITY_PATH}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <CalendarClock className="size-4" aria-hidden="true" />
          {t('page.editAvailability')}
        </Link>
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:gap-6">
        <div className="lg:col-start-1 lg:row-start-1">
          <div className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-5">
            <MonthGrid
              month={selected}
              selected={selected}
              today={today}
              weekStart={weekStart}
              locale={locale}
              labels={{
                previous: t('grid.previous'),
                next: t('grid.next'),
                today: t('grid.today'),
                keyboardHint: t('grid.keyboardHint'),
                day: (day, date) =>
                  t(day === today ? 'grid.todayLabel' : 'grid.dayLabel', {
                    date,
                    sessions: t('grid.sessions', { count: counts.get(day) ?? 0 }),
                  }),
              }}
              counts={counts}
              selectOnMove
              busy={month.isFetching}
              onSelect={setSelected}
              onMonthChange={setSelected}
            />
          </div>
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <CalendarFilterBar filters={filters} options={options} onChange={setFilters} />
        </div>

        <section
          aria-labelledby="day-title"
          aria-busy={loading || undefined}
          className="lg:col-start-2 lg:row-span-3 lg:row-start-1"
        >
          <h2 id="day-title" className="text-lg font-semibold text-slate-900">
            {t('day.title', { date: dayTitle })}
          </h2>
          <div className="mt-3 space-y-3">
            {loading && !month.isError ? (
              <div aria-label={t('day.loading')} role="img" className="space-y-3">
                {[0, 1].map((index) => (
                  <div key={index} className="h-40 animate-pulse rounded-2xl bg-slate-100" />
                ))}
              </div>
            ) : month.isError ? (
              <Banner tone="error">
                {t('page.loadError')}{' '}
                <button
                  type="button"
                  className="font-semibold underline"
                  onClick={() => void month.refetch()}
                >
                  {t('page.retry')}
                </button>
              </Banner>
            ) : dayBookings.length === 0 ? (
              <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-700">
                <p>{filtered ? t('day.emptyFiltered') : t('day.empty')}</p>
                {nextDay && (
                  <button
                    type="button"
                    onClick={() => setSelected(nextDay)}
                    className="mt-2 font-semibold text-brand-700 hover:underline"
                  >
                    {t('day.next', { date: formatLongDate(nextDay, locale) })}
                  </button>
                )}
              </div>
            ) : (
              dayBookings.map((booking) => (
                <EventCard
                  key={booking.id}
                  booking={booking}
                  locale={locale}
                  onProposed={(name) => setAnnouncement(t('propose.success', { name }))}
                />
              ))
            )}
          </div>
        </section>

        <div className="lg:col-start-1 lg:row-start-3">
          <PendingRequests locale={locale} onAnswered={setAnnouncement} />
        </div>
      </div>
    </section>
  );
}
