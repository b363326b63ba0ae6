import { LinkedIdentityList, type OAuthProvider } from '@pathwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const identitiesKey = ['account', 'identities'] as const;

/** `GET /api/account/identities`: the linked providers and whether the account has a password. */
export function useLinkedIdentities() {
  return useQuery({
    queryKey: identitiesKey,
    queryFn: ({ signal }) => api('/account/identities', { schema: LinkedIdentityList, signal }),
  });
}

/**
 * `DELETE /api/account/identities/:provider`: unlink it.
 * @throws ApiRequestError 409 `user_identity_last_method` when it is the last way to sign in.
 */
export function useUnlinkIdentity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (provider: OAuthProvider) =>
      api(`/account/identities/${provider}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: identitiesKey }),
  });
}
