import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Previous / Next between pages of applications, as links (each page has its own address).
 * Hidden when everything fits on one page.
 */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  /** The URL (search part) of page `n`. */
  hrefFor: (n: number) => string;
}) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  const linkClass =
    'inline-flex min-h-10 items-center gap-1 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50';
  const disabledClass = clsx(linkClass, 'pointer-events-none opacity-50');
  return (
    <nav aria-label={t('list.pagination')} className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('list.previous')}
        </Link>
      ) : (
        <span aria-hidden="true" className={disabledClass}>
          <ChevronLeft className="size-4" />
          {t('list.previous')}
        </span>
      )}
      <p className="text-sm text-slate-700">{t('list.pageOf', { page, pages })}</p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={linkClass}>
          {t('list.next')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span aria-hidden="true" className={disabledClass}>
          {t('list.next')}
          <ChevronRight className="size-4" />
        </span>
      )}
    </nav>
  );
}
