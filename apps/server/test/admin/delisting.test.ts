import { AuditLogPage, MentorApplication, type PublicMentorList } from '@pathwise/contracts';
import { buildTestApp, uniqueEmail, type TestApp } from '@pathwise/server/test-support';
import type { CaughtMail } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, onboardedPerson, type Person } from '../onboarding/support.ts';
import { insertBooking } from '../bookings/support.ts';

/**
 * Delisting and relisting an approved mentor (docs/product.md#144-the-mentor-lifecycle): gone
 * from the directory, the public profile, slots and new bookings at once, sessions already
 * booked kept; the reason mailed; one audit row each; admins only.
 */

const ADMIN_EMAIL = uniqueEmail('delist-admin');
let t: TestApp;
let admin: Person;

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = await makePerson(t, { email: ADMIN_EMAIL, name: 'Dee Lister' });
});
afterAll(async () => {
  await t?.close();
});

const delist = (userId: string, body: unknown, session = admin.session) =>
  t.request('POST', `/api/admin/mentors/${userId}/delist`, { session, body });
const relist = (userId: string, session = admin.session) =>
  t.request('POST', `/api/admin/mentors/${userId}/relist`, { session });
const mailTo = (email: string, subject: RegExp) => (m: CaughtMail) =>
  m.to.includes(email) && subject.test(m.subject);

async function approvedMentor(name: string): Promise<Person> {
  const mentor = await onboardedPerson(t, 'coach', { name });
  const res = await t.request('POST', `/api/admin/mentors/${mentor.id}/approve`, {
    session: admin.session,
  });
  expect(res.statusCode, res.body).toBe(200);
  return mentor;
}

/** Whether a directory search for `name` finds `id` (the cached search, ADR 0007). */
async function inDirectory(id: string, name: string): Promise<boolean> {
  const res = await t.request('GET', `/api/mentors?q=${encodeURIComponent(name)}&pageSize=50`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PublicMentorList>().items.some((m) => m.id === id);
}

const slotsOf = (mentorId: string) => {
  const from = new Date();
  const to = new Date(from.getTime() + 7 * 24 * 3600_000);
  return t.request(
    'GET',
    `/api/mentors/${mentorId}/slots?from=${from.toISOString()}&to=${to.toISOString()}`,
  );
};

describe('delisting a mentor', () => {
  it('hides them from the directory, profile, slots and new bookings, keeps sessions, mails the reason', async () => {
    const mentor = await approvedMentor('Delia Listed');
    const mentee = await onboardedPerson(t, 'mentee');
    const booked = await insertBooking(t, mentor, mentee);
    // Asked once before, so the directory's answer is in the cache when the mentor goes.
    expect(await inDirectory(mentor.id, 'Delia Listed')).toBe(true);
    const profile = await t.request('GET', `/api/mentors/${mentor.id}`);
    expect(profile.statusCode).toBe(200);
    const planId = profile.json<{ plans: { id: string }[] }>().plans[0]!.id;

    const reason = 'Several mentees reported\nmissed sessions.';
    const res = await delist(mentor.id, { reason: `  ${reason}  ` });
    expect(res.statusCode, res.body).toBe(200);
    const application = MentorApplication.parse(res.json());
    expect(application).toMatchObject({ status: 'approved', delistReason: reason });
    expect(Date.now() - Date.parse(application.delistedAt!)).toBeLessThan(60_000);

    expect(await inDirectory(mentor.id, 'Delia Listed')).toBe(false);
    expect((await t.request('GET', `/api/mentors/${mentor.id}`)).statusCode).toBe(404);
    expect((await slotsOf(mentor.id)).statusCode).toBe(404);
    const booking = await t.request('POST', '/api/bookings', {
      session: mentee.session,
      body: { mentorId: mentor.id, planId, start: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(booking.statusCode, booking.body).toBe(404);
    expect(booking.json()).toMatchObject({ type: 'mentor_not_found' });
    // The session already booked stays.
    const kept = await t.request('GET', `/api/bookings/${booked}`, { session: mentee.session });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ status: 'confirmed' });

    const mail = await t.waitForMail(mailTo(mentor.email, /delisted/));
    expect(mail.subject).toBe('Your Pathwise mentor profile was delisted');
    expect(mail.text).toContain('Hi Delia,');
    expect(mail.text).toContain('> Several mentees reported\n> missed sessions.');

    const log = await t.request('GET', `/api/admin/audit-log?subjectUserId=${mentor.id}`, {
      session: admin.session,
    });
    expect(AuditLogPage.parse(log.json()).entries.map((e) => [e.action, e.note])).toEqual([
      ['delist', reason],
      ['approve', null],
    ]);
  });

  it('relists: back in the directory and bookable, mailed, one audit row', async () => {
    const mentor = await approvedMentor('Rhea Relisted');
    expect((await delist(mentor.id, { reason: 'Paused for a check.' })).statusCode).toBe(200);
    expect(await inDirectory(mentor.id, 'Rhea Relisted')).toBe(false);

    const res = await relist(mentor.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ delistedAt: null, delistReason: null });
    expect(await inDirectory(mentor.id, 'Rhea Relisted')).toBe(true);
    expect((await t.request('GET', `/api/mentors/${mentor.id}`)).statusCode).toBe(200);
    expect((await slotsOf(mentor.id)).statusCode).toBe(200);

    const mail = await t.waitForMail(mailTo(mentor.email, /listed again/));
    expect(mail.subject).toBe('Your Pathwise mentor profile is listed again');
    const log = await t.request(
      'GET',
      `/api/admin/audit-log?subjectUserId=${mentor.id}&action=relist`,
      { session: admin.session },
    );
    expect(AuditLogPage.parse(log.json()).entries).toHaveLength(1);
  });

  it('refuses what does not change the listing, a missing reason and a mentor not approved', async () => {
    const mentor = await approvedMentor('Una Changed');
    expect((await relist(mentor.id)).json()).toMatchObject({
      code: 409,
      type: 'mentor_listing_unchanged',
    });
    expect((await delist(mentor.id, { reason: '   ' })).statusCode).toBe(400);
    expect((await delist(mentor.id, {})).statusCode).toBe(400);
    expect((await delist(mentor.id, { reason: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await delist(mentor.id, { reason: 'Once.' })).statusCode).toBe(200);
    expect((await delist(mentor.id, { reason: 'Twice.' })).json()).toMatchObject({
      code: 409,
      type: 'mentor_listing_unchanged',
    });

    const pending = await onboardedPerson(t, 'coach');
    expect((await delist(pending.id, { reason: 'No.' })).json()).toMatchObject({
      code: 409,
      type: 'mentor_not_approved',
    });
    expect((await delist('no-such-user', { reason: 'No.' })).statusCode).toBe(404);
    const { rows } = await t.db.query<{ action: string }>(
      `select action from admin_actions where subject_user_id = $1 order by created_at`,
      [mentor.id],
    );
    expect(rows.map((r) => r.action)).toEqual(['approve', 'delist']);
  });

  it('answers 403 to a member who is not an admin', async () => {
    const mentor = await approvedMentor('Mo Protected');
    const member = await makePerson(t, { email: uniqueEmail('member'), name: 'Mem Ber' });
    expect((await delist(mentor.id, { reason: 'Because.' }, member.session)).statusCode).toBe(403);
    expect((await relist(mentor.id, member.session)).statusCode).toBe(403);
  });
});
