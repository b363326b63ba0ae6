/**
 * Routes of the web app that the server and the web app both need: the dashboards (the
 * onboarding wizard's steps are in onboarding-steps.ts, which only the wizard's pages and
 * routes load: docs/performance.md, first-load JS). This module builds no schema, so the route
 * table can import it without the browser building the onboarding schemas at start-up (they are
 * built on the pages that use them).
 */

/**
 * Where each role lands once onboarding is complete (docs/product.md#11-fix "Fix": mentees go to
 * `/dashboard`, mentors to `/dashboard_mentor`).
 */
export const DASHBOARD_PATHS = { mentee: '/dashboard', mentor: '/dashboard_mentor' } as const;

/**
 * The stored role value that means mentor: the onboarding API's `userType` is `coach` or
 * `mentee` (docs/product.md#32-onboarding-answers "Role choice"). Code says mentor; this value
 * appears only where it crosses the API or the database.
 */
export const MENTOR_USER_TYPE = 'coach';

/** The role a stored `userType` stands for: `coach` → `mentor`. */
export function roleOfUserType(userType: 'coach' | 'mentee'): 'mentor' | 'mentee' {
  return userType === MENTOR_USER_TYPE ? 'mentor' : 'mentee';
}
