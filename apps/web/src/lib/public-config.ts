import { PublicConfig } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * `GET /api/config`: product name, support address and the OAuth providers the server
 * has configured. Same query key as the app's product-name provider, so one request
 * serves both.
 */
export const publicConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => api('/config', { schema: PublicConfig }),
  staleTime: Infinity,
});

/** The public configuration (undefined while loading or when the call failed). */
export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
