import { Token, type UpdateRecovery } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** `PUT /api/account/recovery`: set the new password with the link's userId and secret. */
export function updateRecovery(input: UpdateRecovery) {
  return api('/account/recovery', { method: 'PUT', body: input, schema: Token });
}

export function useResetPassword() {
  return useMutation({ mutationFn: updateRecovery });
}
