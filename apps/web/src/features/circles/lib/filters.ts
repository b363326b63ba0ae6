import {
  CIRCLE_SEARCH_MAX_LENGTH,
  CircleCategory,
  CircleTrending,
  type CircleListQuery,
} from '@pathwise/contracts';

/**
 * The /circles filters as they live in the URL (shareable, Back restores them):
 * `?q=<title search>&category=<slug>&trending=<filter>&page=<n>`. Defaults are left out, so
 * the plain page is `/circles`.
 */
export interface CircleFilters {
  /** The search text as typed (trimmed only when sent). */
  q: string;
  category: CircleCategory | null;
  trending: CircleTrending | null;
  /** 1-based. */
  page: number;
}

export const NO_FILTERS: CircleFilters = { q: '', category: null, trending: null, page: 1 };

/**
 * Read the filters from a URL's search params. Values the API would refuse (an unknown
 * category, page "x") fall back to their default instead of breaking a shared link.
 */
export function readFilters(params: URLSearchParams): CircleFilters {
  const category = CircleCategory.safeParse(params.get('category'));
  const trending = CircleTrending.safeParse(params.get('trending'));
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, CIRCLE_SEARCH_MAX_LENGTH),
    category: category.success ? category.data : null,
    trending: trending.success ? trending.data : null,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The search params of `filters`, defaults left out (inverse of {@link readFilters}). */
export function writeFilters(filters: CircleFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.trending) params.set('trending', filters.trending);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Whether any filter narrows or orders the list (the empty state offers to clear them). */
export function hasFilters(filters: CircleFilters): boolean {
  return Boolean(filters.q.trim() || filters.category || filters.trending);
}

/** The API query for `filters` (`GET /api/circles`), with a blank search left out. */
export function toListQuery(filters: CircleFilters): CircleListQuery {
  const q = filters.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.trending ? { trending: filters.trending } : {}),
    page: filters.page,
  };
}

/**
 * Whether going from search text `before` to `after` should add a history entry: starting
 * or clearing a search does, each further keystroke of one search replaces the entry, so Back
 * returns to the list as it was before the search instead of stepping through every letter.
 */
export function searchAddsHistory(before: string, after: string): boolean {
  return !before.trim() || !after.trim();
}
