import { HOT_TRENDING_WINDOW_DAYS } from '@pathwise/contracts';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useCircles } from '../api/get-circles.ts';
import { CircleCard } from '../components/circle-card.tsx';
import { CircleFiltersBar } from '../components/circle-filters.tsx';
import { CircleGridSkeleton } from '../components/circle-grid-skeleton.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import {
  hasFilters,
  NO_FILTERS,
  readFilters,
  searchAddsHistory,
  toListQuery,
  writeFilters,
  type CircleFilters,
} from '../lib/filters.ts';

/**
 * /circles (docs/product.md#217-circles "Circles / communities page"): search by title, trending filters,
 * category buttons and a grid of circle cards with Join and Like. The filters live in the
 * URL, so a filtered list can be shared and Back undoes a filter. The result count line is a
 * polite live region: a screen reader hears what a filter did.
 */
export function CirclesPage() {
  const { t } = useTranslation('circles');
  usePageTitle(t('list.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const query = useCircles(toListQuery(filters));

  const onChange = (next: CircleFilters) => {
    const onlySearch =
      next.q !== filters.q &&
      next.category === filters.category &&
      next.trending === filters.trending;
    setSearchParams(writeFilters(next), {
      replace: onlySearch && !searchAddsHistory(filters.q, next.q),
      preventScrollReset: true,
    });
  };
  const clear = () => setSearchParams(writeFilters(NO_FILTERS), { preventScrollReset: true });

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const explanation = t(`list.explain.${filters.trending ?? 'none'}`, {
    count: HOT_TRENDING_WINDOW_DAYS,
  });

  return (
    <main aria-labelledby="circles-title">
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pb-8 pt-12 sm:px-6 sm:pt-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
            {t('list.eyebrow')}
          </p>
          <h1
            id="circles-title"
            className="mt-3 text-3xl font-bold tracking-tight text-slate-950 sm:text-5xl"
          >
            {t('list.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-base leading-7 text-slate-700 sm:text-lg">
            {t('list.lead')}
          </p>
          <div className="mt-8">
            <CircleFiltersBar filters={filters} onChange={onChange} />
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="mb-6 flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
          <p aria-live="polite" className="text-sm font-semibold text-slate-900">
            {data ? t('list.results', { count: data.total }) : ''}
          </p>
          <p className="text-sm text-slate-600">{explanation}</p>
        </div>

        {query.isPending ? (
          <CircleGridSkeleton />
        ) : query.isError && !data ? (
          <Banner tone="error">
            <p className="font-semibold">{t('list.errorTitle')}</p>
            <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
              {t('list.retry')}
            </Button>
          </Banner>
        ) : data && data.items.length === 0 ? (
          <div className="mx-auto max-w-md rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center">
            <SearchX className="mx-auto size-10 text-slate-400" aria-hidden="true" />
            <h2 className="mt-4 text-lg font-bold text-slate-950">
              {hasFilters(filters) ? t('list.emptyTitle') : t('list.noneYetTitle')}
            </h2>
            <p className="mt-2 text-sm text-slate-700">
              {hasFilters(filters) ? t('list.emptyBody') : t('list.noneYetBody')}
            </p>
            {(hasFilters(filters) || filters.page > 1) && (
              <Button className="mt-6" onClick={clear}>
                {t('list.clearFilters')}
              </Button>
            )}
          </div>
        ) : data ? (
          <>
            {query.isError && (
              <Banner tone="error" className="mb-6">
                <p>{t('list.errorTitle')}</p>
                <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
                  {t('list.retry')}
                </Button>
              </Banner>
            )}
            <ul
              aria-busy={query.isPlaceholderData || undefined}
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            >
              {data.items.map((circle) => (
                <li key={circle.id} className="flex">
                  <CircleCard circle={circle} />
                </li>
              ))}
            </ul>
            <Pagination
              label={t('list.pagination')}
              page={filters.page}
              totalPages={pages}
              hrefFor={(n) => {
                const search = writeFilters({ ...filters, page: n }).toString();
                return search ? `/circles?${search}` : '/circles';
              }}
            />
          </>
        ) : null}
      </div>
    </main>
  );
}
