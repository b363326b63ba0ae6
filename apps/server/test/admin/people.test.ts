import { AdminPeoplePage, AdminPerson } from '@pathwise/contracts';
import { buildTestApp, uniqueEmail, type TestApp } from '@pathwise/server/test-support';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursAgo, insertBooking } from '../bookings/support.ts';
import { makePerson, onboardedPerson, type Person } from '../onboarding/support.ts';

/**
 * The people list and a person's admin page (docs/product.md#146-admin-overview): search by
 * name or email, role and status, sessions held and open reports, each person's reports,
 * actions and sessions; admins only.
 */

const ADMIN_EMAIL = uniqueEmail('people-admin');
let t: TestApp;
let admin: Person;

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = await makePerson(t, { email: ADMIN_EMAIL, name: 'Ada Admin' });
});
afterAll(async () => {
  await t?.close();
});

const people = async (query: string) => {
  const res = await t.request('GET', `/api/admin/people${query}`, { session: admin.session });
  expect(res.statusCode, res.body).toBe(200);
  return AdminPeoplePage.parse(res.json());
};

async function report(reporter: { id: string }, subject: { id: string }, status = 'open') {
  await t.db.query(
    `insert into reports (id, reporter_id, subject_kind, subject_id, subject_user_id, reason, status)
     values ($1, $2, 'user', $3, $3, 'spam', $4)`,
    [randomUUID(), reporter.id, subject.id, status],
  );
}

describe('the people list', () => {
  it('finds people by name or email, trimmed and in any case, with role, status and counts', async () => {
    const mentor = await onboardedPerson(t, 'coach', { name: 'Zelda Quasar' });
    const mentee = await onboardedPerson(t, 'mentee', {
      name: 'Quentin Zephyr',
      email: uniqueEmail('qzephyr'),
    });
    await t.request('POST', `/api/admin/mentors/${mentor.id}/approve`, { session: admin.session });
    await insertBooking(t, mentor, mentee, { start: hoursAgo(30) });
    await insertBooking(t, mentor, mentee, { start: hoursAgo(10), mentorAbsent: true });
    await insertBooking(t, mentor, mentee);
    await report(mentee, mentor);
    await report(admin, mentor);
    await report(admin, mentee, 'dismissed');

    const byName = await people('?q=%20%20zelda%20QUASAR%20');
    expect(
      byName.items.map(({ joinedAt, ...rest }) => ({ ...rest, joined: Date.parse(joinedAt) > 0 })),
    ).toEqual([
      {
        id: mentor.id,
        name: 'Zelda Quasar',
        email: mentor.email,
        role: 'mentor',
        status: 'active',
        joined: true,
        sessionsHeld: 1,
        openReports: 2,
      },
    ]);
    expect(byName.total).toBe(1);

    const byEmail = await people(`?q=${encodeURIComponent(mentee.email.toUpperCase())}`);
    expect(byEmail.items.map((p) => [p.name, p.role, p.sessionsHeld, p.openReports])).toEqual([
      ['Quentin Zephyr', 'mentee', 1, 0],
    ]);
    // A wildcard is a character to find, not a pattern.
    expect((await people('?q=%25')).items).toEqual([]);

    const admins = await people('?role=admin');
    expect(admins.items.map((p) => p.id)).toEqual([admin.id]);
  });

  it('shows who is suspended or delisted, and filters by status', async () => {
    const delisted = await onboardedPerson(t, 'coach', { name: 'Della Hidden' });
    await t.request('POST', `/api/admin/mentors/${delisted.id}/approve`, {
      session: admin.session,
    });
    await t.request('POST', `/api/admin/mentors/${delisted.id}/delist`, {
      session: admin.session,
      body: { reason: 'Paused.' },
    });
    const suspended = await onboardedPerson(t, 'mentee', { name: 'Sue Spended' });
    await t.db.query(`update users set suspended_at = now() where id = $1`, [suspended.id]);
    const lapsed = await onboardedPerson(t, 'mentee', { name: 'Lapsed Spended' });
    await t.db.query(
      `update users set suspended_at = now() - interval '2 days',
         suspended_until = now() - interval '1 day' where id = $1`,
      [lapsed.id],
    );

    const statusOf = async (name: string) =>
      (await people(`?q=${encodeURIComponent(name)}`)).items[0]?.status;
    expect(await statusOf('Della Hidden')).toBe('delisted');
    expect(await statusOf('Sue Spended')).toBe('suspended');
    expect(await statusOf('Lapsed Spended')).toBe('active');
    expect((await people('?status=suspended')).items.map((p) => p.id)).toEqual([suspended.id]);
    expect((await people('?status=delisted')).items.map((p) => p.id)).toEqual([delisted.id]);
    const active = await people('?status=active&q=Spended');
    expect(active.items.map((p) => p.id)).toEqual([lapsed.id]);
  });

  it('pages, newest account first, and refuses a bad filter', async () => {
    const first = await people('?page=1');
    expect(first.pageSize).toBe(20);
    const joined = first.items.map((p) => Date.parse(p.joinedAt));
    expect(joined).toEqual([...joined].sort((a, b) => b - a));
    const past = await people('?page=999');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(first.total);
    const bad = await t.request('GET', '/api/admin/people?role=owner', { session: admin.session });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a person’s admin page', () => {
  it('shows the details, reports about them, actions taken and their sessions', async () => {
    const mentor = await onboardedPerson(t, 'coach', { name: 'Pia Person' });
    const mentee = await onboardedPerson(t, 'mentee', { name: 'Max Mentee' });
    await t.request('POST', `/api/admin/mentors/${mentor.id}/approve`, { session: admin.session });
    await t.request('POST', `/api/admin/mentors/${mentor.id}/delist`, {
      session: admin.session,
      body: { reason: 'Checking reviews.' },
    });
    const past = await insertBooking(t, mentor, mentee, { start: hoursAgo(20) });
    const next = await insertBooking(t, mentor, mentee);
    await report(mentee, mentor);

    const res = await t.request('GET', `/api/admin/people/${mentor.id}`, {
      session: admin.session,
    });
    expect(res.statusCode, res.body).toBe(200);
    const person = AdminPerson.parse(res.json());
    expect(person).toMatchObject({
      name: 'Pia Person',
      role: 'mentor',
      status: 'delisted',
      sessionsHeld: 1,
      openReports: 1,
      mentor: { status: 'approved', delistReason: 'Checking reviews.' },
      suspension: null,
    });
    expect(person.reports).toEqual([
      expect.objectContaining({ kind: 'user', reason: 'spam', status: 'open' }),
    ]);
    expect(person.actions.map((a) => a.action)).toEqual(['delist', 'approve']);
    expect(person.upcomingSessions).toEqual([
      expect.objectContaining({
        id: next,
        as: 'mentor',
        other: { id: mentee.id, name: 'Max Mentee' },
      }),
    ]);
    expect(person.recentSessions.map((s) => [s.id, s.status, s.missed])).toEqual([
      [past, 'confirmed', false],
    ]);

    expect(
      (await t.request('GET', '/api/admin/people/nobody', { session: admin.session })).statusCode,
    ).toBe(404);
  });

  it('answers 403 to members and 401 to visitors on every people and overview route', async () => {
    const member = await makePerson(t, { email: uniqueEmail('member'), name: 'Mem Ber' });
    for (const path of [
      '/api/admin/people',
      `/api/admin/people/${admin.id}`,
      '/api/admin/overview',
    ]) {
      expect((await t.request('GET', path, { session: member.session })).statusCode).toBe(403);
      expect((await t.request('GET', path)).statusCode).toBe(401);
    }
  });
});
