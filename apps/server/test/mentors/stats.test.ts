import { SiteStats } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursAgo, insertBooking } from '../bookings/support.ts';
import { onboardedPerson } from '../onboarding/support.ts';
import { insertMentor } from './support.ts';

/**
 * `GET /api/stats`: the home page's statistics banner counts approved mentors and
 * sessions held.
 */

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
    expect((await stats()).mentors).toBe(0);
    await insertMentor(t, { firstName: 'Approved' });
    await insertMentor(t, { firstName: 'Also' });
    await insertMentor(t, { firstName: 'Pending', status: 'pending' });
    await insertMentor(t, { firstName: 'Declined', status: 'declined' });
    expect((await stats()).mentors).toBe(2);
  });

  it('counts sessions held: confirmed, ended, nobody absent', async () => {
    const mentor = await onboardedPerson(t, 'coach');
    const mentee = await onboardedPerson(t, 'mentee');
    expect((await stats()).sessions).toBe(0);
    await insertBooking(t, mentor, mentee, { start: hoursAgo(30) });
    await insertBooking(t, mentor, mentee, { start: hoursAgo(20) });
    await insertBooking(t, mentor, mentee, { start: hoursAgo(10), menteeAbsent: true });
    await insertBooking(t, mentor, mentee, { start: hoursAgo(5), status: 'cancelled' });
    await insertBooking(t, mentor, mentee); // upcoming
    expect((await stats()).sessions).toBe(2);
  });
});
