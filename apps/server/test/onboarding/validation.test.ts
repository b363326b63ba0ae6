import type { SavedStepKey } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getState,
  makePerson,
  MENTEE_ANSWERS,
  MENTOR_ANSWERS,
  save,
  type Person,
} from './support.ts';

/**
 * `POST /api/onboarding/save` checks each step's answers with the contracts' schemas and
 * answers 400 `general_argument_invalid` naming the field (limits from
 * docs/product.md#5-validation and §9). A refused answer is not stored.
 */

let t: TestApp;
/** Chose the mentor role: for the shared and the mentor steps. */
let mentor: Person;
/** Chose the mentee role: for the mentee steps. */
let mentee: Person;

beforeAll(async () => {
  t = await buildTestApp();
  mentor = await makePerson(t);
  mentee = await makePerson(t);
  expect((await save(t, mentor.session, 'roleInfo', { userType: 'coach' })).statusCode).toBe(200);
  expect((await save(t, mentee.session, 'roleInfo', { userType: 'mentee' })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

/** Save as the person whose role has the step; expect 200 and the answer stored as sent. */
async function expectAccepted(key: SavedStepKey, value: unknown) {
  const who = key in MENTEE_ANSWERS && !(key in MENTOR_ANSWERS) ? mentee : mentor;
  const res = await save(t, who.session, key, value);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<{ answers: Record<string, unknown> }>().answers[key]).toEqual(value);
}

/**
 * Save a bad answer; expect 400 `general_argument_invalid` whose message is `message` (or
 * matches it), and the previously stored answer (if any) unchanged.
 */
async function expectRejected(key: SavedStepKey, value: unknown, message: string | RegExp) {
  const who = key in MENTEE_ANSWERS && !(key in MENTOR_ANSWERS) ? mentee : mentor;
  const before = (await getState(t, who.session)).answers[key];
  const res = await save(t, who.session, key, value);
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<{ message: string; code: number; type: string }>();
  expect(body).toMatchObject({ code: 400, type: 'general_argument_invalid' });
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expect((await getState(t, who.session)).answers[key]).toEqual(before);
}

describe('the 750-character texts (docs/product.md#5-validation)', () => {
  it('accepts 750 characters of about text and refuses 751', async () => {
    await expectAccepted('about', { text: 'a'.repeat(750) });
    await expectRejected(
      'about',
      { text: 'b'.repeat(751) },
      'Invalid `data.about.text` param: Must be at most 750 characters',
    );
  });

  it('accepts 750 characters of skills text and refuses 751', async () => {
    await expectAccepted('skills', { text: 'é'.repeat(750) });
    await expectRejected(
      'skills',
      { text: 'x'.repeat(751) },
      'Invalid `data.skills.text` param: Must be at most 750 characters',
    );
  });

  it('names a missing text', async () => {
    await expectRejected('about', {}, 'Missing required parameter: "data.about.text"');
  });
});

describe('qualities: at most 5 skills, traits without limit (docs/product.md#5-validation)', () => {
  const five = ['interview_skills', 'networking', 'marketing', 'sales', 'leadership'];

  it('accepts 5 skills and every trait', async () => {
    await expectAccepted('qualities', {
      skills: five,
      traits: [
        'directive',
        'encouraging',
        'patient',
        'challenging',
        'collaborative',
        'enthusiastic',
        'creative',
      ],
    });
  });

  it('accepts no skills and no traits', async () => {
    await expectAccepted('qualities', { skills: [], traits: [] });
  });

  it('refuses 6 skills', async () => {
    await expectRejected(
      'qualities',
      { skills: [...five, 'resume_writing'], traits: [] },
      'Invalid `data.qualities.skills` param: Choose at most 5 skills',
    );
  });

  it('refuses the same skill twice and a skill that is not on the list', async () => {
    await expectRejected(
      'qualities',
      { skills: ['sales', 'sales'], traits: [] },
      /^Invalid `data\.qualities\.skills` param/,
    );
    await expectRejected(
      'qualities',
      { skills: ['juggling'], traits: [] },
      /^Invalid `data\.qualities\.skills\.0` param/,
    );
    await expectRejected(
      'qualities',
      { skills: [], traits: ['grumpy'] },
      /^Invalid `data\.qualities\.traits\.0` param/,
    );
  });
});

describe('client count: at least 1, no upper limit (docs/product.md#5-validation)', () => {
  it('refuses 0 and accepts 1 and 5000', async () => {
    await expectRejected(
      'clients',
      { count: 0 },
      'Invalid `data.clients.count` param: Must be at least 1',
    );
    await expectAccepted('clients', { count: 1 });
    await expectAccepted('clients', { count: 5000 });
  });

  it('refuses a fraction and a number sent as text', async () => {
    await expectRejected('clients', { count: 2.5 }, /^Invalid `data\.clients\.count` param/);
    await expectRejected('clients', { count: '3' }, /^Invalid `data\.clients\.count` param/);
  });
});

describe('sessions: 1–10 sessions, frequency 1–10 per Weekly or Monthly (docs/product.md#9-constants-and-limits)', () => {
  const ok = { numberOfSessions: 5, frequency: 3, period: 'weekly' };

  it('accepts both ends of the ranges and both periods', async () => {
    await expectAccepted('sessions', { numberOfSessions: 1, frequency: 10, period: 'weekly' });
    await expectAccepted('sessions', { numberOfSessions: 10, frequency: 1, period: 'monthly' });
  });

  it('refuses 0 and 11 sessions', async () => {
    for (const numberOfSessions of [0, 11]) {
      await expectRejected(
        'sessions',
        { ...ok, numberOfSessions },
        /^Invalid `data\.sessions\.numberOfSessions` param/,
      );
    }
  });

  it('refuses a frequency of 0 and 11', async () => {
    for (const frequency of [0, 11]) {
      await expectRejected(
        'sessions',
        { ...ok, frequency },
        /^Invalid `data\.sessions\.frequency` param/,
      );
    }
  });

  it('refuses a period that is not Weekly or Monthly', async () => {
    await expectRejected(
      'sessions',
      { ...ok, period: 'daily' },
      /^Invalid `data\.sessions\.period` param/,
    );
  });
});

describe('"Others" and "Other" need the specify text, and only they may carry it (§4)', () => {
  it('certification: Others with a text is accepted, without one refused', async () => {
    await expectAccepted('certification', { certification: 'others', other: 'CPCC' });
    await expectRejected(
      'certification',
      { certification: 'others' },
      'Invalid `data.certification.other` param: Please specify',
    );
    await expectRejected(
      'certification',
      { certification: 'others', other: '   ' },
      'Invalid `data.certification.other` param: Please specify',
    );
  });

  it('certification is optional: no choice saves "None", and "None" may be chosen', async () => {
    const res = await save(t, mentor.session, 'certification', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ answers: Record<string, unknown> }>().answers.certification).toEqual({
      certification: 'none',
    });
    await expectAccepted('certification', { certification: 'none' });
    await expectRejected(
      'certification',
      { certification: 'none', other: 'CPCC' },
      'Invalid `data.certification.other` param: Only allowed when "others" is chosen',
    );
  });

  it('certification: another choice is accepted without a text, refused with one', async () => {
    await expectAccepted('certification', { certification: 'icf' });
    await expectAccepted('certification', { certification: 'pcc', other: '' });
    await expectRejected(
      'certification',
      { certification: 'icf', other: 'CPCC' },
      'Invalid `data.certification.other` param: Only allowed when "others" is chosen',
    );
  });

  it('mentor goal: Other needs a text; another goal must not carry one', async () => {
    await expectAccepted('mentorGoal', { goal: 'other', other: 'Write a book' });
    await expectRejected(
      'mentorGoal',
      { goal: 'other' },
      'Invalid `data.mentorGoal.other` param: Please specify',
    );
    await expectAccepted('mentorGoal', { goal: 'empower_clients' });
    await expectRejected(
      'mentorGoal',
      { goal: 'empower_clients', other: 'Write a book' },
      'Invalid `data.mentorGoal.other` param: Only allowed when "other" is chosen',
    );
  });

  it('mentee goal: Other needs a text; another goal must not carry one', async () => {
    await expectAccepted('menteeGoal', { goal: 'other', other: 'Switch to design' });
    await expectRejected(
      'menteeGoal',
      { goal: 'other', other: '' },
      'Invalid `data.menteeGoal.other` param: Please specify',
    );
    await expectAccepted('menteeGoal', { goal: 'career_clarity' });
    await expectRejected(
      'menteeGoal',
      { goal: 'career_clarity', other: 'Switch to design' },
      'Invalid `data.menteeGoal.other` param: Only allowed when "other" is chosen',
    );
  });

  it('refuses a specify text longer than 200 characters', async () => {
    await expectRejected(
      'certification',
      { certification: 'others', other: 'c'.repeat(201) },
      /^Invalid `data\.certification\.other` param/,
    );
  });
});

describe('option values outside the spec’s lists (§9) are refused', () => {
  const cases: [SavedStepKey, unknown, string][] = [
    ['roleInfo', { userType: 'admin' }, 'data.roleInfo.userType'],
    ['confirmRole', { userType: 'mentor' }, 'data.confirmRole.userType'],
    ['bio', { ...MENTOR_ANSWERS.bio, role: 'teacher' }, 'data.bio.role'],
    ['bio', { ...MENTOR_ANSWERS.bio, domain: 'medicine' }, 'data.bio.domain'],
    ['expertise', { niche: 'astrology' }, 'data.expertise.niche'],
    ['certification', { certification: 'mba' }, 'data.certification.certification'],
    ['mentorGoal', { goal: 'get_rich' }, 'data.mentorGoal.goal'],
    ['experience', { experience: 'retired' }, 'data.experience.experience'],
    ['timeline', { timeline: '10_years' }, 'data.timeline.timeline'],
    ['menteeGoal', { goal: 'get_rich' }, 'data.menteeGoal.goal'],
  ];
  for (const [key, value, field] of cases) {
    it(`${field}`, async () => {
      const escaped = field.replaceAll('.', '\\.');
      await expectRejected(key, value, new RegExp(`^Invalid \`${escaped}\` param: `));
    });
  }
  it('"Please select an option" for a role that is not one of the two', async () => {
    await expectRejected(
      'roleInfo',
      { userType: 'admin' },
      'Invalid `data.roleInfo.userType` param: Please select an option',
    );
  });
});

describe('the other steps', () => {
  it('bio: first and last name are required; the email must be an address or empty', async () => {
    await expectAccepted('bio', MENTOR_ANSWERS.bio);
    await expectAccepted('bio', { firstName: 'Ada', lastName: 'Byron' });
    await expectRejected(
      'bio',
      { lastName: 'Byron' },
      'Missing required parameter: "data.bio.firstName"',
    );
    await expectRejected(
      'bio',
      { firstName: 'Ada', lastName: '  ' },
      'Invalid `data.bio.lastName` param: Please enter your last name',
    );
    await expectRejected(
      'bio',
      { firstName: 'Ada', lastName: 'Byron', email: 'not-an-address' },
      /^Invalid `data\.bio\.email` param/,
    );
  });

  it('expert: a yes/no opt-in', async () => {
    await expectAccepted('expert', { optIn: false });
    await expectRejected('expert', { optIn: 'yes' }, /^Invalid `data\.expert\.optIn` param/);
  });

  it('plans: prices in integer minor units of USD, 1 to 10 plans', async () => {
    await expectAccepted('plans', MENTOR_ANSWERS.plans);
    const starter = MENTOR_ANSWERS.plans.plans[0];
    await expectRejected('plans', { plans: [] }, /^Invalid `data\.plans\.plans` param/);
    await expectRejected(
      'plans',
      { plans: [{ ...starter, priceMinor: 500.5 }] },
      /^Invalid `data\.plans\.plans\.0\.priceMinor` param/,
    );
    await expectRejected(
      'plans',
      { plans: [{ ...starter, priceMinor: -1 }] },
      /^Invalid `data\.plans\.plans\.0\.priceMinor` param/,
    );
    await expectRejected(
      'plans',
      { plans: [starter, { ...starter, name: 'Plan 2', currency: 'EUR' }] },
      /^Invalid `data\.plans\.plans\.1\.currency` param/,
    );
    await expectRejected(
      'plans',
      { plans: Array.from({ length: 11 }, (_, i) => ({ ...starter, name: `Plan ${i + 1}` })) },
      /^Invalid `data\.plans\.plans` param/,
    );
  });
});

describe('the shape of {step, data}', () => {
  it('refuses answers of another step next to the step’s own', async () => {
    const res = await t.request('POST', '/api/onboarding/save', {
      session: mentor.session,
      body: { step: 4, data: { about: { text: 'Hello' }, bio: MENTOR_ANSWERS.bio } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      type: 'general_argument_invalid',
      message: 'Invalid `data.bio` param: step 4 saves only "data.about".',
    });
  });

  it('refuses a key the step does not know', async () => {
    await expectRejected(
      'about',
      { text: 'Hello', mood: 'great' },
      /^Invalid `data\.about` param: Unrecognized key.*"mood"/,
    );
  });

  it('names the missing answers and a missing data', async () => {
    const noAnswer = await t.request('POST', '/api/onboarding/save', {
      session: mentor.session,
      body: { step: 3, data: {} },
    });
    expect(noAnswer.statusCode).toBe(400);
    expect(noAnswer.json()).toMatchObject({
      message: 'Missing required parameter: "data.bio"',
    });
    const noData = await t.request('POST', '/api/onboarding/save', {
      session: mentor.session,
      body: { step: 3 },
    });
    expect(noData.json()).toMatchObject({ message: 'Missing required parameter: "data"' });
  });

  it('refuses steps that save nothing: 1 and 18 (/welcome-aboard)', async () => {
    for (const step of [1, 18]) {
      const res = await t.request('POST', '/api/onboarding/save', {
        session: mentor.session,
        body: { step, data: {} },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^Invalid `step` param/);
    }
  });
});
