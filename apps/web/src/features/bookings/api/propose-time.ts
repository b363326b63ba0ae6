import { Booking, type MoveBooking } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { bookingKeys } from './keys.ts';

/**
 * `POST /api/bookings/:id/proposal` `{start, reason}` (mentor): propose a new time, which
 * the mentee accepts or declines → the booking with its `proposal`.
 * @throws ApiRequestError 409 `booking_slot_unavailable` / `booking_mentee_busy` when either
 *   side is busy then, `booking_change_not_allowed` when the booking cannot move any more.
 */
export function proposeTime(id: string, body: MoveBooking): Promise<Booking> {
  return api(`/bookings/${encodeURIComponent(id)}/proposal`, {
    method: 'POST',
    body,
    schema: Booking,
  });
}

/** Propose a new time for one booking; the calendar is fetched again afterwards. */
export function useProposeTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: MoveBooking & { id: string }) => proposeTime(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
