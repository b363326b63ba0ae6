import { User } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';

/** Query key of the signed-in account. */
export const accountKey = ['account'] as const;

/** `GET /api/account`: the signed-in user, or null when signed out (401). */
export async function getAccount(): Promise<User | null> {
  try {
    return await api('/account', { schema: User });
  } catch (err) {
    if (isApiError(err) && err.status === 401) return null;
    throw err;
  }
}

export const accountQuery = queryOptions({
  queryKey: accountKey,
  queryFn: getAccount,
  staleTime: 60_000,
});

/** The signed-in user (null when signed out) and whether it is still loading. */
export function useAccount() {
  return useQuery(accountQuery);
}
