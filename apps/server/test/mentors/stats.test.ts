import { SiteStats } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMentor } from './support.ts';

/** `GET /api/stats` (issue 8): the home page's statistics banner counts approved mentors. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const stats = async () => {
  const res = await t.request('GET', '/api/stats');
  expect(res.statusCode, res.body).toBe(200);
  return SiteStats.parse(res.json());
};

describe('GET /api/stats', () => {
  it('answers anyone with the number of approved mentors only', async () => {
    expect(await stats()).toEqual({ mentors: 0 });
    await insertMentor(t, { firstName: 'Approved' });
    await insertMentor(t, { firstName: 'Also' });
    await insertMentor(t, { firstName: 'Pending', status: 'pending' });
    await insertMentor(t, { firstName: 'Declined', status: 'declined' });
    expect(await stats()).toEqual({ mentors: 2 });
  });
});
