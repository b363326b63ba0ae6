import { BookingPolicy } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * `GET /api/mentors/:id/booking-policy`: the mentor's change notice, which the profile and
 * the booking page show before a mentee books (docs/product.md#123-booking).
 * @throws ApiRequestError 404 `mentor_not_found` for a mentor who is not listed.
 */
export const bookingPolicyQuery = (mentorId: string) =>
  queryOptions({
    queryKey: ['mentors', 'booking-policy', mentorId],
    queryFn: ({ signal }) =>
      api(`/mentors/${encodeURIComponent(mentorId)}/booking-policy`, {
        schema: BookingPolicy,
        signal,
      }),
    staleTime: 60_000,
  });

/** The change policy of mentor `mentorId`. */
export function useBookingPolicy(mentorId: string) {
  return useQuery(bookingPolicyQuery(mentorId));
}
