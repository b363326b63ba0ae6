import { OnboardingState } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKey } from '@/lib/session/account.ts';
import { api } from '@/lib/api-client.ts';
import { onboardingKey } from '@/lib/session/onboarding-state.ts';

/**
 * `POST /api/onboarding/complete` (Confirm on /welcome-aboard): writes the mentee profile,
 * or submits the mentor profile for review. Answers the new onboarding state.
 * @throws ApiRequestError 409 `onboarding_incomplete` naming the first step without an answer.
 */
export function completeOnboarding(): Promise<OnboardingState> {
  return api('/onboarding/complete', { method: 'POST', schema: OnboardingState });
}

/** Finish onboarding; the cached state and the account (now `onboarded`) are refreshed. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: async (state) => {
      queryClient.setQueryData(onboardingKey, state);
      // Awaited: the dashboard guard reads `onboarded` from the account right after.
      await queryClient.invalidateQueries({ queryKey: accountKey });
    },
  });
}
