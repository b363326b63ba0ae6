import { expect, type APIRequestContext } from '@playwright/test';
import { firstName, mentorAnswers, type SignUpInput } from '@pathwise/server/makers';

/**
 * Finish the mentee branch of the onboarding wizard through its API, as the wizard itself
 * would (`POST /api/onboarding/save` per step, then `/complete`; packages/contracts
 * `ONBOARDING_STEPS`). For tests whose subject is what comes after onboarding: since
 * docs/product.md#118-after-login "after login", a member who has not finished it is sent back into it.
 * `request` must be signed in as `user`.
 */
export async function finishMenteeOnboarding(
  request: APIRequestContext,
  user: SignUpInput,
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
 * submits the application for review (contracts `ONBOARDING_STEPS`). The answers are the shared
 * maker's (`mentorAnswers` of `@pathwise/server/makers`, the one the demo seed uses); the one
 * plan is a $250 "Starter Plan" of 2 sessions.
 */
export async function applyAsMentor(
  request: APIRequestContext,
  name: { first: string; last: string },
): Promise<void> {
  const answers = mentorAnswers({
    firstName: name.first,
    lastName: name.last,
    location: 'Accra',
    about: 'Twelve years in logistics; I coach people moving into operations.',
    niche: 'transitional',
    skillsText: 'Operations, supply chain, lean process improvement.',
    certification: 'icf',
    plans: [{ price: 250, sessions: 2 }],
    clients: 9,
    goal: 'expand_impact',
  });
  const steps: [number, keyof typeof answers][] = [
    [2, 'roleInfo'],
    [3, 'bio'],
    [4, 'about'],
    [5, 'confirmRole'],
    [6, 'expertise'],
    [7, 'skills'],
    [8, 'expert'],
    [9, 'certification'],
    [10, 'plans'],
    [11, 'clients'],
    [12, 'mentorGoal'],
  ];
  for (const [step, key] of steps) {
    const res = await request.post('/api/onboarding/save', {
      data: { step, data: { [key]: answers[key] } },
    });
    expect(res.status(), `mentor step ${step}: ${await res.text()}`).toBe(200);
  }
  const done = await request.post('/api/onboarding/complete');
  expect(done.status(), `onboarding complete: ${await done.text()}`).toBe(200);
}
