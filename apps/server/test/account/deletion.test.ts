import { FORMER_MEMBER_NAME } from '@pathwise/contracts';
import {
  buildTestApp,
  connectSocket,
  listen,
  signIn,
  type TestApp,
} from '@pathwise/server/test-support';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/jobs/mail-job.ts';
import { makePerson } from '../onboarding/support.ts';
import { seedPeople } from './support.ts';

/**
 * Account deletion (docs/product.md#74-your-data, ADR 0019) against the real PostgreSQL:
 * what goes, what stays anonymised as "Former member", the other side's notices, the
 * directory, the confirmation, and the email free to sign up again.
 */

let uploadsDir: string;
let t: TestApp;
beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathwise-deletion-'));
  t = await buildTestApp({ env: { UPLOADS_DIR: uploadsDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const count = async (sql: string, values: unknown[]) =>
  Number((await t.db.query<{ n: string }>(`select count(*) as n from ${sql}`, values)).rows[0]!.n);

const remove = (session: string, body: Record<string, unknown>) =>
  t.request('DELETE', '/api/account', { session, body });

describe('DELETE /api/account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const { mentee } = await seedPeople(t);
    const res = await remove(mentee.session, { password: `${mentee.password}x` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ type: 'user_invalid_credentials' });
    expect((await t.request('GET', '/api/account', { session: mentee.session })).statusCode).toBe(
      200,
    );
    expect(await count('goals where mentee_id = $1', [mentee.id])).toBe(1);
    // No confirmation at all is refused too, for an account with a password.
    expect((await remove(mentee.session, {})).statusCode).toBe(400);
    // A two-factor code cannot stand in while two-factor authentication is not on.
    expect((await remove(mentee.session, { otp: '123456' })).statusCode).toBe(401);
  });

  it('erases the person, keeps what others need as "Former member", cancels and tells', async () => {
    const seeded = await seedPeople(t);
    const { mentee, mentor } = seeded;
    const second = await signIn(t, mentee);

    const res = await remove(mentee.session, { password: mentee.password });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.cookies.find((c) => c.name === 'pathwise_session')?.value).toBe('');

    // Signed out everywhere.
    for (const session of [mentee.session, second]) {
      expect((await t.request('GET', '/api/account', { session })).statusCode).toBe(401);
    }
    expect(await count('sessions where user_id = $1', [mentee.id])).toBe(0);
    expect(await count('account_tokens where user_id = $1', [mentee.id])).toBe(0);

    // Gone: profile, onboarding answers, goals, activities, notes, attachments (files too),
    // notifications, circle memberships.
    for (const table of [
      'mentee_profiles where user_id = $1',
      'onboarding where user_id = $1',
      'goals where mentee_id = $1',
      'activities where mentee_id = $1',
      'booking_attachments where uploader_id = $1',
      'notifications where user_id = $1',
      'circle_memberships where user_id = $1',
      'expert_requests where mentee_id = $1',
      'feature_requests where user_id = $1',
    ]) {
      expect(await count(table, [mentee.id]), table).toBe(0);
    }
    expect(fs.existsSync(path.join(uploadsDir, seeded.menteeFile.key))).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir, seeded.mentorFile.key))).toBe(true);
    const notes = await t.db.query<{ mentee_notes: string; mentor_notes: string }>(
      'select mentee_notes, mentor_notes from bookings where id = $1',
      [seeded.heldBookingId],
    );
    expect(notes.rows[0]).toEqual({ mentee_notes: '', mentor_notes: 'mentor-session-note' });
    // Their report stays for the record, without the name and email of their legal notice.
    const filed = await t.db.query(
      'select details, notice_name, notice_email from reports where reporter_id = $1',
      [mentee.id],
    );
    expect(filed.rows).toEqual([
      { details: 'mentee-report-details', notice_name: null, notice_email: null },
    ]);

    // The tombstone: no email, no password, named "Former member".
    const user = await t.db.query<{ email: string; name: string; password_hash: string | null }>(
      'select email, name, password_hash from users where id = $1',
      [mentee.id],
    );
    expect(user.rows[0]).toMatchObject({ name: FORMER_MEMBER_NAME, password_hash: null });
    expect(user.rows[0]!.email).not.toBe(mentee.email);

    // The upcoming session is cancelled and the mentor told (in the app and by mail).
    const upcoming = await t.db.query<{ status: string; cancelled_by: string }>(
      'select status, cancelled_by from bookings where id = $1',
      [seeded.upcomingBookingId],
    );
    expect(upcoming.rows[0]).toEqual({ status: 'cancelled', cancelled_by: 'mentee' });
    await expect
      .poll(() =>
        count(`notifications where user_id = $1 and event = 'booking.cancelled'`, [mentor.id]),
      )
      .toBe(1);
    await t.waitForMail((m) => m.to.includes(mentor.email) && /cancel/i.test(m.subject));

    // Kept for the others, anonymised: the review, the messages, the held session's earnings.
    const reviews = await t.request('GET', `/api/mentors/${mentor.id}/reviews`);
    expect(reviews.statusCode, reviews.body).toBe(200);
    expect(JSON.stringify(reviews.json())).toContain(FORMER_MEMBER_NAME);
    expect(reviews.body).not.toContain('Grace');
    const conversations = await t.request('GET', '/api/conversations', {
      session: mentor.session,
    });
    expect(conversations.statusCode, conversations.body).toBe(200);
    const contacts = conversations
      .json<{ items: Array<{ contact: { id: string; name: string } }> }>()
      .items.map((c) => c.contact);
    expect(contacts).toContainEqual(
      expect.objectContaining({ id: mentee.id, name: FORMER_MEMBER_NAME }),
    );
    expect(await count(`messages where sender_id = $1`, [mentee.id])).toBe(1);
    const posts = await t.request('GET', `/api/circles/${seeded.circleId}/posts`, {
      session: mentor.session,
    });
    expect(posts.statusCode, posts.body).toBe(200);
    const authors = posts
      .json<{ items: Array<{ author: { id: string; name: string } }> }>()
      .items.map((p) => p.author);
    expect(authors).toEqual([{ id: mentee.id, name: FORMER_MEMBER_NAME, isMentor: false }]);
    const heldAt = await t.db.query<{ month: string }>(
      `select to_char(starts_at at time zone 'UTC', 'YYYY-MM') as month from bookings where id = $1`,
      [seeded.heldBookingId],
    );
    const earnings = await t.request('GET', `/api/mentor/earnings?month=${heldAt.rows[0]!.month}`, {
      session: mentor.session,
    });
    expect(earnings.statusCode, earnings.body).toBe(200);
    expect(
      earnings.json<{ selected: { byMentee: Array<{ name: string; held: number }> } }>().selected
        .byMentee,
    ).toContainEqual(expect.objectContaining({ name: FORMER_MEMBER_NAME, held: 1 }));

    // The old password no longer signs in; the email signs up again.
    const again = await t.request('POST', '/api/account/sessions/email', {
      body: { email: mentee.email, password: mentee.password },
    });
    expect(again.statusCode).toBe(401);
    const signup = await t.request('POST', '/api/account', {
      body: { email: mentee.email, password: 'a-new-long-password-1', name: 'Grace Again' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    expect(signup.json<{ id: string }>().id).not.toBe(mentee.id);
  });

  it('takes an approved mentor out of the directory at once', async () => {
    const { mentor } = await seedPeople(t);
    const listed = async () => {
      const res = await t.request('GET', '/api/mentors?pageSize=50');
      return res.json<{ items: Array<{ id: string }> }>().items.some((m) => m.id === mentor.id);
    };
    expect(await listed()).toBe(true);
    expect((await t.request('GET', `/api/mentors/${mentor.id}`)).statusCode).toBe(200);

    const res = await remove(mentor.session, { password: mentor.password });
    expect(res.statusCode, res.body).toBe(204);
    expect(await listed()).toBe(false);
    expect((await t.request('GET', `/api/mentors/${mentor.id}`)).statusCode).toBe(404);
    expect(await count('mentor_profiles where user_id = $1', [mentor.id])).toBe(0);
  });

  it('confirms an account without a password by a fresh sign-in', async () => {
    const person = await makePerson(t);
    // As an account made through Google or LinkedIn sign-in: no password.
    await t.db.query('update users set password_hash = null where id = $1', [person.id]);
    expect((await remove(person.session, { password: 'anything-at-all' })).statusCode).toBe(401);
    await t.db.query(
      `update sessions set created_at = now() - interval '11 minutes' where user_id = $1`,
      [person.id],
    );
    const stale = await remove(person.session, {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ type: 'user_reauthentication_required' });
    await t.db.query(`update sessions set created_at = now() where user_id = $1`, [person.id]);
    expect((await remove(person.session, {})).statusCode).toBe(204);
    expect((await t.request('GET', '/api/account', { session: person.session })).statusCode).toBe(
      401,
    );
  });

  it('closes the person’s live connections', async () => {
    const url = await listen(t);
    const person = await makePerson(t);
    const socket = await connectSocket(url, await signIn(t, person));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await remove(person.session, { password: person.password })).statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
  });

  it('needs a session', async () => {
    expect((await t.request('DELETE', '/api/account', { body: {} })).statusCode).toBe(401);
  });
});

describe('mail to a deleted account', () => {
  it('is never queued: its address is on the reserved .invalid domain', async () => {
    const sent: unknown[] = [];
    const boss = { send: async (...args: unknown[]) => void sent.push(args) };
    const mailer = createMailer(boss as unknown as PgBoss);
    const mail = { subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };
    await mailer.send({ ...mail, to: 'deleted-0a1b@deleted.invalid' });
    expect(sent).toHaveLength(0);
    await mailer.send({ ...mail, to: 'someone@example.com' });
    expect(sent).toHaveLength(1);
  });
});
