import { requiredSteps, type OnboardingState, type UserType } from '@pathwise/contracts';
import { buildTestApp, signIn, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answersFor,
  complete,
  getState,
  makePerson,
  MENTEE_ANSWERS,
  MENTOR_ANSWERS,
  onboardedPerson,
  save,
  saveAll,
  stepPath,
} from './support.ts';

/**
 * The wizard on the server (docs/product.md#216-onboarding-wizard): every step saved and restored, where to
 * resume, the step-order guard, and finishing into a mentee or mentor profile.
 */

let t: TestApp;
const accountOf = async (person: { session: string }) =>
  (await t.request('GET', '/api/account', { session: person.session })).json<{ name: string }>();
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('save and restore', () => {
  it('starts empty at /welcome', async () => {
    const person = await makePerson(t);
    expect(await getState(t, person.session)).toEqual({
      userType: null,
      answers: {},
      resumePath: '/welcome',
      completed: false,
      mentorStatus: null,
      declineReason: null,
    });
  });

  for (const userType of ['mentee', 'coach'] as const) {
    it(`${userType}: each saved step moves resumePath to the next unsaved step of the branch`, async () => {
      const person = await makePerson(t);
      const answers = answersFor(userType);
      const steps = requiredSteps(userType);
      for (const [i, key] of steps.entries()) {
        const res = await save(t, person.session, key, answers[key]);
        expect(res.statusCode, res.body).toBe(200);
        const next = steps[i + 1];
        const state = res.json<OnboardingState>();
        expect(state.resumePath).toBe(next ? stepPath(next) : '/welcome-aboard');
        expect(state).toMatchObject({ userType, completed: false, mentorStatus: null });
        // GET tells the same as the save's answer.
        expect(await getState(t, person.session)).toEqual(state);
      }
      const state = await getState(t, person.session);
      expect(state.answers).toEqual(answers);
    });
  }

  it('keeps every answer across a sign-out and a new sign-in, resuming at the same step', async () => {
    const person = await makePerson(t);
    for (const key of ['roleInfo', 'bio', 'about', 'confirmRole', 'experience'] as const) {
      expect((await save(t, person.session, key, MENTEE_ANSWERS[key])).statusCode).toBe(200);
    }
    const signOut = await t.request('DELETE', '/api/account/sessions/current', {
      session: person.session,
    });
    expect(signOut.statusCode).toBe(204);
    expect(
      (await t.request('GET', '/api/onboarding', { session: person.session })).statusCode,
    ).toBe(401);

    const again = await signIn(t, person);
    const state = await getState(t, again);
    expect(state.resumePath).toBe('/timeline');
    expect(state.answers).toEqual({
      roleInfo: MENTEE_ANSWERS.roleInfo,
      bio: MENTEE_ANSWERS.bio,
      about: MENTEE_ANSWERS.about,
      confirmRole: MENTEE_ANSWERS.confirmRole,
      experience: MENTEE_ANSWERS.experience,
    });
  });

  it('the last save of a step wins, and going back to an earlier step loses nothing', async () => {
    const person = await makePerson(t);
    await saveAll(t, person.session, 'mentee');
    await save(t, person.session, 'timeline', { timeline: 'lt_3_months' });
    await save(t, person.session, 'about', { text: 'Second thoughts.' });
    const state = await getState(t, person.session);
    expect(state.answers).toEqual({
      ...MENTEE_ANSWERS,
      timeline: { timeline: 'lt_3_months' },
      about: { text: 'Second thoughts.' },
    });
    expect(state.resumePath).toBe('/welcome-aboard');
  });

  it('resumes at the first missing step in wizard order, even when later ones are saved', async () => {
    const person = await makePerson(t);
    await saveAll(t, person.session, 'coach');
    // A person who skipped /skills by editing the address bar still has to answer it.
    await t.db.query(`update onboarding set answers = answers - 'skills' where user_id = $1`, [
      person.id,
    ]);
    expect((await getState(t, person.session)).resumePath).toBe('/skills');
  });

  it('leaves out a stored answer that no longer passes its schema', async () => {
    const person = await makePerson(t);
    await saveAll(t, person.session, 'mentee');
    await t.db.query(
      `update onboarding set answers = jsonb_set(answers, '{timeline}', '{"timeline":"someday"}') where user_id = $1`,
      [person.id],
    );
    const state = await getState(t, person.session);
    expect(state.answers.timeline).toBeUndefined();
    expect(state.resumePath).toBe('/timeline');
  });

  it('changing the role on /welcome-step switches the branch and keeps both role answers equal', async () => {
    const person = await makePerson(t);
    await save(t, person.session, 'roleInfo', { userType: 'coach' });
    await save(t, person.session, 'bio', MENTOR_ANSWERS.bio);
    await save(t, person.session, 'about', MENTOR_ANSWERS.about);
    const res = await save(t, person.session, 'confirmRole', { userType: 'mentee' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userType: 'mentee',
      resumePath: '/past-experience',
      answers: { roleInfo: { userType: 'mentee' }, confirmRole: { userType: 'mentee' } },
    });
    const account = await t.request('GET', '/api/account', { session: person.session });
    expect(account.json()).toMatchObject({ role: 'mentee', onboarded: false });
  });
});

