import { Booking, type BookingList, type SessionPriority } from '@pathwise/contracts';
import { useMutation, useQueryClient, type QueryFilters } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { bookingKeys } from './keys.ts';

/**
 * `PATCH /api/bookings/:id` `{priority}` (mentor): the session's priority on the calendar
 * (high, medium, low; null clears it) → the updated booking.
 * @throws ApiRequestError 404 `booking_not_found` for a booking not the caller's.
 */
export function updatePriority(id: string, priority: SessionPriority | null): Promise<Booking> {
  return api(`/bookings/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { priority },
    schema: Booking,
  });
}

/** The cached booking lists that show a priority: the calendar's month grids and pending requests. */
const PRIORITY_LISTS: QueryFilters = {
  predicate: ({ queryKey }) =>
    queryKey[0] === bookingKeys.all[0] &&
    (queryKey[1] === bookingKeys.months()[1] || queryKey[1] === bookingKeys.pending()[1]),
};

/**
 * Set a session's priority optimistically: every cached calendar list shows the new value at
 * once and gets its previous one back when the call fails; then every booking view refreshes.
 */
export function useUpdatePriority() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, priority }: { id: string; priority: SessionPriority | null }) =>
      updatePriority(id, priority),
    onMutate: async ({ id, priority }) => {
      await queryClient.cancelQueries(PRIORITY_LISTS);
      const previous = queryClient.getQueriesData<BookingList>(PRIORITY_LISTS);
      queryClient.setQueriesData<BookingList>(PRIORITY_LISTS, (list) =>
        list
          ? { items: list.items.map((item) => (item.id === id ? { ...item, priority } : item)) }
          : list,
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
