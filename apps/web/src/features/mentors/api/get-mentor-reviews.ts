import { MentorReviews } from '@pathwise/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The query key of one mentor's public reviews (every loaded page). */
export const mentorReviewsKey = (id: string) => ['mentors', 'reviews', id] as const;

/**
 * `GET /api/mentors/:id/reviews?page=N`: one page of reviews of held sessions (newest first,
 * 10 a page), how many there are in all, and the mentor's reliability (held of the last at
 * most 20 due sessions; docs/product.md#124-sessions). Pages load one after another with
 * "Show more reviews" (docs/product.md#13-demo-content).
 * @throws ApiRequestError 404 `mentor_not_found` for a mentor who is not listed.
 */
export const mentorReviewsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: mentorReviewsKey(id),
    queryFn: ({ signal, pageParam }) =>
      api(`/mentors/${encodeURIComponent(id)}/reviews?page=${pageParam}`, {
        schema: MentorReviews,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    staleTime: 60_000,
  });

/** The public reviews and reliability of mentor `id`, page by page. */
export function useMentorReviews(id: string) {
  return useInfiniteQuery(mentorReviewsQuery(id));
}
