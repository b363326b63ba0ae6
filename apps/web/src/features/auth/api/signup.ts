import { User, type CreateAccount } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** `POST /api/account`: create the account; the server mails the verification link. */
export function createAccount(input: CreateAccount) {
  return api('/account', { method: 'POST', body: input, schema: User });
}

export function useSignup() {
  return useMutation({ mutationFn: createAccount });
}
