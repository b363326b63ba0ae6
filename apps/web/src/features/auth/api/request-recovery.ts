import { RecoveryReceipt } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** `POST /api/account/recovery`: mail a reset link that opens /reset-password. */
export function createRecovery(input: { email: string }) {
  return api('/account/recovery', {
    method: 'POST',
    body: { email: input.email, url: `${window.location.origin}/reset-password` },
    schema: RecoveryReceipt,
  });
}

export function useRequestRecovery() {
  return useMutation({ mutationFn: createRecovery });
}
