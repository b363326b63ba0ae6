import {
  Activity,
  ActivityList,
  Booking,
  GoalList,
  type ActivityStatus,
  type CreateActivity,
} from '@pathwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkEdit } from '@/components/work-actions.tsx';
import { api } from '@/lib/api-client.ts';
import { bookingKeys } from './keys.ts';
import { ownTimeZone } from '@/lib/session/account.ts';

/**
 * A session's action items (docs/product.md#125-goals-and-activities): activities of the mentee
 * with the booking's id, added on the session page by either participant and shown in the
 * mentee's Goals & Activities at once.
 */

/**
 * The goals feature's and the mentor's mentee page's query keys: their pages show new,
 * edited and deleted action items at once.
 */
const GOALS_KEYS = [['goals'], ['activities'], ['mentor-mentees']] as const;

/** `GET /api/activities?bookingId=a,b,…`: the action items of these sessions (one request). */
export function useActionItems(bookingIds: string[]) {
  const ids = [...bookingIds].sort();
  return useQuery({
    queryKey: bookingKeys.actionItems(ids),
    queryFn: ({ signal }) =>
      // The viewer's zone: the answer's `today` is their calendar day (a past due date warns).
      api(
        `/activities?bookingId=${ids.map(encodeURIComponent).join(',')}&timeZone=${encodeURIComponent(ownTimeZone())}`,
        {
          schema: ActivityList,
          signal,
        },
      ),
    enabled: ids.length > 0,
  });
}

/** Group `items` by their booking's id. */
export function byBooking(items: readonly Activity[]): Map<string, Activity[]> {
  const map = new Map<string, Activity[]>();
  for (const item of items) {
    if (!item.bookingId) continue;
    map.set(item.bookingId, [...(map.get(item.bookingId) ?? []), item]);
  }
  return map;
}

/**
 * `GET /api/goals?status=active` (a mentor: `menteeId`'s shared goals): what an action item
 * may go under.
 */
export function useActiveGoals(menteeId: string | null) {
  const params = new URLSearchParams({ status: 'active' });
  if (menteeId) params.set('menteeId', menteeId);
  return useQuery({
    queryKey: bookingKeys.actionItemGoals(menteeId),
    queryFn: ({ signal }) => api(`/goals?${params.toString()}`, { schema: GoalList, signal }),
  });
}

/** Refresh in the background: a mutation is done when the server answered. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
      ...GOALS_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);
}

/** `POST /api/activities` with the session's `bookingId`. @throws ApiRequestError. */
export function useAddActionItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateActivity & { bookingId: string }) =>
      api('/activities', { method: 'POST', body, schema: Activity }),
    onSuccess: refresh,
  });
}

/** `PATCH /api/activities/:id` with a new status (the mentee). @throws ApiRequestError. */
export function useMoveActionItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ActivityStatus }) =>
      api(`/activities/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { status },
        schema: Activity,
      }),
    onSuccess: refresh,
  });
}

/**
 * `PATCH /api/activities/:id` by the participant who added the action item: its name,
 * description, due date and goal (docs/product.md#125-goals-and-activities). @throws ApiRequestError.
 */
export function useEditActionItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: WorkEdit & { id: string }) =>
      api(`/activities/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: Activity }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/activities/:id` by the participant who added the action item (docs/product.md#125-goals-and-activities). */
export function useDeleteActionItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api(`/activities/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/**
 * `PUT /api/bookings/:id/goal` (the mentee, an upcoming session): name one of their active
 * goals, or none. @throws ApiRequestError 400 naming `goalId`, 409 for a past session.
 */
export function useSetBookingGoal(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goalId: string | null) =>
      api(`/bookings/${encodeURIComponent(bookingId)}/goal`, {
        method: 'PUT',
        body: { goalId },
        schema: Booking,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
