import { ContactMessageReceipt, type CreateContactMessage } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * `POST /api/contact`: store the message and mail it to support. Resolves only when the
 * server stored it (docs/product.md#115-contact-form: success only when stored).
 * @throws ApiRequestError `general_argument_invalid` (400) with the server's message for a
 *   field it refuses, `general_rate_limit_exceeded` (429), `network_error` when offline.
 */
export function sendContactMessage(input: CreateContactMessage) {
  return api('/contact', { method: 'POST', body: input, schema: ContactMessageReceipt });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
