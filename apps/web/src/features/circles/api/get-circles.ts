import { CircleList, type CircleListQuery } from '@pathwise/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Every circles query starts with this key (lists and details), for cache updates. */
export const circlesKey = ['circles'] as const;

/** Query key of one page of circles. */
export const circleListKey = (query: CircleListQuery) => [...circlesKey, 'list', query] as const;

/**
 * `GET /api/circles`: one page of circles for `query` (title search, category, trending
 * filter, page); `joined` and `liked` are the signed-in visitor's.
 */
export function getCircles(query: CircleListQuery, signal?: AbortSignal): Promise<CircleList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return api(`/circles?${params.toString()}`, { schema: CircleList, signal });
}

export const circlesQuery = (query: CircleListQuery) =>
  queryOptions({
    queryKey: circleListKey(query),
    queryFn: ({ signal }) => getCircles(query, signal),
    // While the next filter loads, the last answer stays on screen instead of a skeleton.
    placeholderData: keepPreviousData,
  });

/** One page of circles for `query`. */
export function useCircles(query: CircleListQuery) {
  return useQuery(circlesQuery(query));
}
