import {
  DASHBOARD_PATHS,
  ONBOARDING_STEPS,
  type OnboardingState,
  type OnboardingStepKey,
  type UserType,
  MENTOR_USER_TYPE,
  roleOfUserType,
} from '@pathwise/contracts';

/**
 * The wizard's order and routing rules, derived from `ONBOARDING_STEPS` (docs/product.md#2-screens-and-routes
 * "Onboarding wizard" tables; docs/product.md#11-fix: one role, chosen on /welcome).
 */

/** One step of the wizard as the contracts define it. */
export type WizardStep = (typeof ONBOARDING_STEPS)[number];

/** The step whose route is `path`, if it is a wizard route. */
export function stepByPath(path: string): WizardStep | undefined {
  return ONBOARDING_STEPS.find((s) => s.path === path);
}

/**
 * The steps a role walks through, in order: /welcome, /bio-step, /about-me, /welcome-step,
 * the role's branch, /welcome-aboard (10 for mentees, 12 for mentors).
 */
export function branchSteps(userType: UserType): WizardStep[] {
  return ONBOARDING_STEPS.filter(
    (s) => s.branch === 'both' || s.branch === roleOfUserType(userType),
  );
}

/**
 * Back target of a step (the previous step of the role's branch), or null on /welcome.
 * /bio-step goes back to /welcome, the role screen that now precedes it, rather than the
 * prototype's /signup: a signed-in user has nothing to do on the sign-up page.
 */
export function backPath(key: OnboardingStepKey, userType: UserType): string | null {
  const steps = branchSteps(userType);
  const index = steps.findIndex((s) => s.key === key);
  return index > 0 ? steps[index - 1]!.path : null;
}

/** Next target of a step: the following step of the role's branch (/welcome-step branches). */
export function nextPath(key: OnboardingStepKey, userType: UserType): string {
  const steps = branchSteps(userType);
  const index = steps.findIndex((s) => s.key === key);
  return steps[index + 1]?.path ?? DASHBOARD_PATHS[roleOfUserType(userType)];
}

/** "Step `current` of `total`" for the progress indicator; `total` is null before a role. */
export function progressOf(
  key: OnboardingStepKey,
  userType: UserType | null,
): { current: number; total: number | null } {
  if (!userType) {
    const index = ONBOARDING_STEPS.findIndex((s) => s.key === key);
    // Before the role only the shared opening steps are numbered, and they are the same
    // in both branches.
    return { current: index + 1, total: null };
  }
  const steps = branchSteps(userType);
  return { current: steps.findIndex((s) => s.key === key) + 1, total: steps.length };
}

/** A declined mentor may edit the answers and resubmit. */
export function mayEditAfterCompletion(state: OnboardingState): boolean {
  return (
    state.completed && state.userType === MENTOR_USER_TYPE && state.mentorStatus === 'declined'
  );
}

/**
 * Whether the wizard route `path` may be shown for `state`, else where to go instead:
 * - finished onboarding (except a declined mentor's resubmission) → `resumePath` (the dashboard);
 * - before a role only /welcome;
 * - a step of the other role's branch, or a step after the first unsaved one → `resumePath`.
 * Earlier steps stay open so that Back always works.
 */
export function stepAccess(
  state: OnboardingState,
  path: string,
): { allowed: true } | { allowed: false; redirect: string } {
  const deny = { allowed: false as const, redirect: state.resumePath };
  if (state.completed && !mayEditAfterCompletion(state)) return deny;
  const step = stepByPath(path);
  if (!step) return deny;
  if (!state.userType) return step.key === 'roleInfo' ? { allowed: true } : deny;
  const steps = branchSteps(state.userType);
  const index = steps.findIndex((s) => s.path === path);
  if (index < 0) return deny;
  if (mayEditAfterCompletion(state)) return { allowed: true };
  const resumeIndex = steps.findIndex((s) => s.path === state.resumePath);
  if (resumeIndex >= 0 && index > resumeIndex) return deny;
  return { allowed: true };
}
