import assert from 'node:assert/strict';
import {
  ONBOARDING_STEPS,
  requiredSteps,
  type OnboardingAnswers,
  type OnboardingState,
  type SavedStepKey,
  type UserType,
} from '@pathwise/contracts';
import { makeUser, signIn, type TestApp, type TestUser } from '@pathwise/server/test-support';

/**
 * Helpers of the onboarding and admin API tests: a signed-in person, a valid answer for
 * every step, and the wizard walked through the API the way the web app does.
 */

/** A verified, signed-in user with their session token. */
export interface Person extends TestUser {
  session: string;
}

/** Sign up, open the verification link and sign in. */
export async function makePerson(
  t: TestApp,
  options: { email?: string; name?: string; verified?: boolean } = {},
): Promise<Person> {
  const user = await makeUser(t, { ...options, verified: options.verified ?? true });
  return { ...user, session: await signIn(t, user) };
}

/** The step number of a step key (contracts `ONBOARDING_STEPS`). */
export function stepNumber(key: SavedStepKey): number {
  return ONBOARDING_STEPS.find((s) => s.key === key)!.step;
}

/** The route of a step key. */
export function stepPath(key: SavedStepKey | 'finish'): string {
  return ONBOARDING_STEPS.find((s) => s.key === key)!.path;
}

/** A valid answer for every step, for a mentee and for a mentor. */
export const MENTEE_ANSWERS = {
  roleInfo: { userType: 'mentee' },
  bio: {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace.contact@example.com',
    location: 'Arlington, VA',
    institution: 'Yale',
    role: 'postgraduate',
    domain: 'engineering',
  },
  about: { text: 'I build compilers and want to move into engineering management.' },
  confirmRole: { userType: 'mentee' },
  experience: { experience: 'seeking_promotion' },
  timeline: { timeline: '3_6_months' },
  sessions: { numberOfSessions: 4, frequency: 2, period: 'monthly' },
  qualities: {
    skills: ['leadership', 'negotiation', 'communication'],
    traits: ['patient', 'challenging'],
  },
  menteeGoal: { goal: 'other', other: 'Lead my first team' },
} satisfies OnboardingAnswers;

export const MENTOR_ANSWERS = {
  roleInfo: { userType: 'coach' },
  bio: {
    firstName: 'Katherine',
    lastName: 'Johnson',
    email: '',
    location: 'Hampton, VA',
    institution: '',
    role: 'professional',
    domain: 'engineering',
  },
  about: { text: 'Thirty years of trajectory analysis; I coach engineers into research roles.' },
  confirmRole: { userType: 'coach' },
  expertise: { niche: 'career' },
  skills: { text: 'Orbital mechanics, numerical methods, technical writing, public speaking.' },
  expert: { optIn: true },
  certification: { certification: 'others', other: 'Certified Professional Co-Active Coach' },
  plans: {
    plans: [
      { name: 'Starter Plan', priceMinor: 50_000, currency: 'USD', sessions: 2 },
      {
        name: 'Plan 2',
        priceMinor: 120_050,
        currency: 'USD',
        sessions: 5,
        deliverables: 'A written career plan',
      },
    ],
  },
  clients: { count: 12 },
  mentorGoal: { goal: 'expand_impact' },
} satisfies OnboardingAnswers;

/** The valid answers of a role. */
export const answersFor = (userType: UserType): Record<string, unknown> =>
  userType === 'coach' ? MENTOR_ANSWERS : MENTEE_ANSWERS;

/** `POST /api/onboarding/save` with `{step, data: {[key]: value}}`. */
export function save(t: TestApp, session: string, key: SavedStepKey, value: unknown) {
  return t.request('POST', '/api/onboarding/save', {
    session,
    body: { step: stepNumber(key), data: { [key]: value } },
  });
}

/** `GET /api/onboarding`, asserted 200. */
export async function getState(t: TestApp, session: string): Promise<OnboardingState> {
  const res = await t.request('GET', '/api/onboarding', { session });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<OnboardingState>();
}

/** Save every required step of `userType` with its valid answer, asserting 200 each time. */
export async function saveAll(
  t: TestApp,
  session: string,
  userType: UserType,
  overrides: Partial<Record<SavedStepKey, unknown>> = {},
): Promise<void> {
  const answers = answersFor(userType);
  for (const key of requiredSteps(userType)) {
    const res = await save(t, session, key, overrides[key] ?? answers[key]);
    assert.equal(res.statusCode, 200, `${key}: ${res.body}`);
  }
}

/** `POST /api/onboarding/complete`. */
export function complete(t: TestApp, session: string) {
  return t.request('POST', '/api/onboarding/complete', { session });
}

/**
 * A person who went through the whole wizard as `userType` and confirmed; the bio step names
 * them `options.name` when it has two words or more (onboarding writes it to the account); `name` is the account's name after it.
 */
export async function onboardedPerson(
  t: TestApp,
  userType: UserType,
  options: { email?: string; name?: string } = {},
): Promise<Person> {
  const person = await makePerson(t, options);
  // The bio step's name becomes the account's name (docs/product.md#1115-settings-that-save): keep
  // `options.name`.
  const [firstName = '', ...rest] = (options.name ?? '').split(' ');
  const bio = answersFor(userType).bio as { firstName: string; lastName: string };
  const named = rest.length > 0 ? { ...bio, firstName, lastName: rest.join(' ') } : bio;
  await saveAll(t, person.session, userType, { bio: named });
  const res = await complete(t, person.session);
  assert.equal(res.statusCode, 200, res.body);
  return { ...person, name: `${named.firstName} ${named.lastName}` };
}
