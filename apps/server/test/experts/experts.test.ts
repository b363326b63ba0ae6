import type { ExpertInbox, ExpertRequest, MessagePage, MyExpertRequest } from '@pathwise/contracts';
import {
  buildTestApp,
  connectSocket,
  listen,
  nextEvent,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardedPerson } from '../onboarding/support.ts';
import { as, ask, expert } from './support.ts';

/**
 * Ask an Expert against the real PostgreSQL (docs/product.md#129-expertfinder):
 * who may do what, one open request per mentee, the rate limit, the inbox's order, live
 * delivery to online experts only, and first-accept-wins under a race of 10 experts.
 */

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  url = await listen(t);
});
afterAll(() => t?.close());

describe('Ask an Expert: who may do what', () => {
  it('lets only mentees ask, only opted-in experts read the inbox and accept', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    const other = await onboardedPerson(t, 'mentee');
    const plainMentor = await onboardedPerson(t, 'coach');
    const pro = await expert(t, 'sales');

    expect((await t.request('POST', '/api/expert-requests', { body: {} })).statusCode).toBe(401);
    const byMentor = await as(t, pro).post('/api/expert-requests', {
      topic: 'sales',
      description: 'Help',
    });
    expect(byMentor.statusCode).toBe(403);

    const request = await ask(t, mentee, 'sales');
    expect(request).toMatchObject({ status: 'open', topic: 'sales', expert: null });

    // A mentee has no inbox and cannot accept.
    expect((await as(t, mentee).get('/api/expert-requests/inbox')).statusCode).toBe(403);
    expect((await as(t, other).post(`/api/expert-requests/${request.id}/accept`)).statusCode).toBe(
      403,
    );
    // A mentor who did not opt in sees an empty inbox that says so, and cannot accept.
    const plainInbox = await as(t, plainMentor).get('/api/expert-requests/inbox');
    expect(plainInbox.json<ExpertInbox>()).toEqual({ items: [], optedIn: false });
    expect(
      (await as(t, plainMentor).post(`/api/expert-requests/${request.id}/accept`)).statusCode,
    ).toBe(403);
    // Another mentee can neither cancel it nor see it.
    const cancelOther = await as(t, other).post(`/api/expert-requests/${request.id}/cancel`);
    expect(cancelOther.statusCode).toBe(404);
    expect(
      (await as(t, other).get('/api/expert-requests/mine')).json<MyExpertRequest>().request,
    ).toBeNull();

    // The expert sees it with the mentee's public name only (her onboarding bio named her).
    const inbox = (await as(t, pro).get('/api/expert-requests/inbox')).json<ExpertInbox>();
    const seen = inbox.items.find((i) => i.id === request.id);
    expect(seen).toMatchObject({ matchesMyExpertise: true, mentee: { name: 'Grace H.' } });

    const cancelled = await as(t, mentee).post(`/api/expert-requests/${request.id}/cancel`);
    expect(cancelled.json<ExpertRequest>().status).toBe('cancelled');
    const inboxAfter = (await as(t, pro).get('/api/expert-requests/inbox')).json<ExpertInbox>();
    expect(inboxAfter.items.map((i) => i.id)).not.toContain(request.id);
  });

  it('keeps one open request per mentee and counts 5 per hour', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    const first = await ask(t, mentee);
    const second = await as(t, mentee).post('/api/expert-requests', {
      topic: 'career',
      description: 'Another one',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ type: 'expert_request_open' });
    // A refused second request does not count: 4 more fit in the hour, the 6th does not.
    await as(t, mentee).post(`/api/expert-requests/${first.id}/cancel`);
    for (let i = 0; i < 4; i++) {
      const r = await ask(t, mentee);
      await as(t, mentee).post(`/api/expert-requests/${r.id}/cancel`);
    }
    const sixth = await as(t, mentee).post('/api/expert-requests', {
      topic: 'career',
      description: 'Sixth',
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ type: 'general_rate_limit_exceeded' });
  });

  it('refuses an empty or too long description', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    for (const description of ['   ', 'x'.repeat(751)]) {
      const res = await as(t, mentee).post('/api/expert-requests', {
        topic: 'career',
        description,
      });
      expect(res.statusCode).toBe(400);
    }
    const badTopic = await as(t, mentee).post('/api/expert-requests', {
      topic: 'astrology',
      description: 'Help',
    });
    expect(badTopic.statusCode).toBe(400);
  });
});

