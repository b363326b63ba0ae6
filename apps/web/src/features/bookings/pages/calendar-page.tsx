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
import {
  addDays,
  dayKey,
  firstDayOfWeek,
  GRID_DAYS,
  monthGrid,
  startOfDay,
  wallDate,
  zonedInstant,
} from '../lib/month.ts';

/** Where the mentor sets their hours (built with the availability page, issue 9). */
const AVAILABILITY_PATH = '/dashboard_mentor/availability';

/**
 * /dashboard_mentor/calendar (spec §2; issue 9 "Sessions pages"): the month grid of the
 * mentor's sessions in their one saved time zone (the current month with today selected),
 * the selected day's event cards, search and filters applied to the month's sessions, and
 * the pending requests to confirm or decline.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation('calendar');
  usePageTitle(t('page.title'));
  const locale = useMemo(
    () => dateLocale(i18n.resolvedLanguage ?? i18n.language, navigator.languages),
    [i18n.resolvedLanguage, i18n.language],
  );
  // The mentor's one time zone (issue 17, item 4): days and times are its wall-clock ones.
  const zone = ownTimeZone();
  const [today] = useState(() => startOfDay(wallDate(new Date(), zone)));
  const [selected, setSelected] = useState(today);
  const [filters, setFilters] = useState<CalendarFilters>(NO_FILTERS);
  const [announcement, setAnnouncement] = useState('');
  const weekStart = useMemo(() => firstDayOfWeek(locale), [locale]);

  // The 42 visible days, from the first cell's midnight to the day after the last one.
  const monthKey = `${selected.getFullYear()}-${selected.getMonth()}`;
  const { from, to } = useMemo(() => {
    const days = monthGrid(selected, weekStart);
    return {
      from: zonedInstant(dayKey(days[0]!), '00:00', zone).toISOString(),
      to: zonedInstant(dayKey(addDays(days[0]!, GRID_DAYS)), '00:00', zone).toISOString(),
    };
    // Only a new month (or week start) changes the range, not another day of the same month.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
      const key = dayKey(wallDate(booking.start, zone));
      map.set(key, (map.get(key) ?? 0) + 1);
    }
    return map;
  }, [visible, zone]);
  const selectedKey = dayKey(selected);
  const dayBookings = visible
    .filter((booking) => dayKey(wallDate(booking.start, zone)) === selectedKey)
    .sort((a, b) => a.start.localeCompare(b.start));
  const filtered = Object.values(filters).some(Boolean);
  // Another month's sessions stay on the grid while this one loads, but never as its cards.
  const loading = month.isPending || month.isPlaceholderData;
  const dayTitle = formatLongDate(selected, locale);
  // On an empty day, the next day of the grid with a session (one click away).
  const nextDay = visible
    .filter((booking) => isActive(booking) && dayKey(wallDate(booking.start, zone)) > selectedKey)
    .map((booking) => wallDate(booking.start, zone))
    .sort((a, b) => a.getTime() - b.getTime())[0];

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
          <MonthGrid
            month={selected}
            selected={selected}
            today={today}
            counts={counts}
            weekStart={weekStart}
            locale={locale}
            busy={month.isFetching}
            onSelect={(day) => setSelected(startOfDay(day))}
          />
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
                    onClick={() => setSelected(startOfDay(nextDay))}
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
