import { EmailChangeReceipt, type EmailChangeLink } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accountKey } from '@/lib/session/account.ts';

/**
 * `PUT /api/account/email` (confirm, from the link mailed to the new address) or `PUT
 * /api/account/email/undo` (from the notice mailed to the old one); both answer the address
 * the account has afterwards (docs/product.md#71-account-api).
 */
export function useEmailChangeLink(kind: 'confirm' | 'undo') {
  const queryClient = useQueryClient();
  return useMutation({
    // The signed-in account (if this browser is signed in) now has another address, or none.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey }),
    mutationFn: (input: EmailChangeLink) =>
      api(kind === 'confirm' ? '/account/email' : '/account/email/undo', {
        method: 'PUT',
        body: input,
        schema: EmailChangeReceipt,
      }),
  });
}
