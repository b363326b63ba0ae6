import { buildTestApp, uniqueEmail, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAuth } from '../../src/lib/auth.ts';
import {
  complete,
  makePerson,
  onboardedPerson,
  saveAll,
  type Person,
} from '../onboarding/support.ts';

/**
 * Route roles ("A mentee who opens a mentor route, or a mentor a mentee
 * route, … the same rule holds for the API (403)"). Mentor- and mentee-only routes come with
 * later issues, so this file registers two probe routes that declare the roles the way those
 * routes will; the admin routes are real.
 */

const ADMIN_EMAIL = uniqueEmail('admin');
const UNVERIFIED_ADMIN_EMAIL = uniqueEmail('admin');
let t: TestApp;
let mentee: Person;
let mentor: Person;
let admin: Person;

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAILS: `${ADMIN_EMAIL},${UNVERIFIED_ADMIN_EMAIL}` },
    setup(app) {
      for (const role of ['mentee', 'mentor'] as const) {
        app.get(`/api/probe/${role}-only`, { config: { role } }, async (request) => ({
          id: requireAuth(request).user.id,
        }));
      }
    },
  });
  mentee = await onboardedPerson(t, 'mentee');
  mentor = await onboardedPerson(t, 'coach');
  admin = await makePerson(t, { email: ADMIN_EMAIL });
});
afterAll(async () => {
  await t?.close();
});

const FORBIDDEN = {
  message: 'You are not allowed to do this.',
  code: 403,
  type: 'general_forbidden',
};
const ADMIN_ROUTES = [
  ['GET', '/api/admin/mentors', undefined],
  ['POST', '/api/admin/mentors/someone/approve', undefined],
  ['POST', '/api/admin/mentors/someone/decline', { reason: 'No' }],
] as const;

describe('mentee and mentor routes', () => {
  it('a mentee reaches the mentee route and gets 403 on the mentor route', async () => {
    const own = await t.request('GET', '/api/probe/mentee-only', { session: mentee.session });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ id: mentee.id });
    const other = await t.request('GET', '/api/probe/mentor-only', { session: mentee.session });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(FORBIDDEN);
  });

  it('a mentor (still under review) reaches the mentor route and gets 403 on the mentee route', async () => {
    const own = await t.request('GET', '/api/probe/mentor-only', { session: mentor.session });
    expect(own.statusCode).toBe(200);
    const other = await t.request('GET', '/api/probe/mentee-only', { session: mentor.session });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(FORBIDDEN);
  });

  it('a role counts only once onboarding is finished', async () => {
    const person = await makePerson(t);
    await saveAll(t, person.session, 'mentee');
    const before = await t.request('GET', '/api/probe/mentee-only', { session: person.session });
    expect(before.statusCode).toBe(403);
    expect((await complete(t, person.session)).statusCode).toBe(200);
    const after = await t.request('GET', '/api/probe/mentee-only', { session: person.session });
    expect(after.statusCode).toBe(200);
  });

  it('an admin without that role is refused too', async () => {
    for (const role of ['mentee', 'mentor']) {
      const res = await t.request('GET', `/api/probe/${role}-only`, { session: admin.session });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('admin routes', () => {
  it('a mentee and a mentor get 403 general_forbidden', async () => {
    for (const person of [mentee, mentor]) {
      for (const [method, url, body] of ADMIN_ROUTES) {
        const res = await t.request(method, url, { session: person.session, body });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual(FORBIDDEN);
      }
    }
  });

  it('signed out: 401 general_unauthorized', async () => {
    for (const [method, url, body] of ADMIN_ROUTES) {
      const res = await t.request(method, url, { body });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ type: 'general_unauthorized' });
    }
    expect((await t.request('GET', '/api/probe/mentee-only')).statusCode).toBe(401);
  });

  it('an unverified account, even with an admin email, gets 403 user_email_not_verified', async () => {
    const unverified = await makePerson(t, { email: UNVERIFIED_ADMIN_EMAIL, verified: false });
    for (const [method, url, body] of ADMIN_ROUTES) {
      const res = await t.request(method, url, { session: unverified.session, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ type: 'user_email_not_verified' });
    }
  });

  it('the admin gets through (and is told what is missing, not refused)', async () => {
    const res = await t.request('GET', '/api/admin/mentors', { session: admin.session });
    expect(res.statusCode).toBe(200);
    const missing = await t.request('POST', '/api/admin/mentors/someone/approve', {
      session: admin.session,
    });
    expect(missing.statusCode).toBe(404);
  });
});
