import { MenteeSummary } from '@pathwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { bookingKeys, useLiveBookings } from '@/features/bookings';
import { api } from '@/lib/api-client.ts';

/** The viewer's time zone: "today" and "this week" are judged in it. */
function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * `GET /api/me/summary?timeZone=`: every section of the mentee home in one request
 * (docs/product.md#219-mentee-dashboard), "today" and "this week" judged in the viewer's
 * zone. Under the bookings' key root: a booking made, answered or moved anywhere (or its
 * realtime event) refreshes the home's next sessions; fetched again whenever the home is
 * opened too, so work done on Goals & Activities shows at once.
 */
export function useMenteeSummary() {
  const timeZone = viewerTimeZone();
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
