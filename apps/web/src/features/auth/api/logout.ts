import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accountKey } from './get-account.ts';

/** `DELETE /api/account/sessions/current`: end this session on the server. */
export function deleteCurrentSession() {
  return api('/account/sessions/current', { method: 'DELETE' });
}

/** Sign out: ends the session on the server, then forgets every cached query. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCurrentSession,
    onSettled: () => {
      queryClient.setQueryData(accountKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== accountKey[0] });
    },
  });
}
