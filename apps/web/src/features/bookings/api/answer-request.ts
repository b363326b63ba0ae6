import { Booking, type CancelBooking } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { bookingKeys } from './keys.ts';

/**
 * `POST /api/bookings/:id/confirm` (mentor, a pending booking) → the confirmed booking.
 * @throws ApiRequestError 409 `booking_change_not_allowed` when it is no longer pending.
 */
export function confirmBooking(id: string): Promise<Booking> {
  return api(`/bookings/${encodeURIComponent(id)}/confirm`, { method: 'POST', schema: Booking });
}

/**
 * `POST /api/bookings/:id/decline` `{reason}` (mentor, a pending booking) → the declined
 * booking; its slot is freed and the plan's session given back.
 * @throws ApiRequestError 409 `booking_change_not_allowed` when it is no longer pending.
 */
export function declineBooking(id: string, body: CancelBooking): Promise<Booking> {
  return api(`/bookings/${encodeURIComponent(id)}/decline`, {
    method: 'POST',
    body,
    schema: Booking,
  });
}

/** Confirm a pending request; the grid and the pending list are fetched again. */
export function useConfirmBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => confirmBooking(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** Decline a pending request with a reason; the grid and the pending list are fetched again. */
export function useDeclineBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => declineBooking(id, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
