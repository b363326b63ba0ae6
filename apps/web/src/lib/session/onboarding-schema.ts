/**
 * The schema of `GET /api/onboarding`, alone in a module so that `onboarding-state.ts` can
 * import it on first use (a chunk of its own unless the page already has it).
 */
export { OnboardingState } from '@pathwise/contracts';
