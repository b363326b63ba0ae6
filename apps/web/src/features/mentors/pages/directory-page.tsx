import { Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useMentors } from '@/lib/api/get-mentors.ts';
import { DirectoryFilters } from '../components/directory-filters.tsx';
import { MentorCard, MentorCardSkeleton } from '../components/mentor-card.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import {
  cleared,
  isFiltered,
  parseDirectoryParams,
  toApiParams,
  toSearchParams,
  withChange,
  type DirectoryState,
} from '../lib/search-params.ts';
import { useMetaDescription } from '@/lib/use-meta-description.ts';

const SKELETON_CARDS = 6;

/**
 * /mentors, the public mentor directory (docs/product.md#122-discovery "Discovery"): search, the
 * Skills / Language / Topic / price filters, a sort with a one-line explanation of the order, the
 * result count, cards and pages. Everything lives in the URL's search parameters, so a search can
 * be shared and Back undoes the last change.
 */
export function DirectoryPage() {
  return <Directory embedded={false} />;
}

/**
 * `<dashboard>/find-mentors`: the same directory inside a dashboard's frame, which
 * has its own `<main>`; the page's links and its URL state stay on the dashboard's path.
 */
export function DashboardDirectoryPage() {
  return <Directory embedded />;
}

function Directory({ embedded }: { embedded: boolean }) {
  const { t } = useTranslation('mentors');
  const { pathname } = useLocation();
  usePageTitle(t('directory.title'));
  useMetaDescription(t('directory.metaDescription'));
  const [params, setParams] = useSearchParams();
  const state = parseDirectoryParams(params);
  const canonical = toSearchParams(state).toString();
  const query = useMentors(toApiParams(state));
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const lastPage = useRef(state.page);

  // Labels from the home page (`skill=Sales`) and values outside the lists become the
  // canonical form, without a history entry of their own.
  useEffect(() => {
    if (params.toString() !== canonical)
      setParams(new URLSearchParams(canonical), { replace: true });
  }, [params, canonical, setParams]);

  // After moving to another page of results, start reading at the top of the results.
  useEffect(() => {
    if (lastPage.current === state.page) return;
    lastPage.current = state.page;
    resultsHeading.current?.focus({ preventScroll: true });
    resultsHeading.current?.scrollIntoView({ block: 'start' });
  }, [state.page]);

  const go = (next: DirectoryState) => setParams(toSearchParams(next));
  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // A page past the end (an old link): show the last page instead.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && state.page > totalPages) {
      setParams(toSearchParams({ ...state, page: totalPages }), { replace: true });
    }
  }, [data, state, totalPages, setParams]);

  const filtered = isFiltered(state);
  const hint =
    state.sort === 'relevance' && !state.q
      ? t('directory.sortedBy.relevance')
      : state.sort === 'relevance'
        ? t('directory.sortedBy.relevanceSearch')
        : t(`directory.sortedBy.${state.sort}`);
  const hrefFor = (page: number) => {
    const qs = toSearchParams({ ...state, page }).toString();
    return `${pathname}${qs ? `?${qs}` : ''}`;
  };
  const Landmark = embedded ? 'section' : 'main';

  return (
    <Landmark aria-labelledby="directory-title" className={embedded ? undefined : 'bg-slate-50'}>
      <div
        className={embedded ? undefined : 'mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8'}
      >
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
          {t('directory.eyebrow')}
        </p>
        <h1
          id="directory-title"
          className="mt-2 text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl"
        >
          {t('directory.title')}
        </h1>
        <p className="mt-3 max-w-2xl text-base text-slate-700">{t('directory.lead')}</p>

        <div className="mt-8">
          <DirectoryFilters
            state={state}
            filtered={filtered}
            spoken={data?.languages ?? []}
            onChange={(change) => go(withChange(state, change))}
            onClear={() => go(cleared(state))}
          />
        </div>

        <section aria-labelledby="directory-results" className="mt-8">
          <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
            <h2
              id="directory-results"
              ref={resultsHeading}
              tabIndex={-1}
              aria-live="polite"
              className="text-lg font-bold text-slate-950 outline-none"
            >
              {data
                ? state.q
                  ? t('directory.countFor', { count: data.total, q: state.q })
                  : t('directory.count', { count: data.total })
                : t('directory.results')}
            </h2>
            <p className="text-sm text-slate-600">{hint}</p>
          </div>

          {query.isPending ? (
            <div role="status" aria-live="polite" className="mt-5">
              <span className="sr-only">{t('directory.loading')}</span>
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
                {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                  <li key={i}>
                    <MentorCardSkeleton />
                  </li>
                ))}
              </ul>
            </div>
          ) : query.isError && !data ? (
            <Banner tone="error" className="mt-5">
              <p className="font-semibold">{t('directory.errorTitle')}</p>
              <p className="mt-1">{t('directory.errorBody')}</p>
              <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
                {t('directory.retry')}
              </Button>
            </Banner>
          ) : data && data.total === 0 ? (
            <div className="mt-5 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
              <Users className="size-10 text-slate-400" aria-hidden="true" />
              <p className="mt-4 text-lg font-semibold text-slate-900">
                {t('directory.emptyTitle')}
              </p>
              <p className="mt-2 max-w-md text-sm text-slate-700">{t('directory.emptyBody')}</p>
              {filtered && (
                <Button className="mt-6" onClick={() => go(cleared(state))}>
                  {t('directory.clearFilters')}
                </Button>
              )}
            </div>
          ) : data ? (
            <div aria-busy={query.isPlaceholderData || undefined}>
              {query.isPlaceholderData && (
                <p role="status" className="sr-only">
                  {t('directory.updating')}
                </p>
              )}
              <ul
                className={`mt-5 grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {data.items.map((mentor) => (
                  <li key={mentor.id}>
                    <MentorCard
                      mentor={mentor}
                      directorySearch={canonical ? `?${canonical}` : ''}
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                label={t('pagination.label')}
                page={state.page}
                totalPages={totalPages}
                hrefFor={hrefFor}
              />
            </div>
          ) : null}
        </section>
      </div>
    </Landmark>
  );
}
