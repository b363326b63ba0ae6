import { BookingList } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { useLiveBookings } from '@/lib/realtime/index.ts';
import { calendarKeys } from './keys.ts';

/**
 * `GET /api/bookings?when=pending`: the booking requests waiting for the mentor's answer
 * (they expire after 48 hours: issue 9 "Slots and booking").
 * @throws ApiRequestError on any failed call.
 */
export function getPendingBookings(signal?: AbortSignal): Promise<BookingList> {
  return api('/bookings?when=pending', { schema: BookingList, signal });
}

export const pendingBookingsQuery = () =>
  queryOptions({
    queryKey: calendarKeys.pending(),
    queryFn: ({ signal }) => getPendingBookings(signal),
  });

/** The mentor's pending requests. */
export function usePendingBookings() {
  // Live: a mentee's new request appears at once (issue 17, item 6).
  useLiveBookings(calendarKeys.all);
  return useQuery(pendingBookingsQuery());
}
