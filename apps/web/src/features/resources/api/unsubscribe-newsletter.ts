import { NewsletterStatus } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * `POST /api/newsletter/unsubscribe`: leave the list with a mail's unsubscribe token.
 * @throws ApiRequestError `newsletter_invalid_token` for an unknown token.
 */
export function unsubscribeNewsletter(input: { token: string }) {
  return api('/newsletter/unsubscribe', {
    method: 'POST',
    body: { token: input.token },
    schema: NewsletterStatus,
  });
}

export function useUnsubscribeNewsletter() {
  return useMutation({ mutationFn: unsubscribeNewsletter });
}
