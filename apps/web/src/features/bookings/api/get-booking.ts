import { BookingDetail } from '@pathwise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { bookingKeys } from './keys.ts';

/**
 * `GET /api/bookings/:id`: one booking with its history and attachments, parsed as
 * `BookingDetail` by every page that asks (a session's page, the reschedule page): one key,
 * one shape, so a page never reads another page's narrower copy from the cache (the session
 * page once crashed on the reschedule page's `Booking` without `history`).
 * @throws ApiRequestError 404 `booking_not_found` when the caller takes no part in it.
 */
export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) =>
      api(`/bookings/${encodeURIComponent(id)}`, { schema: BookingDetail, signal }),
  });
