import { FeatureRequest, FeatureRequestList, type CreateFeatureRequest } from '@pathwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Query key of the signed-in person's feature requests. */
export const featureRequestsKey = ['feature-requests'] as const;

/** `GET /api/feature-requests`: the signed-in person's earlier requests, newest first. */
export function useFeatureRequests() {
  return useQuery({
    queryKey: featureRequestsKey,
    queryFn: ({ signal }) => api('/feature-requests', { schema: FeatureRequestList, signal }),
  });
}

/**
 * `POST /api/feature-requests`: store the request and mail it to support. Resolves only when
 * the server stored it; the list is refetched then.
 * @throws ApiRequestError `general_argument_invalid` (400), `general_rate_limit_exceeded`
 *   (429), `network_error` when offline.
 */
export function useSendFeatureRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFeatureRequest) =>
      api('/feature-requests', { method: 'POST', body: input, schema: FeatureRequest }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: featureRequestsKey }),
  });
}
