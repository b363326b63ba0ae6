import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../messages/support.ts';
import { onboardedPerson } from '../onboarding/support.ts';

/**
 * A person's facts, read through the profiles module (ADR 0016): each from its one owner,
 * as Settings left it, in one statement.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('profiles.people', () => {
  it('gives each person’s name, zone and language (the account’s) with their profile’s facts', async () => {
    const mentor = await onboardedPerson(t, 'coach', { name: 'Katherine Johnson' });
    const mentee = await onboardedPerson(t, 'mentee', { name: 'Grace Hopper' });
    const general = await as(t, mentee).put('/api/settings/general', {
      name: 'Grace B. Hopper',
      timeZone: 'Asia/Kolkata',
      language: 'en',
    });
    expect(general.statusCode, general.body).toBe(200);
    const languages = await as(t, mentee).put('/api/settings/languages', {
      languages: ['en', 'es'],
    });
    expect(languages.statusCode, languages.body).toBe(200);

    const people = await t.app.profiles.people([mentor.id, mentee.id, 'no-such-person']);

    expect([...people.keys()].sort()).toEqual([mentor.id, mentee.id].sort());
    expect(people.get(mentee.id)).toMatchObject({
      name: 'Grace B. Hopper',
      email: mentee.email,
      timeZone: 'Asia/Kolkata',
      language: 'en',
      languages: ['en', 'es'],
      photoPath: null,
    });
    expect(people.get(mentor.id)).toMatchObject({ name: 'Katherine Johnson', photoPath: null });
  });
});
