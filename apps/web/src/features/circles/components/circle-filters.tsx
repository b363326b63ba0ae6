import {
  CIRCLE_CATEGORIES,
  CIRCLE_SEARCH_MAX_LENGTH,
  CIRCLE_TRENDING,
  type CircleCategory,
  type CircleTrending,
} from '@pathwise/contracts';
import { clsx } from 'clsx';
import { Clock, Flame, Search, TrendingUp } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CircleFilters } from '../lib/filters.ts';

const TRENDING_ICONS: Record<CircleTrending, typeof Flame> = {
  most_active: TrendingUp,
  recently_added: Clock,
  hot_trending: Flame,
};

/** A filter button: pressed when its filter is on (`aria-pressed`). */
function FilterButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={clsx(
        'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors',
        pressed
          ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
          : 'border-slate-300 bg-white text-slate-700 hover:border-brand-300 hover:text-brand-800',
      )}
    >
      {children}
    </button>
  );
}

/**
 * The /circles controls (docs/product.md#217-circles "Circles / communities page"): the title search,
 * the trending filters (clicking the active one clears it) and the category buttons, All
 * first. Every change goes through `onChange` with the whole new filter set; the page keeps
 * it in the URL.
 */
export function CircleFiltersBar({
  filters,
  onChange,
}: {
  filters: CircleFilters;
  onChange: (next: CircleFilters) => void;
}) {
  const { t } = useTranslation('circles');
  // The input keeps what is typed. When the URL's search changes to something other than
  // the typed text (Back, Clear filters), the input follows it; a URL that merely catches up
  // with the typing changes nothing ("adjust state while rendering", not an effect).
  const [text, setText] = useState(filters.q);
  const [seenQ, setSeenQ] = useState(filters.q);
  if (filters.q !== seenQ) {
    setSeenQ(filters.q);
    if (filters.q !== text) setText(filters.q);
  }

  const onSearch = (value: string) => {
    setText(value);
    onChange({ ...filters, q: value, page: 1 });
  };
  const onSubmit = (event: FormEvent) => event.preventDefault();

  const setTrending = (trending: CircleTrending) =>
    onChange({ ...filters, trending: filters.trending === trending ? null : trending, page: 1 });
  const setCategory = (category: CircleCategory | null) =>
    onChange({ ...filters, category, page: 1 });

  return (
    <div className="space-y-5">
      <form
        role="search"
        aria-label={t('list.searchLabel')}
        onSubmit={onSubmit}
        className="relative max-w-xl"
      >
        <label htmlFor="circle-search" className="sr-only">
          {t('list.searchLabel')}
        </label>
        <Search
          className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id="circle-search"
          type="search"
          value={text}
          maxLength={CIRCLE_SEARCH_MAX_LENGTH}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={t('list.searchPlaceholder')}
          autoComplete="off"
          className="block w-full rounded-xl border border-slate-300 bg-white py-3 pl-11 pr-4 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </form>

      <div
        role="group"
        aria-labelledby="circle-trending-label"
        className="flex flex-wrap items-center gap-2"
      >
        <span id="circle-trending-label" className="mr-1 text-sm font-semibold text-slate-800">
          {t('list.trendingLabel')}
        </span>
        {CIRCLE_TRENDING.map((trending) => {
          const Icon = TRENDING_ICONS[trending];
          return (
            <FilterButton
              key={trending}
              pressed={filters.trending === trending}
              onClick={() => setTrending(trending)}
            >
              <Icon className="size-4" aria-hidden="true" />
              {t(`trending.${trending}`)}
            </FilterButton>
          );
        })}
      </div>

      <div
        role="group"
        aria-labelledby="circle-categories-label"
        className="flex flex-wrap items-center gap-2"
      >
        <span id="circle-categories-label" className="sr-only">
          {t('list.categoriesLabel')}
        </span>
        <FilterButton pressed={filters.category === null} onClick={() => setCategory(null)}>
          {t('list.all')}
        </FilterButton>
        {CIRCLE_CATEGORIES.map((category) => (
          <FilterButton
            key={category}
            pressed={filters.category === category}
            onClick={() => setCategory(category)}
          >
            {t(`categories.${category}`)}
          </FilterButton>
        ))}
      </div>
    </div>
  );
}
