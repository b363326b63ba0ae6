import { BookingDetail } from '@pathwise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * Every cached booking answer (lists, details, My Mentors) lives under this key, so one
 * invalidation after a change refreshes each view of it, in every feature.
 */
export const bookingsKey = ['bookings'] as const;

/**
 * `GET /api/bookings/:id`: one booking with its history and attachments, parsed as
 * `BookingDetail` by every page that asks (the session page, the reschedule page): one key,
 * one shape, so a page never reads another page's narrower copy from the cache
 * (docs/product.md#124-sessions: the session page crashed on the reschedule page's `Booking`
 * without `history`).
 * @throws ApiRequestError 404 `booking_not_found` when the caller takes no part in it.
 */
export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: [...bookingsKey, 'detail', id],
    queryFn: ({ signal }) =>
      api(`/bookings/${encodeURIComponent(id)}`, { schema: BookingDetail, signal }),
  });
