import { BLOG_SEARCH_MAX_LENGTH, RESOURCES_SECTION_SIZE } from '@pathwise/contracts';
import { Search, X } from 'lucide-react';
import { useCallback, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { usePosts } from '../api/get-posts.ts';
import { NewsletterForm } from '../components/newsletter-form.tsx';
import { PostGrid } from '../components/post-grid.tsx';
import { useMetaDescription } from '@/lib/use-meta-description.ts';
import { useSearchText } from '../lib/use-search-text.ts';

/** Search results per page. */
const RESULTS_PAGE_SIZE = 12;

const sectionHeading = 'text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl';

/** `q` and `page` as the URL gives them, made safe for the API. */
function readParams(params: URLSearchParams) {
  const q = (params.get('q') ?? '').trim().slice(0, BLOG_SEARCH_MAX_LENGTH);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { q, page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1 };
}

/**
 * /resources, the Top Blogs page (docs/product.md#27-resources "/resources"; docs/product.md#1114-resources-search-and-newsletter: search
 * filters posts, articles open, a working newsletter). Without a search: 'Latest Blogs' (the
 * four newest) and 'Trending' (four by trending score). With one (`?q=`, shareable): every
 * post whose title, author or category matches. The 'Stay Updated' block is `#newsletter`,
 * where the footer and the top navigation's Resources menu point.
 */
export function ResourcesPage() {
  const { t } = useTranslation('resources');
  usePageTitle(t('page.title'));
  useMetaDescription(t('page.metaDescription'));
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { q, page } = readParams(searchParams);
  const searching = q !== '';
  const searchId = useId();

  // Starting a search adds a history entry (Back returns to the sections); refining one
  // replaces it, so that Back does not step through every pause in the typing.
  const writeQuery = useCallback(
    (next: string) =>
      setSearchParams(next ? { q: next } : {}, { replace: q !== '', preventScrollReset: true }),
    [setSearchParams, q],
  );
  const search = useSearchText(q, writeQuery);

  const latest = usePosts({ sort: 'latest', pageSize: RESOURCES_SECTION_SIZE });
  const trending = usePosts({ sort: 'trending', pageSize: RESOURCES_SECTION_SIZE });
  const results = usePosts({ q, page, pageSize: RESULTS_PAGE_SIZE }, { enabled: searching });
  const shown = searching ? [results] : [latest, trending];
  const settled = shown.every((query) => !query.isPending);

  // The router scrolls to `#latest`, `#trending` or `#newsletter` on arrival; the cards that
  // load afterwards can push the section down, so scroll (and move focus) once more when they
  // are in.
  useEffect(() => {
    if (!settled || !location.hash) return;
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  }, [settled, location.hash, location.key]);

  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / RESULTS_PAGE_SIZE)) : 1;
  const pageHref = (n: number) => {
    const params = new URLSearchParams({ q });
    if (n > 1) params.set('page', String(n));
    return `/resources?${params.toString()}`;
  };

  return (
    <main aria-labelledby="resources-title">
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pb-10 pt-12 sm:px-6 sm:pt-16 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
            {t('page.eyebrow')}
          </p>
          <h1
            id="resources-title"
            className="mt-3 text-3xl font-bold tracking-tight text-slate-950 sm:text-5xl"
          >
            {t('page.heading')}
          </h1>
          <p className="mt-4 max-w-2xl text-base leading-7 text-slate-700 sm:text-lg">
            {t('page.lead')}
          </p>
          <form
            role="search"
            aria-label={t('search.label')}
            onSubmit={(event) => {
              event.preventDefault();
              search.flush();
            }}
            className="mt-8 flex max-w-2xl flex-col gap-3 rounded-2xl bg-white p-2 shadow-lg shadow-brand-900/5 ring-1 ring-slate-200 sm:flex-row sm:items-center"
          >
            <label htmlFor={searchId} className="sr-only">
              {t('search.label')}
            </label>
            <div className="relative flex-1">
              <Search
                className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-slate-500"
                aria-hidden="true"
              />
              <input
                id={searchId}
                type="search"
                value={search.text}
                maxLength={BLOG_SEARCH_MAX_LENGTH}
                onChange={(event) => search.setText(event.target.value)}
                placeholder={t('search.placeholder')}
                className="w-full rounded-xl border-0 bg-transparent py-3 pl-12 pr-4 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
              />
            </div>
            <Button type="submit" className="rounded-xl px-6 py-3 text-base">
              {t('search.submit')}
            </Button>
          </form>
        </div>
      </header>

      {searching ? (
        <section
          aria-labelledby="results-title"
          className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8"
        >
          <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id="results-title" className={sectionHeading}>
                {t('search.resultsHeading')}
              </h2>
              <p aria-live="polite" className="mt-2 text-sm font-medium text-slate-700">
                {results.data ? t('search.count', { count: results.data.total, q }) : ''}
              </p>
            </div>
            <Link
              to="/resources"
              className="inline-flex items-center gap-1.5 self-start rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 sm:self-auto"
            >
              <X className="size-4" aria-hidden="true" />
              {t('search.clear')}
            </Link>
          </div>
          <PostGrid
            posts={results.data?.items}
            isPending={results.isPending}
            isError={results.isError}
            onRetry={() => void results.refetch()}
            skeletonCount={RESOURCES_SECTION_SIZE}
            empty={t('search.empty', { q })}
            busy={results.isPlaceholderData}
          />
          {pages > 1 && (
            <nav
              aria-label={t('search.pagination')}
              className="mt-8 flex items-center justify-center gap-3 text-sm"
            >
              {page > 1 && (
                <Link
                  to={pageHref(page - 1)}
                  className="rounded-lg border border-slate-300 px-3 py-2 font-semibold text-slate-800 hover:bg-slate-50"
                >
                  {t('search.previous')}
                </Link>
              )}
              <span className="text-slate-700">{t('search.pageOf', { page, pages })}</span>
              {page < pages && (
                <Link
                  to={pageHref(page + 1)}
                  className="rounded-lg border border-slate-300 px-3 py-2 font-semibold text-slate-800 hover:bg-slate-50"
                >
                  {t('search.next')}
                </Link>
              )}
            </nav>
          )}
        </section>
      ) : (
        <>
          <section
            id="latest"
            tabIndex={-1}
            aria-labelledby="latest-title"
            className="mx-auto max-w-6xl scroll-mt-20 px-4 pt-12 outline-none sm:px-6 lg:px-8"
          >
            <h2 id="latest-title" className={sectionHeading}>
              {t('sections.latest')}
            </h2>
            <PostGrid
              posts={latest.data?.items}
              isPending={latest.isPending}
              isError={latest.isError}
              onRetry={() => void latest.refetch()}
              skeletonCount={RESOURCES_SECTION_SIZE}
              empty={t('sections.latestEmpty')}
              className="mt-6"
            />
          </section>
          <section
            id="trending"
            tabIndex={-1}
            aria-labelledby="trending-title"
            className="mx-auto max-w-6xl scroll-mt-20 px-4 py-12 outline-none sm:px-6 lg:px-8"
          >
            <h2 id="trending-title" className={sectionHeading}>
              {t('sections.trending')}
            </h2>
            <PostGrid
              posts={trending.data?.items}
              isPending={trending.isPending}
              isError={trending.isError}
              onRetry={() => void trending.refetch()}
              skeletonCount={RESOURCES_SECTION_SIZE}
              empty={t('sections.trendingEmpty')}
              className="mt-6"
            />
          </section>
        </>
      )}

      <section
        id="newsletter"
        tabIndex={-1}
        aria-labelledby="newsletter-title"
        className="scroll-mt-16 bg-brand-800 outline-none"
      >
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2
              id="newsletter-title"
              className="text-2xl font-bold tracking-tight text-white sm:text-3xl"
            >
              {t('newsletter.heading')}
            </h2>
            <p className="mt-3 max-w-xl text-base leading-7 text-brand-100">
              {t('newsletter.lead')}
            </p>
          </div>
          <NewsletterForm />
        </div>
      </section>
    </main>
  );
}
