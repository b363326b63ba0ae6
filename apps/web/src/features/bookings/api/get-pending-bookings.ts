import { BookingList } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { bookingKeys } from './keys.ts';
import { useLiveBookings } from './use-live-bookings.ts';

/**
 * `GET /api/bookings?when=pending`: the booking requests waiting for the mentor's answer
 * (they expire after 48 hours: docs/product.md#123-booking).
 * @throws ApiRequestError on any failed call.
 */
export function getPendingBookings(signal?: AbortSignal): Promise<BookingList> {
  return api('/bookings?when=pending', { schema: BookingList, signal });
}

export const pendingBookingsQuery = () =>
  queryOptions({
    queryKey: bookingKeys.pending(),
    queryFn: ({ signal }) => getPendingBookings(signal),
  });

/** The mentor's pending requests. */
export function usePendingBookings() {
  // Live: a mentee's new request appears at once (docs/product.md#220-mentor-dashboard, "Live booking views").
  useLiveBookings();
  return useQuery(pendingBookingsQuery());
}
