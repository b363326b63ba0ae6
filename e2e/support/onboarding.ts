import { expect, type APIRequestContext } from '@playwright/test';
import {
  firstName,
  menteeAnswers,
  mentorAnswers,
  type MentorInput,
  type SignUpInput,
} from '@pathwise/server/makers';

type Answers = ReturnType<typeof mentorAnswers>;

/** The wizard's step number of each answer (packages/contracts `ONBOARDING_STEPS`). */
const STEP_OF: Record<keyof Answers, number> = {
  roleInfo: 2,
  bio: 3,
  about: 4,
  confirmRole: 5,
  expertise: 6,
  skills: 7,
  expert: 8,
  certification: 9,
  plans: 10,
  clients: 11,
  mentorGoal: 12,
  experience: 13,
  timeline: 14,
  sessions: 15,
  qualities: 16,
  menteeGoal: 17,
};

/**
 * Save every answer of `answers` as the wizard does, step by step (`POST /api/onboarding/save`,
 * docs/product.md#7-api), then finish onboarding (`POST /api/onboarding/complete`). Fails the
 * test unless the API says 200 each time.
 */
async function saveAndComplete(request: APIRequestContext, answers: Answers): Promise<void> {
  const keys = (Object.keys(answers) as (keyof Answers)[]).sort((a, b) => STEP_OF[a] - STEP_OF[b]);
  for (const key of keys) {
    const step = STEP_OF[key];
    const res = await request.post('/api/onboarding/save', {
      data: { step, data: { [key]: answers[key] } },
    });
    expect(res.status(), `onboarding step ${step}: ${await res.text()}`).toBe(200);
  }
  const done = await request.post('/api/onboarding/complete');
  expect(done.status(), `onboarding complete: ${await done.text()}`).toBe(200);
}

/**
 * Finish the mentee branch of the onboarding wizard through its API, as the wizard itself
 * would, with the shared maker's answers (`menteeAnswers` of `@pathwise/server/makers`). For
 * tests whose subject is what comes after onboarding: since
 * docs/product.md#118-after-login "after login", a member who has not finished it is sent back into it.
 * `request` must be signed in as `user`.
 */
export async function finishMenteeOnboarding(
  request: APIRequestContext,
  user: SignUpInput,
): Promise<void> {
  const [, ...rest] = user.name.trim().split(/\s+/);
  await saveAndComplete(
    request,
    menteeAnswers({
      firstName: firstName(user.name),
      lastName: rest.join(' ') || '-',
      about: 'Looking for guidance on my first product role.',
      experience: 'new_professional',
      skills: ['networking', 'leadership'],
      traits: ['patient'],
      goal: 'achieve_career_goals',
    }),
  );
}

/**
 * Finish the mentor branch of onboarding through its API for the signed-in `request`, which
 * submits the application for review, with the shared maker's answers (`mentorAnswers` of
 * `@pathwise/server/makers`, the one the demo seed uses). Unless `overrides` says otherwise,
 * the one plan is a $250 "Starter Plan" of 2 sessions.
 */
export async function applyAsMentor(
  request: APIRequestContext,
  name: { first: string; last: string },
  overrides: Partial<MentorInput> = {},
): Promise<void> {
  await saveAndComplete(
    request,
    mentorAnswers({
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
      ...overrides,
    }),
  );
}
