import type {
  CommunitySettings,
  ExpertiseSettings,
  GeneralSettings,
  GoalsSettings,
  LanguagesSettings,
  SessionState,
} from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { change, getCircle, insertCircle, uniqueWord } from '../circles/support.ts';
import { names, search } from '../mentors/support.ts';
import { makePerson, onboardedPerson, type Person } from '../onboarding/support.ts';

/**
 * Settings sections against the real PostgreSQL (docs/product.md#1115-settings-that-save: every settings
 * section's validation and save; the directory reflects a mentor's languages at once).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

function as(person: Person) {
  return {
    get: (url: string) => t.request('GET', url, { session: person.session }),
    put: (url: string, body: unknown) => t.request('PUT', url, { session: person.session, body }),
  };
}

describe('settings: general', () => {
  it('shows the account, saves name, time zone and language, and the session carries the zone', async () => {
    const mentee = await onboardedPerson(t, 'mentee', { name: 'Grace Hopper' });
    const before = await as(mentee).get('/api/settings/general');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<GeneralSettings>()).toEqual({
      name: 'Grace Hopper',
      email: mentee.email,
      timeZone: null,
      language: 'en',
    });

    const res = await as(mentee).put('/api/settings/general', {
      name: '  Grace B. Hopper ',
      timeZone: 'Asia/Kolkata',
      language: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<GeneralSettings>()).toMatchObject({
      name: 'Grace B. Hopper',
      timeZone: 'Asia/Kolkata',
    });
    const session = (await as(mentee).get('/api/session')).json<SessionState>();
    expect(session.user).toMatchObject({ name: 'Grace B. Hopper', timeZone: 'Asia/Kolkata' });
  });

  it('refuses an unknown zone, another language, an empty name, and strangers', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await as(mentee).put('/api/settings/general', {
        name: 'Ada',
        timeZone: 'Europe/Paris',
        language: 'en',
        ...body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ type: string; message: string }>()).toMatchObject({
        type: 'general_argument_invalid',
      });
      expect(res.json<{ message: string }>().message).toContain(field);
    };
    await bad({ timeZone: 'Mars/Olympus_Mons' }, 'timeZone');
    await bad({ language: 'fr' }, 'language');
    await bad({ name: '   ' }, 'name');
    await bad({ name: 'x'.repeat(129) }, 'name');
    expect((await as(mentee).get('/api/settings/general')).json<GeneralSettings>().timeZone).toBe(
      null,
    );
    const anonymous = await t.request('GET', '/api/settings/general');
    expect(anonymous.statusCode).toBe(401);
  });
});

// docs/product.md#15-languages: the language switcher saves the language alone.
describe('settings: interface language', () => {
  it('saves the language alone, which the settings and the session then carry', async () => {
    const mentee = await onboardedPerson(t, 'mentee', { name: 'Grace Hopper' });
    const session = async () => (await as(mentee).get('/api/session')).json<SessionState>();
    expect((await session()).user).toMatchObject({ language: 'en' });
    const res = await as(mentee).put('/api/settings/language', { language: 'hi' });
    expect(res.statusCode, res.body).toBe(204);
    expect((await as(mentee).get('/api/settings/general')).json<GeneralSettings>()).toMatchObject({
      name: 'Grace Hopper',
      timeZone: null,
      language: 'hi',
    });
    expect((await session()).user).toMatchObject({ language: 'hi' });
  });

  it('refuses a language the app does not have, and strangers', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    const bad = await as(mentee).put('/api/settings/language', { language: 'fr' });
    expect(bad.statusCode, bad.body).toBe(400);
    const anonymous = await t.request('PUT', '/api/settings/language', {
      body: { language: 'es' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('settings: languages', () => {
  it('saves a mentor’s languages and the directory’s Language filter finds them at once', async () => {
    const word = uniqueWord('Lang');
    const mentor = await onboardedPerson(t, 'coach');
    await t.db.query(`update users set name = $2 where id = $1`, [mentor.id, word]);
    await t.db.query(
      `update mentor_profiles set status = 'approved', languages = '{en}' where user_id = $1`,
      [mentor.id],
    );
    expect(names(await search(t, { q: word, language: 'de' }))).toEqual([]);
    expect(names(await search(t, { q: word }))).toHaveLength(1);

    const res = await as(mentor).put('/api/settings/languages', { languages: ['en', 'de'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LanguagesSettings>()).toEqual({ languages: ['en', 'de'] });
    expect(names(await search(t, { q: word, language: 'de' }))).toHaveLength(1);

    await as(mentor).put('/api/settings/languages', { languages: ['fr'] });
    expect(names(await search(t, { q: word, language: 'de' }))).toEqual([]);
    expect((await as(mentor).get('/api/settings/languages')).json<LanguagesSettings>()).toEqual({
      languages: ['fr'],
    });
  });

  it('saves a mentee’s languages and refuses none, twice the same or an unknown one', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    expect((await as(mentee).get('/api/settings/languages')).json<LanguagesSettings>()).toEqual({
      languages: [],
    });
    for (const languages of [[], ['en', 'en'], ['tlh']]) {
      const res = await as(mentee).put('/api/settings/languages', { languages });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('languages');
    }
    const res = await as(mentee).put('/api/settings/languages', { languages: ['es', 'pt'] });
    expect(res.json<LanguagesSettings>()).toEqual({ languages: ['es', 'pt'] });
  });

  it('is closed to an account that has not finished onboarding', async () => {
    const person = await makePerson(t);
    const res = await as(person).get('/api/settings/languages');
    expect(res.statusCode).toBe(403);
  });
});

describe('settings: goals', () => {
  it('shows and saves a mentee’s goal with the Other rule', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    expect((await as(mentee).get('/api/settings/goals')).json<GoalsSettings>()).toEqual({
      goal: 'other',
      other: 'Lead my first team',
    });
    const missing = await as(mentee).put('/api/settings/goals', { goal: 'other', other: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain('`other`');
    const extra = await as(mentee).put('/api/settings/goals', {
      goal: 'career_clarity',
      other: 'x',
    });
    expect(extra.statusCode).toBe(400);
    // A mentor's goal is not a mentee's option.
    const wrong = await as(mentee).put('/api/settings/goals', { goal: 'expand_impact' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toContain('`goal`');

    const res = await as(mentee).put('/api/settings/goals', { goal: 'interview_preparation' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<GoalsSettings>()).toEqual({ goal: 'interview_preparation' });
  });

  it('shows and saves a mentor’s goal', async () => {
    const mentor = await onboardedPerson(t, 'coach');
    expect((await as(mentor).get('/api/settings/goals')).json<GoalsSettings>()).toEqual({
      goal: 'expand_impact',
    });
    expect(
      (await as(mentor).put('/api/settings/goals', { goal: 'career_clarity' })).statusCode,
    ).toBe(400);
    const res = await as(mentor).put('/api/settings/goals', {
      goal: 'other',
      other: 'Grow a mentoring practice',
    });
    expect(res.json<GoalsSettings>()).toEqual({
      goal: 'other',
      other: 'Grow a mentoring practice',
    });
  });
});

describe('settings: expertise', () => {
  it('shows and saves a mentor’s niche, skills, certification (None too) and opt-in', async () => {
    const mentor = await onboardedPerson(t, 'coach');
    expect((await as(mentor).get('/api/settings/expertise')).json<ExpertiseSettings>()).toEqual({
      niche: 'career',
      skillsText: 'Orbital mechanics, numerical methods, technical writing, public speaking.',
      certification: 'others',
      certificationOther: 'Certified Professional Co-Active Coach',
      expertOptIn: true,
    });
    const body = {
      niche: 'leadership',
      skillsText: 'Leading research teams.',
      certification: 'none',
      expertOptIn: false,
    };
    const res = await as(mentor).put('/api/settings/expertise', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ExpertiseSettings>()).toEqual(body);
    expect((await as(mentor).get('/api/settings/expertise')).json<ExpertiseSettings>()).toEqual(
      body,
    );

    const bad = async (patch: Record<string, unknown>, field: string) => {
      const r = await as(mentor).put('/api/settings/expertise', { ...body, ...patch });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json<{ message: string }>().message).toContain(field);
    };
    await bad({ certification: 'others' }, 'certificationOther');
    await bad({ certificationOther: 'ICF' }, 'certificationOther');
    await bad({ skillsText: 'x'.repeat(751) }, 'skillsText');
    await bad({ niche: 'astrology' }, 'niche');
  });

  it('is for mentors only', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    expect((await as(mentee).get('/api/settings/expertise')).statusCode).toBe(403);
  });
});

describe('settings: community', () => {
  it('lists the person’s circles and hides their name from member lists when asked', async () => {
    const word = uniqueWord('Settings');
    const [first, second] = [
      await insertCircle(t, { title: `${word} A` }),
      await insertCircle(t, { title: `${word} B` }),
    ];
    const mentee = await onboardedPerson(t, 'mentee', { name: 'Hedy Lamarr' });
    await change(t, 'PUT', 'membership', first, mentee.session);
    await change(t, 'PUT', 'membership', second, mentee.session);

    const read = (await as(mentee).get('/api/settings/community')).json<CommunitySettings>();
    expect(read.showInMemberLists).toBe(true);
    expect(read.circles.map((c) => c.title)).toEqual([`${word} A`, `${word} B`]);
    expect((await getCircle(t, first)).members.items.map((m) => m.name)).toEqual(['Hedy L.']);

    const res = await as(mentee).put('/api/settings/community', { showInMemberLists: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CommunitySettings>().showInMemberLists).toBe(false);
    const hidden = await getCircle(t, first);
    expect(hidden.members.items).toEqual([]);
    expect(hidden.members.total).toBe(1);

    // Leaving (the circles API the tab calls) takes the circle off the list.
    await change(t, 'DELETE', 'membership', first, mentee.session);
    const after = (await as(mentee).get('/api/settings/community')).json<CommunitySettings>();
    expect(after.circles.map((c) => c.title)).toEqual([`${word} B`]);

    const invalid = await as(mentee).put('/api/settings/community', { showInMemberLists: 'no' });
    expect(invalid.statusCode).toBe(400);
  });
});
