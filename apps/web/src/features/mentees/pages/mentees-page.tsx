import { CalendarCog, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useAccount } from '@/lib/session/account.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useMentees } from '../api/mentees-api.ts';
import { FilterBar } from '../components/filter-bar.tsx';
import { Results } from '../components/mentee-results.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { filtersOf } from '../lib/mentee-filters.ts';

/**
 * `/dashboard_mentor/mentees` (docs/product.md#2-screens-and-routes "Mentor dashboard";
 * docs/product.md#220-mentor-dashboard): summary cards of the work the mentor assigned, search and
 * the Skills, Language and Topic filters on the mentees' onboarding answers, and the progress table
 * (Name of mentee, Course name, Assignments, Tests, progress, Meeting), a list of cards on small
 * screens, paged. Filters and page live in the URL, so Back and shared links keep them.
 */
export function MenteesPage() {
  const { t } = useTranslation('mentees');
  usePageTitle(t('page.title'));
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const query = useMentees(filters);

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <section aria-labelledby="mentees-title" className="mx-auto max-w-6xl">
      <h1 id="mentees-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('page.title')}
      </h1>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">{t('page.intro')}</p>

      {query.isPending ? (
        <Skeleton label={t('page.loading')} />
      ) : query.isError ? (
        <Banner tone="error" className="mt-6">
          <p className="font-semibold">{t('page.error')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {t('page.retry')}
          </Button>
        </Banner>
      ) : query.data.summary.mentees === 0 ? (
        <NoMentees />
      ) : (
        <>
          <SummaryCards summary={query.data.summary} />
          <FilterBar
            data={query.data}
            filters={filters}
            onChange={setParam}
            onClear={() => setParams(new URLSearchParams(), { replace: true })}
          />
          <Results data={query.data} params={params} />
        </>
      )}
    </section>
  );
}

function Skeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="mt-6">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className="animate-pulse">
        <div className="grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-28 rounded-2xl bg-slate-100" />
          ))}
        </div>
        <div className="mt-6 h-16 rounded-2xl bg-slate-100" />
        <div className="mt-6 space-y-3">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="h-14 rounded-xl bg-slate-100" />
          ))}
        </div>
      </div>
    </div>
  );
}

/** The empty state: no one has booked this mentor yet, and what to do about it. */
function NoMentees() {
  const { t } = useTranslation('mentees');
  const { data: user } = useAccount();
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center sm:p-10">
      <Users className="mx-auto size-10 text-brand-700" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{t('empty.title')}</h2>
      <p className="mx-auto mt-2 max-w-xl text-sm text-slate-700">{t('empty.body')}</p>
      <div className="mt-5 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link
          to="/dashboard_mentor/availability"
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <CalendarCog className="size-4" aria-hidden="true" />
          {t('empty.availability')}
        </Link>
        {user && (
          <Link
            to={`/mentors/${encodeURIComponent(user.id)}`}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <UserRound className="size-4" aria-hidden="true" />
            {t('empty.profile')}
          </Link>
        )}
      </div>
    </div>
  );
}
