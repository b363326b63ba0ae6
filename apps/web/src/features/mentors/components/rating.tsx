import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@pathwise/contracts';

/**
 * A mentor's rating: "★ 4.9 (132 reviews)", read out in full ("Rated 4.9 out of 5 from 132
 * reviews"), or "New mentor" while there are no reviews (the rating is null until then).
 */
export function Rating({
  ratingAvg,
  reviewCount,
  className,
}: {
  ratingAvg: number | null;
  reviewCount: number;
  className?: string;
}) {
  const { t, i18n } = useTranslation('mentors');
  if (ratingAvg === null || reviewCount === 0) {
    return (
      <p className={clsx('text-sm text-slate-600', className)}>
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
          {t('rating.new')}
        </span>
      </p>
    );
  }
  const value = formatDecimal(ratingAvg, i18n.language, 1);
  return (
    <p className={clsx('flex items-center gap-1 text-sm', className)}>
      <span className="sr-only">{t('rating.value', { rating: value, count: reviewCount })}</span>
      <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
      <span aria-hidden="true" className="font-semibold text-slate-900">
        {value}
      </span>
      <span aria-hidden="true" className="text-slate-600">
        {t('rating.reviews', { count: reviewCount })}
      </span>
    </p>
  );
}
