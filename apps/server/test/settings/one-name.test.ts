import {
  NAME_MAX_LENGTH,
  type ConversationList,
  type GeneralSettings,
  type Profile,
  type PublicMentor,
} from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueWord } from '../circles/support.ts';
import { approvedMentor, as, mentee, send, startConversation } from '../messages/support.ts';
import { names, search } from '../mentors/support.ts';
import { answersFor, complete, makePerson, saveAll, type Person } from '../onboarding/support.ts';

/**
 * One name per person (ADR 0016): the account's name (`users.name`) is what everybody sees
 * and what the directory searches. Settings → General changes it everywhere at once, and onboarding's bio step sets it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const rename = async (person: Person, name: string) => {
  const res = await as(t, person).put('/api/settings/general', {
    name,
    timeZone: 'Europe/London',
    language: 'en',
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<GeneralSettings>().name).toBe(name);
};

const contactName = async (viewer: Person) =>
  (await as(t, viewer).get('/api/conversations')).json<ConversationList>().items[0]?.contact.name;

describe('one name per person', () => {
  it('a mentor renamed in Settings → General is shown and found by the new name everywhere', async () => {
    const { mentor } = await approvedMentor(t);
    const grace = await mentee(t, 'Grace Hopper');
    const conversation = await startConversation(t, grace, mentor.id);
    await send(t, grace, conversation.id, 'Hello!');
    const word = uniqueWord('Adeyemi');
    const name = `Maya Okafor-${word}`;

    await rename(mentor, name);

    const card = await t.request('GET', `/api/mentors/${mentor.id}`);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json<PublicMentor>().name).toBe(name);
    expect(names(await search(t, { q: word }))).toEqual([name]);
    expect(names(await search(t, { q: `Maya Okafor ${word}` }))).toEqual([name]);
    expect((await as(t, mentor).get('/api/profile')).json<Profile>().name).toBe(name);
    expect(await contactName(grace)).toBe(name);
  });

  it('a mentor’s whole name is searchable, however long (no truncated copy of it)', async () => {
    const { mentor } = await approvedMentor(t);
    const word = uniqueWord('Zubaida');
    // 5 + 77 + 16 = 98 characters, within the account's 128; the words after the first are
    // longer than the 80 characters a profile's copied `last_name` could hold.
    const name = `Maya ${'Adaeze '.repeat(11)}${word}`;
    expect(name.length).toBeLessThanOrEqual(NAME_MAX_LENGTH);

    await rename(mentor, name);

    expect(names(await search(t, { q: word }))).toEqual([name]);
  });

  it('a mentee renamed in Settings → General is what the mentor’s chat and the profile show', async () => {
    const { mentor } = await approvedMentor(t);
    const grace = await mentee(t, 'Grace Hopper');
    const conversation = await startConversation(t, grace, mentor.id);
    await send(t, grace, conversation.id, 'Hello!');

    await rename(grace, 'Amara Grace Okoye');

    expect(await contactName(mentor)).toBe('Amara Grace Okoye');
    expect((await as(t, grace).get('/api/profile')).json<Profile>().name).toBe('Amara Grace Okoye');
  });

  it('onboarding’s bio step names the account', async () => {
    const person = await makePerson(t, { name: 'Sign Up Name' });
    await saveAll(t, person.session, 'mentee', {
      bio: { ...(answersFor('mentee').bio as object), firstName: 'Ngozi', lastName: 'Eze' },
    });
    expect((await complete(t, person.session)).statusCode).toBe(200);

    const general = await as(t, person).get('/api/settings/general');
    expect(general.json<GeneralSettings>().name).toBe('Ngozi Eze');
    expect((await as(t, person).get('/api/profile')).json<Profile>().name).toBe('Ngozi Eze');
  });
});
