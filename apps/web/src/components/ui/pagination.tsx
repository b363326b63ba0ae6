import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The page numbers to show for `current` of `total`: the first, the last, and the current
 * with its neighbours; `null` marks a gap ("…"). Seven or fewer pages show all of them.
 * Example: (6, 12) → [1, null, 5, 6, 7, null, 12].
 */
export function pageWindow(current: number, total: number): (number | null)[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const pages = new Set([1, total, current - 1, current, current + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const page of sorted) {
    const last = out.at(-1);
    if (typeof last === 'number' && page - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && page - last > 2) out.push(null);
    out.push(page);
  }
  return out;
}

/**
 * Previous / page numbers / Next as real links (`hrefFor(page)`), so a page can be opened in a
 * new tab and Back returns to the previous page. The current page carries
 * `aria-current="page"`; on small screens only "Page n of m" shows between the arrows.
 * Renders nothing when everything fits on one page. Used by every paged list (mentor
 * directory, circles, mentor applications).
 */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  label,
}: {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  /** The URL (path and search) of page `n`. */
  hrefFor: (page: number) => string;
  /** The navigation landmark's name, saying what is paged (e.g. "Pages of circles"). */
  label: string;
}) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  const step =
    'inline-flex h-10 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50';
  const disabled =
    'inline-flex h-10 items-center gap-1 rounded-lg border border-slate-200 px-3 text-sm font-semibold text-slate-400';
  return (
    <nav aria-label={label} className="mt-10 flex items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={step}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('pagination.previous')}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('pagination.previous')}
        </span>
      )}
      <p className="px-2 text-sm text-slate-700 sm:hidden">
        {t('pagination.of', { page, total: totalPages })}
      </p>
      <ul className="hidden items-center gap-1 sm:flex">
        {pageWindow(page, totalPages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: n })}
                className={clsx(
                  'inline-flex size-10 items-center justify-center rounded-lg text-sm font-semibold',
                  n === page
                    ? 'bg-brand-700 text-white'
                    : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                )}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} rel="next" className={step}>
          {t('pagination.next')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {t('pagination.next')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </span>
      )}
    </nav>
  );
}
