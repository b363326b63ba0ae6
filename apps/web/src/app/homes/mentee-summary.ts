import { MenteeSummary } from '@pathwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { bookingKeys, useLiveBookings } from '@/features/bookings';
import { api } from '@/lib/api-client.ts';
import { ownTimeZone } from '@/lib/session/account.ts';

/**
 * `GET /api/me/summary?timeZone=`: every section of the mentee home in one request
 * (docs/product.md#219-mentee-dashboard), "today" and "this week" judged in the viewer's
 * zone. Under the bookings' key root: a booking made, answered or moved anywhere (or its
 * realtime event) refreshes the home's next sessions; fetched again whenever the home is
 * opened too, so work done on Goals & Activities shows at once.
 */
export function useMenteeSummary() {
  const timeZone = ownTimeZone();
  useLiveBookings();
  return useQuery({
    queryKey: bookingKeys.menteeSummary(timeZone),
    queryFn: ({ signal }) =>
      api(`/me/summary?timeZone=${encodeURIComponent(timeZone)}`, {
        schema: MenteeSummary,
        signal,
      }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
