import type {
  BlockImpact,
  BlockList,
  BlockResult,
  BookingDetail,
  ConversationCandidateList,
  ConversationList,
  NotificationList,
} from '@pathwise/contracts';
import { buildTestApp, nextEvent, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_CANCEL_REASON } from '../../src/modules/blocks/service.ts';
import { approvedMentor, book, mentee, slotsOf } from '../bookings/lifecycle-support.ts';
import { mailTo } from '../bookings/notifications-support.ts';
import { as, clientId, openLive, startConversation } from '../messages/support.ts';
import { makePerson, type Person } from '../onboarding/support.ts';

/**
 * Blocks against the real PostgreSQL (docs/product.md#1214-blocking): either side blocks the
 * other; while a block stands neither can message or book the other and the blocked person
 * sees none of the blocker's slots; a block cancels the upcoming sessions between the two with
 * the usual notices; the list in Settings → Privacy; unblocking restores everything.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** A mentee, an approved mentor with hours every day, and a conversation the mentee started. */
async function people() {
  const { mentor, planId } = await approvedMentor(t);
  const grace = await mentee(t, 'Grace Hopper');
  const conversation = await startConversation(t, grace, mentor.id);
  return { mentor, grace, planId, conversation };
}

const block = (who: Person, otherId: string) => as(t, who).put(`/api/blocks/${otherId}`, {});
const unblock = (who: Person, otherId: string) => as(t, who).delete(`/api/blocks/${otherId}`);

/** The message and booking refusals between `a` and `b`, each way. */
async function expectCutOff(
  a: Person,
  b: Person,
  conversationId: string,
  mentor: Person,
  grace: Person,
  planId: string,
) {
  for (const who of [a, b]) {
    const sent = await as(t, who).post(`/api/conversations/${conversationId}/messages`, {
      text: 'Are you there?',
      clientId: clientId(),
    });
    expect(sent.statusCode, sent.body).toBe(403);
    expect(sent.json()).toMatchObject({ code: 403, type: 'conversation_blocked' });
  }
  const started = await as(t, grace).post('/api/conversations', {
    userId: mentor.id,
    text: 'Hello again',
    clientId: clientId(),
  });
  expect(started.statusCode, started.body).toBe(403);
  expect(started.json()).toMatchObject({ type: 'conversation_blocked' });
  const start = new Date(Date.now() + 5 * 24 * 3_600_000);
  start.setUTCMinutes(0, 0, 0);
  const booked = await as(t, grace).post('/api/bookings', {
    mentorId: mentor.id,
    planId,
    start: start.toISOString(),
  });
  expect(booked.statusCode, booked.body).toBe(403);
  expect(booked.json()).toMatchObject({ code: 403, type: 'booking_blocked' });
  // The blocked viewer sees no availability; anyone else still does.
  const from = new Date(Date.now() + 2 * 3_600_000).toISOString();
  const to = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
  const url = `/api/mentors/${mentor.id}/slots?from=${from}&to=${to}`;
  const hidden = await t.request('GET', url, { session: grace.session });
  expect(hidden.statusCode, hidden.body).toBe(200);
  expect(hidden.json<{ slots: string[] }>().slots).toEqual([]);
  expect((await slotsOf(t, mentor.id, 2)).length).toBeGreaterThan(0);
}

