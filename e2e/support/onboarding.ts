import { expect, type APIRequestContext } from '@playwright/test';
import { firstName, type UserInput } from './factories.ts';

/**
 * Finish the mentee branch of the onboarding wizard through its API, as the wizard itself
 * would (`POST /api/onboarding/save` per step, then `/complete`; packages/contracts
 * `ONBOARDING_STEPS`). For tests whose subject is what comes after onboarding: since
 * docs/product.md#118-after-login "after login", a member who has not finished it is sent back into it.
 * `request` must be signed in as `user`.
 */
export async function finishMenteeOnboarding(
  request: APIRequestContext,
  user: UserInput,
): Promise<void> {
  const [first, ...rest] = user.name.split(/\s+/);
  const steps: [number, string, unknown][] = [
    [2, 'roleInfo', { userType: 'mentee' }],
    [3, 'bio', { firstName: first ?? firstName(user.name), lastName: rest.join(' ') || '-' }],
    [4, 'about', { text: 'Looking for guidance on my first product role.' }],
    [5, 'confirmRole', { userType: 'mentee' }],
    [13, 'experience', { experience: 'new_professional' }],
    [14, 'timeline', { timeline: '3_6_months' }],
    [15, 'sessions', { numberOfSessions: 4, frequency: 2, period: 'monthly' }],
    [16, 'qualities', { skills: ['networking', 'leadership'], traits: ['patient'] }],
    [17, 'menteeGoal', { goal: 'achieve_career_goals' }],
  ];
  for (const [step, key, answers] of steps) {
    const res = await request.post('/api/onboarding/save', {
      data: { step, data: { [key]: answers } },
    });
    expect(res.status(), `onboarding step ${step}: ${await res.text()}`).toBe(200);
  }
  const done = await request.post('/api/onboarding/complete');
  expect(done.status(), `onboarding complete: ${await done.text()}`).toBe(200);
}

/**
 * Finish the mentor branch of onboarding through its API for the signed-in `request`, which
 * submits the application for review (contracts `ONBOARDING_STEPS`). The one plan is a $250
 * "Starter Plan" of 2 sessions.
 */
export async function applyAsMentor(
  request: APIRequestContext,
  name: { first: string; last: string },
): Promise<void> {
  const steps: [number, string, unknown][] = [
    [2, 'roleInfo', { userType: 'coach' }],
    [3, 'bio', { firstName: name.first, lastName: name.last, location: 'Accra' }],
    [4, 'about', { text: 'Twelve years in logistics; I coach people moving into operations.' }],
    [5, 'confirmRole', { userType: 'coach' }],
    [6, 'expertise', { niche: 'transitional' }],
    [7, 'skills', { text: 'Operations, supply chain, lean process improvement.' }],
    [8, 'expert', { optIn: false }],
    [9, 'certification', { certification: 'icf' }],
    [
      10,
      'plans',
      { plans: [{ name: 'Starter Plan', priceMinor: 25_000, currency: 'USD', sessions: 2 }] },
    ],
    [11, 'clients', { count: 9 }],
    [12, 'mentorGoal', { goal: 'expand_impact' }],
  ];
  for (const [step, key, answers] of steps) {
    const res = await request.post('/api/onboarding/save', {
      data: { step, data: { [key]: answers } },
    });
    expect(res.status(), `mentor step ${step}: ${await res.text()}`).toBe(200);
  }
  const done = await request.post('/api/onboarding/complete');
  expect(done.status(), `onboarding complete: ${await done.text()}`).toBe(200);
}
