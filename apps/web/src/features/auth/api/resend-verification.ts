import { Token } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { createEmailSession } from './login.ts';
import { deleteCurrentSession } from '@/lib/session/logout.ts';

/** `POST /api/account/verification`: mail a new link to the signed-in, unverified account. */
export function createVerification() {
  return api('/account/verification', { method: 'POST', body: {}, schema: Token });
}

/**
 * The login page's 'Resend Verification Email' (docs/product.md#4-states-and-transitions): signs in with the typed
 * email and password, asks for a new link, then ends that session again.
 */
export async function resendVerification(input: { email: string; password: string }) {
  await createEmailSession(input);
  try {
    return await createVerification();
  } finally {
    await deleteCurrentSession().catch(() => undefined);
  }
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
