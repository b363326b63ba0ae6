/**
 * Routes of the web app that the server and the web app both need: the onboarding wizard's
 * steps and the dashboards. This module builds no schema, so the route table can import it
 * without the browser building the onboarding schemas at start-up (they are built on the
 * pages that use them).
 */

/**
 * Where each role lands once onboarding is complete (PRODUCT-DECISIONS "Fix": mentees go to
 * `/dashboard`, mentors to `/dashboard_mentor`).
 */
export const DASHBOARD_PATHS = { mentee: '/dashboard', coach: '/dashboard_mentor' } as const;

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
  { step: 6, key: 'expertise', path: '/mentor-experience', branch: 'coach' },
  { step: 7, key: 'skills', path: '/skills', branch: 'coach' },
  { step: 8, key: 'expert', path: '/mentor-expert', branch: 'coach' },
  { step: 9, key: 'certification', path: '/certifications', branch: 'coach' },
  { step: 10, key: 'plans', path: '/planning', branch: 'coach' },
  { step: 11, key: 'clients', path: '/clients', branch: 'coach' },
  { step: 12, key: 'mentorGoal', path: '/goals', branch: 'coach' },
  { step: 13, key: 'experience', path: '/past-experience', branch: 'mentee' },
  { step: 14, key: 'timeline', path: '/timeline', branch: 'mentee' },
  { step: 15, key: 'sessions', path: '/sessions', branch: 'mentee' },
  { step: 16, key: 'qualities', path: '/qualities', branch: 'mentee' },
  { step: 17, key: 'menteeGoal', path: '/reasons', branch: 'mentee' },
  { step: 18, key: 'finish', path: '/welcome-aboard', branch: 'both' },
] as const;

export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number]['key'];
