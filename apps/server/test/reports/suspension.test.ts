import { connectSocket, listen } from '@pathwise/server/test-support';
import { describe, expect, it } from 'vitest';
import { insertBooking } from '../bookings/support.ts';
import { approvedMentor, mentee, startConversation } from '../messages/support.ts';
import { makePerson } from '../onboarding/support.ts';
import { moderationApp } from './support.ts';

/**
 * Suspension against the real PostgreSQL (docs/product.md#143-moderation-and-suspension):
 * sessions and sockets end, sign-in is refused, the mentor leaves the directory, profile,
 * slots and booking, upcoming sessions are cancelled; reinstatement and a lapsed suspension
 * let the person in again; the statement's appeal reaches the queue; 403 for members on
 * every admin route.
 */

const m = moderationApp();
const { report, openReportOn, resolve, auditOf } = m;

/** How many mentors the directory lists (a kept answer is reused while nothing changed). */
async function directoryTotal(): Promise<number> {
  const res = await m.t.request('GET', '/api/mentors');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ total: number }>().total;
}

describe('suspension', () => {
  it('ends sessions and sockets, refuses sign-in, hides the mentor, cancels sessions; reinstate restores', async () => {
    const { mentor } = await approvedMentor(m.t);
    const grace = await mentee(m.t);
    await startConversation(m.t, grace, mentor.id);
    const upcoming = await insertBooking(m.t, mentor, grace);
    const url = await listen(m.t);
    const socket = await connectSocket(url, mentor.session);
    const closed = new Promise<string>((done) => socket.on('disconnect', done));

    const listedBefore = await directoryTotal();
    await report(grace, { kind: 'user', id: mentor.id }, { reason: 'scam' });
    const item = await openReportOn(mentor.id);
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await resolve(item.id, { action: 'suspend', note: 'Scamming mentees.', until });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'actioned', reportedPerson: { suspended: true } });

    expect(await closed).toBe('io server disconnect');
    socket.close();
    const sessions = await m.t.db.query('select 1 from sessions where user_id = $1', [mentor.id]);
    expect(sessions.rowCount).toBe(0);
    const signedOut = await m.t.request('GET', '/api/conversations', { session: mentor.session });
    expect(signedOut.statusCode).toBe(401);
    const signIn = await m.t.request('POST', '/api/account/sessions/email', {
      body: { email: mentor.email, password: mentor.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ type: 'user_suspended' });
    expect(signIn.json<{ message: string }>().message).toMatch(/until .*appeal/);

    expect((await m.t.request('GET', `/api/mentors/${mentor.id}`)).statusCode).toBe(404);
    expect(await directoryTotal()).toBe(listedBefore - 1);
    // Nobody sees their free times or can start a booking with them.
    const from = new Date(Date.now() + 86_400_000).toISOString();
    const to = new Date(Date.now() + 14 * 86_400_000).toISOString();
    const slots = await m.t.request(
      'GET',
      `/api/mentors/${mentor.id}/slots?from=${from}&to=${to}`,
      {
        session: grace.session,
      },
    );
    expect(slots.statusCode).toBe(404);
    const policy = await m.t.request('GET', `/api/mentors/${mentor.id}/booking-policy`, {
      session: grace.session,
    });
    expect(policy.statusCode).toBe(404);
    const { rows } = await m.t.db.query<{ status: string }>(
      'select status from bookings where id = $1',
      [upcoming],
    );
    expect(rows).toEqual([{ status: 'cancelled' }]);
    const statement = await m.t.waitForMail(
      (m) => m.to.includes(mentor.email) && m.subject.includes('suspended'),
    );
    expect(statement.text).toContain('/appeal/');

    const back = await m.t.request('DELETE', `/api/admin/users/${mentor.id}/suspension`, {
      session: m.admin.session,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(
      (
        await m.t.request('POST', '/api/account/sessions/email', {
          body: { email: mentor.email, password: mentor.password },
        })
      ).statusCode,
    ).toBe(201);
    expect((await m.t.request('GET', `/api/mentors/${mentor.id}`)).statusCode).toBe(200);
    expect(await directoryTotal()).toBe(listedBefore);
    expect((await auditOf(mentor.id)).map((e) => e.action)).toEqual(['reinstate', 'suspend']);
  });

  it('a direct suspension whose end has passed lets the person in again', async () => {
    const person = await makePerson(m.t);
    const res = await m.t.request('POST', `/api/admin/users/${person.id}/suspension`, {
      session: m.admin.session,
      body: { reason: 'Cooling off.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const signIn = () =>
      m.t.request('POST', '/api/account/sessions/email', {
        body: { email: person.email, password: person.password },
      });
    expect((await signIn()).statusCode).toBe(403);

    // The statement's appeal link brings the case to the queue as a report on the person.
    const statement = await m.t.waitForMail(
      (m) => m.to.includes(person.email) && m.subject.includes('suspended'),
    );
    expect(statement.text).toContain('until further notice');
    const token = /\/appeal\/([0-9a-f]+)/.exec(statement.text)?.[1];
    const appeal = await m.t.request('POST', `/api/appeals/${token}`, {
      body: { text: 'Please let me back in.' },
    });
    expect(appeal.statusCode, appeal.body).toBe(200);
    const reopened = await openReportOn(person.id);
    expect(reopened).toMatchObject({
      subject: { kind: 'user', id: person.id },
      appeal: { text: 'Please let me back in.' },
    });

    await m.t.db.query(
      `update users set suspended_until = now() - interval '1 minute' where id = $1`,
      [person.id],
    );
    expect((await signIn()).statusCode).toBe(201);
  });

  it('answers 403 to members on every admin route', async () => {
    const member = await makePerson(m.t);
    const calls: ['GET' | 'POST' | 'DELETE', string][] = [
      ['GET', '/api/admin/reports?status=open'],
      ['POST', '/api/admin/reports/x/resolution'],
      ['POST', `/api/admin/users/${m.admin.id}/suspension`],
      ['DELETE', `/api/admin/users/${m.admin.id}/suspension`],
    ];
    for (const [method, path] of calls) {
      const res = await m.t.request(method, path, {
        session: member.session,
        body: method === 'POST' ? { action: 'dismiss', note: 'x', reason: 'x' } : undefined,
      });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
    }
  });
});