describe('Ask an Expert: matching and live delivery', () => {
  it('orders the inbox by the expert’s topic first, then newest', async () => {
    const own = await buildTestApp();
    try {
      const marketer = await expert(own, 'marketing');
      const [a, b, c] = [
        await onboardedPerson(own, 'mentee'),
        await onboardedPerson(own, 'mentee'),
        await onboardedPerson(own, 'mentee'),
      ];
      const oldMatch = await ask(own, a, 'marketing', 'Old marketing question');
      const other = await ask(own, b, 'sales', 'Sales question');
      const newMatch = await ask(own, c, 'marketing', 'New marketing question');
      const inbox = (await as(own, marketer).get('/api/expert-requests/inbox')).json<ExpertInbox>();
      expect(inbox.optedIn).toBe(true);
      expect(inbox.items.map((i) => i.id)).toEqual([newMatch.id, oldMatch.id, other.id]);
      expect(inbox.items.map((i) => i.matchesMyExpertise)).toEqual([true, true, false]);
    } finally {
      await own.close();
    }
  });

  it('pushes a new request to online experts only, nothing on connect', async () => {
    const online = await expert(t, 'leadership');
    const elsewhere = await expert(t, 'sales');
    const offline = await expert(t, 'leadership');
    const mentee = await onboardedPerson(t, 'mentee');
    const onlineSocket = await connectSocket(url, online.session);
    const elsewhereSocket = await connectSocket(url, elsewhere.session);
    try {
      const toOnline = nextEvent(onlineSocket, 'expert-request:new');
      const toElsewhere = nextEvent(elsewhereSocket, 'expert-request:new');
      const request = await ask(t, mentee, 'leadership', 'My team ignores me.');
      expect((await toOnline).request).toMatchObject({
        id: request.id,
        matchesMyExpertise: true,
        description: 'My team ignores me.',
      });
      expect((await toElsewhere).request).toMatchObject({
        id: request.id,
        matchesMyExpertise: false,
      });

      // The offline expert connects later: nothing is pushed; the inbox has it.
      const late = await connectSocket(url, offline.session);
      try {
        const pushed = nextEvent(late, 'expert-request:new', 500);
        await expect(pushed).rejects.toThrow();
        const inbox = (await as(t, offline).get('/api/expert-requests/inbox')).json<ExpertInbox>();
        expect(inbox.items.map((i) => i.id)).toContain(request.id);
      } finally {
        late.close();
      }
      const mine = (await as(t, mentee).get('/api/expert-requests/mine')).json<MyExpertRequest>();
      expect(mine.request?.id).toBe(request.id);
      expect(mine.expertsOnline).toBeGreaterThanOrEqual(2);
      await as(t, mentee).post(`/api/expert-requests/${request.id}/cancel`);
    } finally {
      onlineSocket.close();
      elsewhereSocket.close();
    }
  });
});

describe('Ask an Expert: first accept wins', () => {
  it('of 10 experts accepting at once exactly one wins; both sides get the conversation', async () => {
    const experts = [];
    for (let i = 0; i < 10; i++) experts.push(await expert(t, 'performance'));
    const mentee = await onboardedPerson(t, 'mentee', { name: 'Jordan Rivera' });
    const menteeSocket = await connectSocket(url, mentee.session);
    const loserSocket = await connectSocket(url, experts[9]!.session);
    try {
      const request = await ask(t, mentee, 'performance');
      const toMentee = nextEvent(menteeSocket, 'expert-request:updated');
      const results = await Promise.all(
        experts.map((e) => as(t, e).post(`/api/expert-requests/${request.id}/accept`)),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      for (const lost of results.filter((r) => r.statusCode === 409)) {
        expect(lost.json()).toMatchObject({ type: 'expert_request_taken' });
      }
      const winIndex = results.findIndex((r) => r.statusCode === 200);
      const won = results[winIndex]!.json<ExpertRequest>();
      expect(won.status).toBe('accepted');
      expect(won.conversationId).toBeTruthy();
      expect(won.expert?.id).toBe(experts[winIndex]!.id);

      const update = await toMentee;
      expect(update.request).toMatchObject({
        id: request.id,
        status: 'accepted',
        conversationId: won.conversationId,
        mentee: { name: 'Jordan Rivera' },
      });
      const { rows } = await t.db.query<{ mentee_id: string; mentor_id: string }>(
        'select mentee_id, mentor_id from conversations where id = $1',
        [won.conversationId],
      );
      expect(rows).toEqual([{ mentee_id: mentee.id, mentor_id: experts[winIndex]!.id }]);
      // The question is the conversation's first message, from the mentee, stored once
      // (docs/product.md#129-expertfinder).
      for (const reader of [mentee, experts[winIndex]!]) {
        const page = (
          await as(t, reader).get(`/api/conversations/${won.conversationId}/messages`)
        ).json<MessagePage>();
        expect(page.items.map((m) => [m.senderId, m.text])).toEqual([
          [mentee.id, 'I am stuck negotiating my first offer.'],
        ]);
      }
      if (winIndex !== 9) {
        // A loser's screen drops it (it may have been closed before we listened: check the inbox).
        const inbox = (
          await as(t, experts[9]!).get('/api/expert-requests/inbox')
        ).json<ExpertInbox>();
        expect(inbox.items.map((i) => i.id)).not.toContain(request.id);
      }
      const mine = (await as(t, mentee).get('/api/expert-requests/mine')).json<MyExpertRequest>();
      expect(mine.request).toMatchObject({
        status: 'accepted',
        conversationId: won.conversationId,
      });
      // The mentee's home shows the First Question badge earned.
      const summary = await as(t, mentee).get('/api/me/summary?timeZone=UTC');
      expect(summary.statusCode, summary.body).toBe(200);
      const badge = summary
        .json<{ badges: { key: string; earnedAt: string | null }[] }>()
        .badges.find((b) => b.key === 'first_question');
      expect(badge?.earnedAt).toBe(request.createdAt);
    } finally {
      menteeSocket.close();
      loserSocket.close();
    }
  });

  it('tells the other online experts that a request was taken', async () => {
    const winner = await expert(t, 'success');
    const other = await expert(t, 'success');
    const mentee = await onboardedPerson(t, 'mentee');
    const otherSocket = await connectSocket(url, other.session);
    try {
      const request = await ask(t, mentee, 'success');
      const closed = nextEvent(otherSocket, 'expert-request:closed');
      const res = await as(t, winner).post(`/api/expert-requests/${request.id}/accept`);
      expect(res.statusCode).toBe(200);
      expect(await closed).toEqual({ requestId: request.id });
      const again = await as(t, other).post(`/api/expert-requests/${request.id}/accept`);
      expect(again.statusCode).toBe(409);
    } finally {
      otherSocket.close();
    }
  });
});
