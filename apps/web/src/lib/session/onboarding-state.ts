import type { OnboardingState } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Query key of the signed-in user's onboarding state. */
export const onboardingKey = ['onboarding'] as const;

/**
 * `GET /api/onboarding`: the role, every saved answer, the route to resume at, whether
 * onboarding is complete and (for mentors) the review state.
 * Its schema (every wizard step's answers) loads with the first call, not with the page: only
 * signed-in people ask, and the home page, whose first load every visitor pays, runs this
 * module (docs/performance.md, first-load JS of `/`).
 * @throws ApiRequestError 401 `general_unauthorized` when signed out, 403
 *   `user_email_not_verified` for an unverified account.
 */
export async function getOnboarding(): Promise<OnboardingState> {
  const { OnboardingState } = await import('./onboarding-schema.ts');
  return api('/onboarding', { schema: OnboardingState });
}

export const onboardingQuery = queryOptions({
  queryKey: onboardingKey,
  queryFn: getOnboarding,
  staleTime: 30_000,
});

/**
 * The onboarding state of the signed-in user. Call it only for a verified account (inside
 * `RequireAccount`): the server refuses everyone else. `enabled: false` skips the request.
 */
export function useOnboarding(options: { enabled?: boolean } = {}) {
  return useQuery({ ...onboardingQuery, enabled: options.enabled ?? true });
}
