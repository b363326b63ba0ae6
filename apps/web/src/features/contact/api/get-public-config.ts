import { PublicConfig } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * `GET /api/config`: the support address for the email card. The key is the one the app's
 * providers use, so the answer is fetched once per page load.
 */
export const publicConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => api('/config', { schema: PublicConfig }),
  staleTime: Infinity,
});

/** The public configuration; `data` stays undefined while loading or when the call failed. */
export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