describe('blocking', () => {
  it('a mentee blocks a mentor: neither can message or book the other, until lifted', async () => {
    const { mentor, grace, planId, conversation } = await people();
    const res = await block(grace, mentor.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BlockResult>()).toMatchObject({ cancelledSessions: 0 });
    await expectCutOff(grace, mentor, conversation.id, mentor, grace, planId);
    // The conversation stays readable.
    const page = await as(t, mentor).get(`/api/conversations/${conversation.id}/messages`);
    expect(page.statusCode).toBe(200);

    expect((await unblock(grace, mentor.id)).statusCode).toBe(204);
    const again = await as(t, mentor).post(`/api/conversations/${conversation.id}/messages`, {
      text: 'Hello again',
      clientId: clientId(),
    });
    expect(again.statusCode, again.body).toBe(201);
    const [slot] = await slotsOf(t, mentor.id, 2);
    await book(t, grace, { mentorId: mentor.id, start: slot!, planId });
  });

  it('a mentor blocks a mentee: the same both ways', async () => {
    const { mentor, grace, planId, conversation } = await people();
    expect((await block(mentor, grace.id)).statusCode).toBe(200);
    await expectCutOff(mentor, grace, conversation.id, mentor, grace, planId);
    const theirs = (await as(t, grace).get('/api/conversations')).json<ConversationList>();
    expect(theirs.items[0]).toMatchObject({ blocked: true, blockedByMe: false });
  });

  it('cancels the upcoming sessions between the two with the usual notices, counted before', async () => {
    const { mentor, grace, planId } = await people();
    const [first, , third] = await slotsOf(t, mentor.id, 30);
    const one = await book(t, grace, { mentorId: mentor.id, start: first!, planId });
    const two = await book(t, grace, { mentorId: mentor.id, start: third!, planId });
    // Another mentee's session with the mentor is not touched.
    const other = await mentee(t);
    const [free] = await slotsOf(t, mentor.id, 60);
    const kept = await book(t, other, { mentorId: mentor.id, start: free!, planId });

    const impact = await as(t, grace).get(`/api/blocks/${mentor.id}/impact`);
    expect(impact.statusCode, impact.body).toBe(200);
    expect(impact.json<BlockImpact>()).toEqual({ upcomingSessions: 2 });

    const res = await block(grace, mentor.id);
    expect(res.json<BlockResult>().cancelledSessions).toBe(2);
    for (const id of [one.id, two.id]) {
      const detail = await as(t, mentor).get(`/api/bookings/${id}`);
      expect(detail.json<BookingDetail>().status).toBe('cancelled');
    }
    const untouched = await as(t, other).get(`/api/bookings/${kept.id}`);
    expect(untouched.json<BookingDetail>().status).toBe('confirmed');
    // The mentor hears of it as of any cancellation, with a neutral reason.
    const mail = await t.waitForMail(mailTo(mentor.email, /cancelled your session$/));
    expect(mail.text).toContain(BLOCK_CANCEL_REASON);
    expect(mail.text).not.toMatch(/blocked/i);
    const bell = (await as(t, mentor).get('/api/notifications')).json<NotificationList>();
    expect(bell.unreadCount).toBeGreaterThan(0);
    // Nothing left to cancel; a second block changes nothing (idempotent).
    expect((await as(t, grace).get(`/api/blocks/${mentor.id}/impact`)).json()).toEqual({
      upcomingSessions: 0,
    });
    const again = await block(grace, mentor.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<BlockResult>()).toEqual({
      blockedAt: res.json<BlockResult>().blockedAt,
      cancelledSessions: 0,
    });
  });

  it('lists the people blocked, latest first, and forgets a lifted block', async () => {
    const { mentor, grace } = await people();
    const { mentor: second } = await approvedMentor(t);
    await block(grace, mentor.id);
    await block(grace, second.id);
    const list = (await as(t, grace).get('/api/blocks')).json<BlockList>();
    expect(list.items.map((i) => i.id)).toEqual([second.id, mentor.id]);
    expect(list.items[0]!.photoUrl).toBeNull();
    expect(list.items[0]!.name.length).toBeGreaterThan(0);
    // The blocked person's own list is theirs alone.
    expect((await as(t, mentor).get('/api/blocks')).json<BlockList>().items).toEqual([]);
    await unblock(grace, second.id);
    expect(
      (await as(t, grace).get('/api/blocks')).json<BlockList>().items.map((i) => i.id),
    ).toEqual([mentor.id]);
    // Lifting what is not there is fine too.
    expect((await unblock(grace, second.id)).statusCode).toBe(204);
  });

  it('lifting one side’s block leaves the other side’s standing', async () => {
    const { mentor, grace, conversation } = await people();
    await block(grace, mentor.id);
    await block(mentor, grace.id);
    await unblock(grace, mentor.id);
    const sent = await as(t, grace).post(`/api/conversations/${conversation.id}/messages`, {
      text: 'Still?',
      clientId: clientId(),
    });
    expect(sent.statusCode).toBe(403);
  });

  it('leaves the other person out of Start a Conversation, either way', async () => {
    const { mentor, grace } = await people();
    await block(mentor, grace.id);
    const all = await as(t, grace).get(`/api/conversations/candidates?q=`);
    expect(all.json<ConversationCandidateList>().items.map((c) => c.id)).not.toContain(mentor.id);
    const only = await as(t, grace).get(`/api/conversations/candidates?with=${mentor.id}`);
    expect(only.json<ConversationCandidateList>().items).toEqual([]);
    await unblock(mentor, grace.id);
    const back = await as(t, grace).get(`/api/conversations/candidates?with=${mentor.id}`);
    expect(back.json<ConversationCandidateList>().items.map((c) => c.id)).toEqual([mentor.id]);
  });

  it('answers 404 for a deleted account', async () => {
    const grace = await mentee(t);
    const gone = await mentee(t);
    await t.db.query(`update users set deleted_at = now() where id = $1`, [gone.id]);
    const res = await block(grace, gone.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: 'user_not_found' });
  });

  it('forgets every block of a deleted account, both ways', async () => {
    const { mentor, grace } = await people();
    await block(grace, mentor.id);
    await block(mentor, grace.id);
    const gone = await t.request('DELETE', '/api/account', {
      session: grace.session,
      body: { password: grace.password },
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await as(t, mentor).get('/api/blocks')).json<BlockList>().items).toEqual([]);
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from user_blocks where blocker_id = $1 or blocked_id = $1',
      [grace.id],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('answers 400 for oneself, 404 for nobody, 401 signed out', async () => {
    const grace = await mentee(t);
    const self = await block(grace, grace.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 400, type: 'block_self' });
    const nobody = await block(grace, '00000000-0000-4000-8000-000000000000');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ type: 'user_not_found' });
    const impact = await as(t, grace).get(
      '/api/blocks/00000000-0000-4000-8000-000000000000/impact',
    );
    expect(impact.statusCode).toBe(404);
    const out = await t.request('PUT', `/api/blocks/${grace.id}`, { body: {} });
    expect(out.statusCode).toBe(401);
    // Anyone signed in may block, onboarded or not.
    const newcomer = await makePerson(t);
    expect((await block(newcomer, grace.id)).statusCode).toBe(200);
  });
});

describe('live', () => {
  it('tells both people’s open pages when a block is set or lifted', async () => {
    const live = await openLive();
    try {
      const lt = live.t;
      const { mentor } = await approvedMentor(lt);
      const grace = await mentee(lt);
      const socket = await live.socketOf(mentor.session);
      const own = await live.socketOf(grace.session);
      const set = nextEvent(socket, 'block:changed');
      const ownSet = nextEvent(own, 'block:changed');
      const put = await lt.request('PUT', `/api/blocks/${mentor.id}`, {
        session: grace.session,
        body: {},
      });
      expect(put.statusCode).toBe(200);
      expect(await set).toEqual({ userIds: [grace.id, mentor.id] });
      await ownSet;
      const lifted = nextEvent(socket, 'block:changed');
      await lt.request('DELETE', `/api/blocks/${mentor.id}`, { session: grace.session });
      expect(await lifted).toEqual({ userIds: [grace.id, mentor.id] });
    } finally {
      await live.close();
    }
  });
});
