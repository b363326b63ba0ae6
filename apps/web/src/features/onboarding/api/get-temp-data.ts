import { OnboardingTempData } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * `GET /api/onboarding/getTempData` (docs/product.md#7-api): the name the role screen greets the
 * user with.
 * @throws ApiRequestError 401 when signed out, 403 `user_email_not_verified` when unverified.
 */
export function getTempData(): Promise<OnboardingTempData> {
  return api('/onboarding/getTempData', { schema: OnboardingTempData });
}

export const tempDataQuery = queryOptions({
  queryKey: ['onboarding-temp-data'] as const,
  queryFn: getTempData,
  staleTime: 5 * 60_000,
});

/** The greeting name for /welcome. */
export function useTempData() {
  return useQuery(tempDataQuery);
}
