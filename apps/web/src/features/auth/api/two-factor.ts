import { MfaChallenge, Session, type MfaFactor } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accountKey } from '@/lib/session/account.ts';

/**
 * Prove the second factor of the session waiting for it: `POST /api/account/mfa/challenge`
 * then `PUT` with the code (ADR 0018). A new challenge each time, so an expired one never
 * stands in the way. The server then replaces the session cookie.
 */
async function completeSecondFactor(input: { factor: MfaFactor; otp: string }) {
  const challenge = await api('/account/mfa/challenge', {
    method: 'POST',
    body: { factor: input.factor },
    schema: MfaChallenge,
  });
  return api('/account/mfa/challenge', {
    method: 'PUT',
    body: { challengeId: challenge.id, otp: input.otp },
    schema: Session,
  });
}

/** Complete the sign-in with a code, then read the signed-in account again. */
export function useCompleteSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey }),
  });
}
