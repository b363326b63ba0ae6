import { BookingList } from '@pathwise/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { bookingKeys } from './keys.ts';
import { useLiveBookings } from './use-live-bookings.ts';

/**
 * `GET /api/bookings?when=all&from&to`: the signed-in mentor's bookings starting in
 * [`from`, `to`) (ISO instants: the 42 days of the visible month grid in the browser's zone).
 * @throws ApiRequestError on any failed call.
 */
export function getMonthBookings(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<BookingList> {
  const query = new URLSearchParams({ when: 'all', from, to, limit: '500' });
  return api(`/bookings?${query.toString()}`, { schema: BookingList, signal });
}

export const monthBookingsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: bookingKeys.month({ from, to }),
    queryFn: ({ signal }) => getMonthBookings(from, to, signal),
    // The previous month's cards stay while the next month loads (no flash of the skeleton).
    placeholderData: keepPreviousData,
  });

/** The bookings of the visible grid, from `from` to `to`. */
export function useMonthBookings(from: string, to: string) {
  // Live: a new request, an answer or a move shows without a reload (docs/product.md#220-mentor-dashboard, "Live booking views").
  useLiveBookings();
  return useQuery(monthBookingsQuery(from, to));
}
