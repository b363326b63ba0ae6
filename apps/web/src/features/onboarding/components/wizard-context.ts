import type { OnboardingState, SavedStepKey } from '@pathwise/contracts';
import { createContext, useContext } from 'react';

/**
 * What every wizard page gets from the onboarding layout: the loaded state and the
 * in-memory drafts of steps edited but not saved yet (so that Back never loses them).
 */
export interface WizardContextValue {
  state: OnboardingState;
  drafts: Map<SavedStepKey, unknown>;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

/** The wizard context; only inside the onboarding layout route. */
export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard must be used inside OnboardingLayout');
  return value;
}
