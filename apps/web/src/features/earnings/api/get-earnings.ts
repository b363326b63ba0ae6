import { MentorEarnings } from '@pathwise/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Where the CSV export is downloaded from (a plain link: the browser saves the file). */
export const EARNINGS_CSV_URL = '/api/mentor/earnings.csv';

/**
 * `GET /api/mentor/earnings?month=`: totals, 12 months, and the month's tables (this month
 * when none). The previous month's figures stay while the next loads.
 */
export function useEarnings(month: string | undefined) {
  return useQuery({
    queryKey: ['earnings', month ?? ''],
    queryFn: ({ signal }) =>
      api(`/mentor/earnings${month ? `?month=${month}` : ''}`, { schema: MentorEarnings, signal }),
    placeholderData: keepPreviousData,
  });
}
