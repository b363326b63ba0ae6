import { MAX_ACTION_ITEM_BOOKINGS, type Booking } from '@pathwise/contracts';
import { CalendarDays, NotebookPen } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchField } from '@/components/ui/search-field.tsx';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { byBooking, useActionItems } from '../api/action-items.ts';
import { useBookings } from '../api/bookings.ts';
import { PastCard, type CardActionItems } from '../components/past-card.tsx';
import { UpcomingCard } from '../components/upcoming-card.tsx';
import { formatDay, formatBookingRange } from '../lib/format.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { ownTimeZone } from '@/lib/session/account.ts';

const SORTS = ['recent', 'oldest', 'mentor'] as const;
type Sort = (typeof SORTS)[number];

/**
 * /dashboard/sessions (docs/product.md#219-mentee-dashboard "Sessions"): the next session
 * dates, the session notes list, the upcoming sessions with Join / Reschedule / Cancel and a
 * mentor's proposal to answer, and the past sessions, sorted (Recent, Oldest, Mentor) and
 * searched by the server (`q`), as expandable cards.
 */
export function BookingsPage() {
  const { t } = useTranslation('sessions');
  usePageTitle(t('page.title'));
  const upcoming = useBookings({ when: 'upcoming' });
  const [sort, setSort] = useState<Sort>('recent');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const past = useBookings({ when: 'past', sort, q: q || undefined });
  const withNotes = useBookings({ when: 'past', sort: 'recent' });
  // The held sessions' action items, for all visible cards in one request (docs/product.md#125-goals-and-activities).
  const heldIds = (past.data?.items ?? [])
    .filter((b) => b.status === 'held')
    .slice(0, MAX_ACTION_ITEM_BOOKINGS)
    .map((b) => b.id);
  const actionItems = useActionItems(heldIds);
  const itemsByBooking = byBooking(actionItems.data?.items ?? []);
  const actionItemsOf = (booking: Booking): CardActionItems =>
    !heldIds.includes(booking.id)
      ? null
      : actionItems.isSuccess
        ? (itemsByBooking.get(booking.id) ?? [])
        : actionItems.isError
          ? 'error'
          : 'pending';

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('page.lead', { zone: ownTimeZone() })}</p>
      </header>

      <div className="grid gap-4 md:grid-cols-2">
        <NextDates query={upcoming} />
        <NotesList query={withNotes} />
      </div>

      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className="text-lg font-semibold text-slate-900">
          {t('upcoming.title')}
        </h2>
        <div className="mt-3">
          <ListState
            query={upcoming}
            empty={
              <EmptyState
                text={t('upcoming.empty')}
                action={{ to: '/mentors', label: t('upcoming.find') }}
              />
            }
          >
            {(items) => (
              <ul className="space-y-3">
                {items.map((booking) => (
                  <UpcomingCard key={booking.id} booking={booking} />
                ))}
              </ul>
            )}
          </ListState>
        </div>
      </section>

      <section aria-labelledby="past-title">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="past-title" className="text-lg font-semibold text-slate-900">
            {t('past.title')}
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SearchBox value={search} onChange={setSearch} />
            <SelectField<Sort>
              compact
              label={t('past.sortBy')}
              value={sort}
              onChange={(value) => setSort(value || 'recent')}
              options={SORTS.map((value) => ({ value, label: t(`past.sort.${value}`) }))}
              className="sm:w-40"
            />
          </div>
        </div>
        <div className="mt-3" aria-busy={past.isFetching && !past.isPending}>
          <ListState
            query={past}
            empty={
              <EmptyState
                text={q ? t('past.noMatch', { q }) : t('past.empty')}
                action={q ? undefined : { to: '/mentors', label: t('upcoming.find') }}
              />
            }
          >
            {(items) => (
              <ul className="space-y-3">
                {items.map((booking) => (
                  <PastCard
                    key={booking.id}
                    booking={booking}
                    actionItems={actionItemsOf(booking)}
                  />
                ))}
              </ul>
            )}
          </ListState>
        </div>
      </section>
    </div>
  );
}

type ListQuery = ReturnType<typeof useBookings>;

/** Loading, error (with Retry), empty, or the list. */
function ListState({
  query,
  empty,
  children,
}: {
  query: ListQuery;
  empty: ReactNode;
  children: (items: Booking[]) => ReactNode;
}) {
  const { t } = useTranslation('sessions');
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-3">
        <Banner tone="error">{t('errors.load')}</Banner>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('errors.retry')}
        </Button>
      </div>
    );
  }
  return query.data.items.length === 0 ? empty : children(query.data.items);
}

function EmptyState({ text, action }: { text: string; action?: { to: string; label: string } }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center">
      <p className="text-sm text-slate-700">{text}</p>
      {action && (
        <Link
          to={action.to}
          className="mt-4 inline-flex items-center rounded-lg bg-brand-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {action.label}
        </Link>
      )}
    </div>
  );
}

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('sessions');
  const id = useId();
  return (
    <div role="search" className="sm:w-64">
      <SearchField
        id={id}
        label={t('past.search')}
        value={value}
        maxLength={200}
        placeholder={t('past.searchPlaceholder')}
        onValue={onChange}
      />
    </div>
  );
}

/** A small card of the page's top row. */
function SummaryCard({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: typeof CalendarDays;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** "Next session dates": the next three upcoming sessions' days and times. */
function NextDates({ query }: { query: ListQuery }) {
  const { t, i18n } = useTranslation('sessions');
  const zone = ownTimeZone();
  const items = query.data?.items.slice(0, 3) ?? [];
  return (
    <SummaryCard title={t('next.title')} icon={CalendarDays}>
      {query.isPending ? (
        <p className="text-sm text-slate-600">{t('loading')}</p>
      ) : query.isError ? (
        <p className="text-sm text-red-700">{t('errors.load')}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('next.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {items.map((booking) => (
            <li key={booking.id} className="text-sm">
              <Link
                to={`/sessions/${booking.id}`}
                className="font-semibold text-brand-800 hover:underline"
              >
                {formatBookingRange(booking.start, booking.end, zone, i18n.language)}
              </Link>{' '}
              <span className="text-slate-700">· {booking.mentor.name}</span>
            </li>
          ))}
        </ul>
      )}
    </SummaryCard>
  );
}

/** "Session notes": past sessions whose mentor wrote notes, newest first, linking to each. */
function NotesList({ query }: { query: ListQuery }) {
  const { t, i18n } = useTranslation('sessions');
  const zone = ownTimeZone();
  const items = (query.data?.items ?? []).filter((booking) => booking.notes.trim()).slice(0, 5);
  return (
    <SummaryCard title={t('notesList.title')} icon={NotebookPen}>
      {query.isPending ? (
        <p className="text-sm text-slate-600">{t('loading')}</p>
      ) : query.isError ? (
        <p className="text-sm text-red-700">{t('errors.load')}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('notesList.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {items.map((booking) => (
            <li key={booking.id} className="text-sm">
              <Link
                to={`/sessions/${booking.id}`}
                className="font-semibold text-brand-800 hover:underline"
              >
                {t('notesList.item', {
                  name: booking.mentor.name,
                  day: formatDay(booking.start, zone, i18n.language),
                })}
              </Link>
              <p className="line-clamp-2 text-slate-600">{booking.notes}</p>
            </li>
          ))}
        </ul>
      )}
    </SummaryCard>
  );
}
