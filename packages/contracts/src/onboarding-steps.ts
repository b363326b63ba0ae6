/**
 * The onboarding wizard's routes (docs/product.md#216-onboarding-wizard), shared by the
 * server (where to resume) and the web app (the wizard's route table). Builds no schema.
 */

/**
 * The wizard's steps in order, with the route of each, the spec's step number for the role
 * step (2) and the key under which `POST /api/onboarding/save` carries the answers.
 * `branch` says which role sees the step.
 */
export const ONBOARDING_STEPS = [
  { step: 2, key: 'roleInfo', path: '/welcome', branch: 'both' },
  { step: 3, key: 'bio', path: '/bio-step', branch: 'both' },
  { step: 4, key: 'about', path: '/about-me', branch: 'both' },
  { step: 5, key: 'confirmRole', path: '/welcome-step', branch: 'both' },
  { step: 6, key: 'expertise', path: '/mentor-experience', branch: 'mentor' },
  { step: 7, key: 'skills', path: '/skills', branch: 'mentor' },
  { step: 8, key: 'expert', path: '/mentor-expert', branch: 'mentor' },
  { step: 9, key: 'certification', path: '/certifications', branch: 'mentor' },
  { step: 10, key: 'plans', path: '/planning', branch: 'mentor' },
  { step: 11, key: 'clients', path: '/clients', branch: 'mentor' },
  { step: 12, key: 'mentorGoal', path: '/goals', branch: 'mentor' },
  { step: 13, key: 'experience', path: '/past-experience', branch: 'mentee' },
  { step: 14, key: 'timeline', path: '/timeline', branch: 'mentee' },
  { step: 15, key: 'sessions', path: '/sessions', branch: 'mentee' },
  { step: 16, key: 'qualities', path: '/qualities', branch: 'mentee' },
  { step: 17, key: 'menteeGoal', path: '/reasons', branch: 'mentee' },
  { step: 18, key: 'finish', path: '/welcome-aboard', branch: 'both' },
] as const;

export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number]['key'];
