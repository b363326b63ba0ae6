import {
  Booking,
  GoalList,
  PlanBalanceList,
  PublicMentor,
  SlotList,
  type CreateBooking,
  type MoveBooking,
} from '@pathwise/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { bookingQuery } from './get-booking.ts';
import { bookingKeys, type InstantRange } from './keys.ts';

/**
 * The booking page's calls (docs/product.md#123-booking): the mentor's profile (plans), free
 * times, plan balances, booking and moving a booking. Contracts in
 * `packages/contracts/src/bookings.ts`.
 */

/** Same key as the profile page's query, so coming from the profile shows the mentor at once. */
export const mentorKey = (id: string) => ['mentors', 'profile', id] as const;

/** `GET /api/mentors/:id`: the mentor's public profile with their plans (ids included). */
export function useBookingMentor(id: string) {
  return useQuery(
    queryOptions({
      queryKey: mentorKey(id),
      queryFn: ({ signal }) =>
        api(`/mentors/${encodeURIComponent(id)}`, { schema: PublicMentor, signal }),
      staleTime: 60_000,
    }),
  );
}

/**
 * `GET /api/mentors/:id/slots?from&to&timeZone[&reschedule]`: bookable starts (UTC instants,
 * ascending) between `from` and `to`; with `reschedule`, the caller's booking being moved
 * counts as free, so the times next to it are offered.
 */
export function useSlots(id: string, range: InstantRange, timeZone: string, reschedule?: string) {
  return useQuery({
    queryKey: bookingKeys.slots(id, range, timeZone, reschedule ?? null),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ from: range.from, to: range.to, timeZone });
      if (reschedule) query.set('reschedule', reschedule);
      return api(`/mentors/${encodeURIComponent(id)}/slots?${query.toString()}`, {
        schema: SlotList,
        signal,
      });
    },
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}

/**
 * `GET /api/mentors/:id/plan-balances` (mentee): sessions left of each plan's open package.
 * Off while `enabled` is false (reschedule mode shows no plans).
 */
export function usePlanBalances(id: string, enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.planBalances(id),
    queryFn: ({ signal }) =>
      api(`/mentors/${encodeURIComponent(id)}/plan-balances`, { schema: PlanBalanceList, signal }),
    enabled,
    retry: false,
  });
}

/**
 * `POST /api/bookings`: 201 with the booking (`confirmed`, or `pending` when the mentor
 * confirms each booking).
 * @throws ApiRequestError 409 `booking_slot_unavailable` (taken meanwhile) or
 *   `booking_mentee_busy`, 404 `booking_plan_not_found`, 400 `general_argument_invalid`.
 */
export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBooking) =>
      api('/bookings', { method: 'POST', body, schema: Booking }),
    onSuccess: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/**
 * `GET /api/bookings/:id`: the booking being moved (its current time), for reschedule mode;
 * a session's page's query (same key and shape, `get-booking.ts`).
 * @throws ApiRequestError 404 `booking_not_found` when the caller takes no part in it.
 */
export function useBooking(id: string) {
  return useQuery({ ...bookingQuery(id), retry: false });
}

/**
 * `POST /api/bookings/:id/reschedule` (mentee): move a booking to another free start.
 * @throws ApiRequestError 409 `booking_change_not_allowed` (inside the change notice, or its
 *   state does not allow it) or `booking_slot_unavailable`, 404 `booking_not_found`.
 */
export function useRescheduleBooking(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveBooking) =>
      api(`/bookings/${encodeURIComponent(bookingId)}/reschedule`, {
        method: 'POST',
        body,
        schema: Booking,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/**
 * `GET /api/goals?status=active`: the signed-in mentee's active goals, one of which the
 * agenda may name (docs/product.md#125-goals-and-activities). Not asked for a mentor (goals
 * are the mentee's).
 */
export function useActiveGoals(enabled: boolean) {
  return useQuery({
    queryKey: ['goals', 'active'],
    queryFn: ({ signal }) => api('/goals?status=active', { schema: GoalList, signal }),
    enabled,
  });
}