describe('the step-order guard', () => {
  it('refuses every step after the role step until a role is chosen', async () => {
    const person = await makePerson(t);
    const valid = { ...MENTOR_ANSWERS, ...MENTEE_ANSWERS };
    for (const key of ['bio', 'about', 'expertise', 'timeline'] as const) {
      const res = await save(t, person.session, key, valid[key]);
      expect(res.statusCode, key).toBe(409);
      expect(res.json()).toMatchObject({ code: 409, type: 'onboarding_step_out_of_order' });
    }
    expect((await getState(t, person.session)).answers).toEqual({});
  });

  it('refuses the other branch’s steps', async () => {
    const mentee = await makePerson(t);
    await save(t, mentee.session, 'roleInfo', { userType: 'mentee' });
    const asMentee = await save(t, mentee.session, 'expertise', MENTOR_ANSWERS.expertise);
    expect(asMentee.statusCode).toBe(409);
    expect(asMentee.json()).toMatchObject({
      type: 'onboarding_step_out_of_order',
      message: 'Step 6 (/mentor-experience) is not part of the mentee onboarding.',
    });

    const mentor = await makePerson(t);
    await save(t, mentor.session, 'roleInfo', { userType: 'coach' });
    const asMentor = await save(t, mentor.session, 'qualities', MENTEE_ANSWERS.qualities);
    expect(asMentor.statusCode).toBe(409);
    expect(asMentor.json()).toMatchObject({ type: 'onboarding_step_out_of_order' });
    expect((await getState(t, mentor.session)).answers.qualities).toBeUndefined();
  });

  it('cannot finish before choosing a role', async () => {
    const person = await makePerson(t);
    const res = await complete(t, person.session);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      type: 'onboarding_incomplete',
      message: 'Onboarding cannot finish yet: step 2 (/welcome) has no saved answer.',
    });
  });

  for (const [userType, skipped, path] of [
    ['mentee', 'sessions', '/sessions'],
    ['coach', 'plans', '/planning'],
    ['coach', 'expert', '/mentor-expert'],
    ['mentee', 'confirmRole', '/welcome-step'],
  ] as const) {
    it(`${userType}: cannot finish without ${path}, and the answer names it`, async () => {
      const person = await makePerson(t);
      const answers = answersFor(userType);
      for (const key of requiredSteps(userType).filter((k) => k !== skipped)) {
        expect((await save(t, person.session, key, answers[key])).statusCode).toBe(200);
      }
      const res = await complete(t, person.session);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 409, type: 'onboarding_incomplete' });
      expect(res.json<{ message: string }>().message).toContain(`(${path})`);
      const state = await getState(t, person.session);
      expect(state).toMatchObject({ completed: false, resumePath: path });
      const account = await t.request('GET', '/api/account', { session: person.session });
      expect(account.json()).toMatchObject({ onboarded: false });
    });
  }
});

