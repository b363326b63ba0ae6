import { NewsletterStatus } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * `POST /api/newsletter/confirm`: confirm with the token of the mailed link (single use).
 * @throws ApiRequestError `newsletter_invalid_token` for an unknown, used or expired link.
 */
export function confirmNewsletter(input: { token: string }) {
  return api('/newsletter/confirm', {
    method: 'POST',
    body: { token: input.token },
    schema: NewsletterStatus,
  });
}

export function useConfirmNewsletter() {
  return useMutation({ mutationFn: confirmNewsletter });
}
