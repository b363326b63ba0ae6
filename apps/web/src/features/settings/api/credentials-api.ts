import {
  EmailChangeReceipt,
  User,
  type UpdateEmail,
  type UpdatePassword,
} from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * `PATCH /api/account/password`: change the password with the current one (left out by an
 * account made through Google or LinkedIn, in a fresh sign-in). Other devices are signed out.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: UpdatePassword) =>
      api('/account/password', { method: 'PATCH', body: input, schema: User }),
  });
}

/**
 * `PATCH /api/account/email`: ask to move the account to a new address; the change applies
 * when the link mailed there is opened (docs/product.md#71-account-api).
 */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: UpdateEmail) =>
      api('/account/email', { method: 'PATCH', body: input, schema: EmailChangeReceipt }),
  });
}
