import { Session, type CreateEmailSession } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accountKey } from '@/lib/session/account.ts';

/** `POST /api/account/sessions/email`: sign in; the server sets the session cookie. */
export function createEmailSession(input: CreateEmailSession) {
  return api('/account/sessions/email', { method: 'POST', body: input, schema: Session });
}

/** Sign in, then refresh the account query. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmailSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey }),
  });
}
