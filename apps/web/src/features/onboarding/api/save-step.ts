import {
  OnboardingState,
  ONBOARDING_STEPS,
  type STEP_ANSWERS,
  type SavedStepKey,
} from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { accountKey } from '@/lib/session/account.ts';
import { api } from '@/lib/api-client.ts';
import { onboardingKey } from '@/lib/session/onboarding-state.ts';

/** What one step saves: its key and answers of that step's schema. */
export type SaveStepInput<K extends SavedStepKey = SavedStepKey> = {
  key: K;
  answers: z.input<(typeof STEP_ANSWERS)[K]>;
};

/** The spec's step number of a saved step (`ONBOARDING_STEPS`; the role step is 2). */
export function stepNumber(key: SavedStepKey): number {
  const def = ONBOARDING_STEPS.find((s) => s.key === key);
  if (!def) throw new Error(`Unknown onboarding step ${key}`);
  return def.step;
}

/**
 * `POST /api/onboarding/save` `{step, data: {<key>: answers}}` (docs/product.md#7-api): store one
 * step's answers. Answers the new onboarding state.
 * @throws ApiRequestError 400 `general_argument_invalid` naming the field, 409
 *   `onboarding_step_out_of_order` (a step of the other branch, or before the role), 409
 *   `onboarding_already_completed`.
 */
export function saveStep({ key, answers }: SaveStepInput): Promise<OnboardingState> {
  return api('/onboarding/save', {
    method: 'POST',
    body: { step: stepNumber(key), data: { [key]: answers } },
    schema: OnboardingState,
  });
}

/**
 * Save one step. On success the cached onboarding state is replaced by the server's answer,
 * which is the whole new state, so the next step's guard sees it before navigation without
 * a second request; the account is invalidated because the role steps change its `role`.
 */
export function useSaveStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStep,
    onSuccess: (state) => {
      queryClient.setQueryData(onboardingKey, state);
      void queryClient.invalidateQueries({ queryKey: accountKey });
    },
  });
}