describe('finishing', () => {
  it('a mentee gets a profile with every answer and lands on /dashboard', async () => {
    const person = await makePerson(t);
    await saveAll(t, person.session, 'mentee');
    const res = await complete(t, person.session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      userType: 'mentee',
      completed: true,
      resumePath: '/dashboard',
      mentorStatus: null,
      declineReason: null,
    });

    const { rows } = await t.db.query('select * from mentee_profiles where user_id = $1', [
      person.id,
    ]);
    expect(rows).toHaveLength(1);
    // The bio's name is the account's, kept nowhere else (ADR 0016).
    expect(rows[0]).not.toHaveProperty('first_name');
    expect(rows[0]).not.toHaveProperty('last_name');
    expect((await accountOf(person)).name).toBe('Grace Hopper');
    expect(rows[0]).toMatchObject({
      contact_email: 'grace.contact@example.com',
      location: 'Arlington, VA',
      institution: 'Yale',
      bio_role: 'postgraduate',
      domain: 'engineering',
      about: MENTEE_ANSWERS.about.text,
      experience: 'seeking_promotion',
      timeline: '3_6_months',
      number_of_sessions: 4,
      frequency: 2,
      period: 'monthly',
      skills: ['leadership', 'negotiation', 'communication'],
      traits: ['patient', 'challenging'],
      goal: 'other',
      goal_other: 'Lead my first team',
    });
    const mentorRows = await t.db.query('select 1 from mentor_profiles where user_id = $1', [
      person.id,
    ]);
    expect(mentorRows.rowCount).toBe(0);

    const account = await t.request('GET', '/api/account', { session: person.session });
    expect(account.json()).toMatchObject({ role: 'mentee', onboarded: true, isAdmin: false });
  });

  it('a mentor gets a pending application with its plans in minor units and lands on /dashboard_mentor', async () => {
    const person = await makePerson(t);
    await saveAll(t, person.session, 'coach');
    const res = await complete(t, person.session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      userType: 'coach',
      completed: true,
      resumePath: '/dashboard_mentor',
      mentorStatus: 'pending',
      declineReason: null,
    });

    const { rows } = await t.db.query('select * from mentor_profiles where user_id = $1', [
      person.id,
    ]);
    expect(rows[0]).not.toHaveProperty('first_name');
    expect(rows[0]).not.toHaveProperty('last_name');
    expect((await accountOf(person)).name).toBe('Katherine Johnson');
    expect(rows[0]).toMatchObject({
      contact_email: null,
      institution: null,
      bio_role: 'professional',
      niche: 'career',
      skills_text: MENTOR_ANSWERS.skills.text,
      expert_opt_in: true,
      certification: 'others',
      certification_other: 'Certified Professional Co-Active Coach',
      clients_count: 12,
      goal: 'expand_impact',
      goal_other: null,
      status: 'pending',
      reviewed_at: null,
      reviewed_by: null,
    });
    const plans = await t.db.query(
      'select position, name, price_minor, currency, sessions, deliverables from mentor_plans where mentor_id = $1 order by position',
      [person.id],
    );
    expect(plans.rows).toEqual([
      {
        position: 0,
        name: 'Starter Plan',
        price_minor: 50_000,
        currency: 'USD',
        sessions: 2,
        deliverables: null,
      },
      {
        position: 1,
        name: 'Plan 2',
        price_minor: 120_050,
        currency: 'USD',
        sessions: 5,
        deliverables: 'A written career plan',
      },
    ]);

    const account = await t.request('GET', '/api/account', { session: person.session });
    expect(account.json()).toMatchObject({ role: 'mentor', onboarded: true });
  });

  it('Confirm twice changes nothing the second time', async () => {
    const person = await onboardedPerson(t, 'coach');
    const before = await t.db.query('select submitted_at from mentor_profiles where user_id = $1', [
      person.id,
    ]);
    const again = await complete(t, person.session);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ completed: true, mentorStatus: 'pending' });
    const after = await t.db.query('select submitted_at from mentor_profiles where user_id = $1', [
      person.id,
    ]);
    expect(after.rows).toEqual(before.rows);
  });

  for (const userType of ['mentee', 'coach'] as UserType[]) {
    it(`${userType}: no more saving and no switching role once finished`, async () => {
      const person = await onboardedPerson(t, userType);
      const other = userType === 'coach' ? 'mentee' : 'coach';
      const edit = await save(t, person.session, 'about', { text: 'Changed my mind.' });
      expect(edit.statusCode).toBe(409);
      expect(edit.json()).toMatchObject({ type: 'onboarding_already_completed' });
      for (const key of ['roleInfo', 'confirmRole'] as const) {
        const res = await save(t, person.session, key, { userType: other });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ type: 'onboarding_already_completed' });
      }
      const state = await getState(t, person.session);
      expect(state).toMatchObject({ userType, completed: true });
      expect(state.answers.about).toEqual(answersFor(userType).about);
    });
  }
});

describe('who may call', () => {
  it('signed out: 401 on every onboarding call', async () => {
    for (const [method, url] of [
      ['GET', '/api/onboarding'],
      ['POST', '/api/onboarding/save'],
      ['POST', '/api/onboarding/complete'],
    ] as const) {
      const res = await t.request(method, url, { body: { step: 2, data: {} } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ type: 'general_unauthorized' });
    }
  });

  it('unverified: 403 user_email_not_verified, and nothing is saved', async () => {
    const person = await makePerson(t, { verified: false });
    for (const [method, url, body] of [
      ['GET', '/api/onboarding', undefined],
      ['POST', '/api/onboarding/save', { step: 2, data: { roleInfo: { userType: 'mentee' } } }],
      ['POST', '/api/onboarding/complete', undefined],
    ] as const) {
      const res = await t.request(method, url, { session: person.session, body });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ type: 'user_email_not_verified' });
    }
    const { rowCount } = await t.db.query('select 1 from onboarding where user_id = $1', [
      person.id,
    ]);
    expect(rowCount).toBe(0);
  });

  it('one person’s answers are not another’s', async () => {
    const a = await makePerson(t);
    const b = await makePerson(t);
    await save(t, a.session, 'roleInfo', { userType: 'coach' });
    await save(t, a.session, 'bio', MENTOR_ANSWERS.bio);
    expect((await getState(t, b.session)).answers).toEqual({});
  });
});
