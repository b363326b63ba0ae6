import { MentorReviews } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The query key of one mentor's public reviews. */
export const mentorReviewsKey = (id: string) => ['mentors', 'reviews', id] as const;

/**
 * `GET /api/mentors/:id/reviews`: the ten most recent reviews of held sessions and the
 * mentor's reliability (held of the last at most 20 due sessions; issue 9 "After the session").
 * @throws ApiRequestError 404 `mentor_not_found` for a mentor who is not listed.
 */
export const mentorReviewsQuery = (id: string) =>
  queryOptions({
    queryKey: mentorReviewsKey(id),
    queryFn: ({ signal }) =>
      api(`/mentors/${encodeURIComponent(id)}/reviews`, { schema: MentorReviews, signal }),
    staleTime: 60_000,
  });

/** The public reviews and reliability of mentor `id`. */
export function useMentorReviews(id: string) {
  return useQuery(mentorReviewsQuery(id));
}
