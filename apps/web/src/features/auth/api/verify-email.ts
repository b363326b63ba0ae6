import { Token, type UpdateVerification } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accountKey } from '@/lib/session/account.ts';

/** `PUT /api/account/verification`: confirm the email with the link's userId and secret. */
export function updateVerification(input: UpdateVerification) {
  return api('/account/verification', { method: 'PUT', body: input, schema: Token });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVerification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey }),
  });
}
