import { Availability } from '@pathwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accountKey } from '@/lib/session/account.ts';

/** Query key of the signed-in mentor's availability. */
export const availabilityKey = ['availability'] as const;

/** `GET /api/availability` (mentor): the saved availability, or the defaults without hours. */
export function useAvailability() {
  return useQuery({
    queryKey: availabilityKey,
    queryFn: ({ signal }) => api('/availability', { schema: Availability, signal }),
  });
}

/**
 * `PUT /api/availability` (mentor): replace the whole availability; answers what was saved.
 * Its zone is the mentor's one zone (issue 17), so the account (which carries it) refreshes.
 * @throws ApiRequestError 400 `general_argument_invalid` naming the field in its message.
 */
export function useSaveAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Availability) =>
      api('/availability', { method: 'PUT', body, schema: Availability }),
    onSuccess: async (saved) => {
      client.setQueryData(availabilityKey, saved);
      await client.invalidateQueries({ queryKey: accountKey });
    },
  });
}
