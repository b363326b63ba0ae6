import { MenteeSummary } from '@pathwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { ownTimeZone } from '@/lib/session/account.ts';
import { useLiveBookings } from '@/lib/realtime/index.ts';

/** Query key of the mentee home's summary. */
export const summaryKey = ['me', 'summary'] as const;

/**
 * `GET /api/me/summary?timeZone=`: every section of the mentee home in one request (issue
 * 10 "The mentee home"). Fetched again whenever the home is opened, so work done on Goals &
 * Activities shows at once.
 */
export function useMenteeSummary() {
  const timeZone = ownTimeZone();
  // Upcoming sessions change when the mentor answers or moves one (issue 17, item 6).
  useLiveBookings(summaryKey);
  return useQuery({
    queryKey: [...summaryKey, timeZone],
    queryFn: ({ signal }) =>
      api(`/me/summary?timeZone=${encodeURIComponent(timeZone)}`, {
        schema: MenteeSummary,
        signal,
      }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
