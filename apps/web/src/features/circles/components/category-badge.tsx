import type { CircleCategory } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/** A calm colour per category; every pair keeps at least 4.5:1 contrast (WCAG 1.4.3). */
const TONES: Record<CircleCategory, string> = {
  finance: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  education: 'bg-orange-50 text-orange-800 ring-orange-200',
  innovation: 'bg-purple-50 text-purple-800 ring-purple-200',
  startup: 'bg-rose-50 text-rose-800 ring-rose-200',
  university_admission: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  design_creative: 'bg-teal-50 text-teal-800 ring-teal-200',
  tech: 'bg-slate-100 text-slate-800 ring-slate-300',
  creators: 'bg-pink-50 text-pink-800 ring-pink-200',
  bitcoin_web3: 'bg-amber-50 text-amber-900 ring-amber-200',
  marketing: 'bg-fuchsia-50 text-fuchsia-800 ring-fuchsia-200',
};

/** The category of a circle as a small label (docs/product.md#2-screens-and-routes: cards show the category). */
export function CategoryBadge({
  category,
  className,
}: {
  category: CircleCategory;
  className?: string;
}) {
  const { t } = useTranslation('circles');
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[category],
        className,
      )}
    >
      {t(`categories.${category}`)}
    </span>
  );
}
