import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client.ts';
import { accountKey } from './account.ts';

/** `DELETE /api/account/sessions/current`: end this session on the server. */
export function deleteCurrentSession() {
  return api('/account/sessions/current', { method: 'DELETE' });
}

/**
 * Forget what the client knows of the signed-in person: the account becomes `null` (signed
 * out) and every other cached query is dropped, so the next person on this browser sees none
 * of it.
 */
export function forgetSignedInData(queryClient: QueryClient) {
  queryClient.setQueryData(accountKey, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== accountKey[0] });
}

/**
 * Sign out: ends the session on the server, then forgets every cached query. A 401 means the
 * session had already ended, which counts as signed out; any other failure leaves the user
 * signed in (the mutation's error says why) rather than pretending the session is gone.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const forget = () => forgetSignedInData(queryClient);
  return useMutation({
    mutationFn: deleteCurrentSession,
    onSuccess: forget,
    onError: (error) => {
      if (isApiError(error) && error.status === 401) forget();
    },
  });
}
