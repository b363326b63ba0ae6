import { Availability } from '@pathwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accountKey } from '@/lib/session/account.ts';
import { bookingKeys } from './keys.ts';

/** `GET /api/availability` (mentor): the saved availability, or the defaults without hours. */
export function useAvailability() {
  return useQuery({
    queryKey: bookingKeys.availability(),
    queryFn: ({ signal }) => api('/availability', { schema: Availability, signal }),
  });
}

/**
 * `PUT /api/availability` (mentor): replace the whole availability; answers what was saved.
 * Its zone is the mentor's one zone (docs/product.md#123-booking), so the account (which
 * carries it) refreshes.
 * @throws ApiRequestError 400 `general_argument_invalid` naming the field in its message.
 */
export function useSaveAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Availability) =>
      api('/availability', { method: 'PUT', body, schema: Availability }),
    onSuccess: async (saved) => {
      client.setQueryData(bookingKeys.availability(), saved);
      await client.invalidateQueries({ queryKey: accountKey });
    },
  });
}
