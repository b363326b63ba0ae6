import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardedPerson } from '../onboarding/support.ts';
import { insertMentor, search } from './support.ts';

/**
 * The directory's Language filter offers every language some approved mentor speaks
 * (docs/product.md#218-mentor-directory): French picked in Settings → Languages becomes searchable.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the Language filter options', () => {
  it('list every language an approved mentor speaks, whatever the filters, and no other', async () => {
    await insertMentor(t, { firstName: 'Ana', languages: ['en', 'es'] });
    await insertMentor(t, { firstName: 'Pending', languages: ['de'], status: 'pending' });
    const before = await search(t);
    expect(before.languages).toEqual(['en', 'es']);

    const claire = await insertMentor(t, { firstName: 'Claire', languages: ['fr', 'en'] });
    const after = await search(t, { skill: 'coding', language: 'es' });
    expect(after.languages).toEqual(['en', 'es', 'fr']);
    expect((await search(t, { language: 'fr' })).items.map((m) => m.id)).toEqual([claire]);
  });

  it('follow a mentor who adds a language in Settings → Languages', async () => {
    const mentor = await onboardedPerson(t, 'coach');
    await t.db.query(`update mentor_profiles set status = 'approved' where user_id = $1`, [
      mentor.id,
    ]);
    expect((await search(t)).languages).not.toContain('zh');
    const res = await t.request('PUT', '/api/settings/languages', {
      session: mentor.session,
      body: { languages: ['en', 'zh'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await search(t)).languages).toContain('zh');
  });
});
