import { NewsletterSubscriptionReceipt } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** `POST /api/newsletter`: subscribe; the server mails a confirmation link (double opt-in). */
export function subscribeNewsletter(input: { email: string }) {
  return api('/newsletter', {
    method: 'POST',
    body: { email: input.email },
    schema: NewsletterSubscriptionReceipt,
  });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
