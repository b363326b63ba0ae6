import { MentorAnalytics, type AnalyticsRange } from '@pathwise/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * `GET /api/mentor/analytics?range=`: profile visits, sessions and reviews per day over the
 * range (docs/product.md#1210-earnings-and-analytics). The previous range's bars stay while
 * the next loads.
 */
export function useMentorAnalytics(range: AnalyticsRange) {
  return useQuery({
    queryKey: ['earnings', 'analytics', range],
    queryFn: ({ signal }) =>
      api(`/mentor/analytics?range=${range}`, { schema: MentorAnalytics, signal }),
    placeholderData: keepPreviousData,
  });
}
