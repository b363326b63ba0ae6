import type {
  Conversation,
  ConversationCandidateList,
  ConversationList,
  ConversationRead,
  Message,
  MessagePage,
} from '@pathwise/contracts';
import { nextEvent, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson } from '../onboarding/support.ts';
import {
  approvedMentor,
  as,
  bookingRow,
  clientId,
  mentee,
  pair,
  send,
  openLive,
  type LiveApp,
} from './support.ts';

/**
 * Conversations and messages against the real PostgreSQL (docs/product.md#126-messaging:
 * authorisation of every call, idempotent send, missed-message catch-up, read state,
 * the socket's events, block, the rate limit).
 */

let live: LiveApp;
let t: TestApp;
beforeAll(async () => {
  live = await openLive();
  t = live.t;
});
afterAll(() => live?.close());

const socketOf = (session: string) => live.socketOf(session);

/** A `POST /api/conversations` body: the first message to `userId`. */
const first = (userId: string, text = 'Hello, may I ask about interviews?') => ({
  userId,
  text,
  clientId: clientId(),
});

describe('authorisation', () => {
  it('answers 401 signed out, 404 to an outsider and 403 to the wrong role on every route', async () => {
    const { mentor, mentee: grace, conversation } = await pair(t);
    const m = await send(t, grace, conversation.id, 'Hello');
    const base = `/api/conversations/${conversation.id}`;
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/conversations'],
      ['POST', '/api/conversations', { userId: mentor.id, text: 'Hi', clientId: clientId() }],
      ['GET', '/api/conversations/candidates'],
      ['GET', `${base}/messages`],
      ['POST', `${base}/messages`, { text: 'Hi', clientId: clientId() }],
      ['POST', `${base}/read`, {}],
      ['PUT', `${base}/moderation`, { muted: true }],
      ['POST', `${base}/messages/${m.id}/answer`, { answer: 'accepted' }],
    ];
    for (const [method, path, body] of routes) {
      const res = await t.request(method, path, { body });
      expect(res.statusCode, `${method} ${path}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, type: 'general_unauthorized' });
    }
    // Someone else, onboarded: the conversation does not exist for them.
    const outsider = await mentee(t);
    for (const [method, path, body] of routes.slice(3)) {
      const res = await t.request(method, path, { session: outsider.session, body });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toMatchObject({ type: 'conversation_not_found' });
    }
    // Not onboarded: 403 everywhere.
    const newcomer = await makePerson(t);
    for (const [method, path, body] of routes) {
      const res = await t.request(method, path, { session: newcomer.session, body });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
    }
    // The mentee cannot moderate; the mentor cannot answer the mentee's invite.
    const mod = await as(t, grace).put(`${base}/moderation`, { muted: true });
    expect(mod.statusCode).toBe(403);
    expect(mod.json()).toMatchObject({ type: 'general_forbidden' });
    const ans = await as(t, mentor).post(`${base}/messages/${m.id}/answer`, { answer: 'accepted' });
    expect(ans.statusCode).toBe(403);
  });
});

describe('starting a conversation', () => {
  it('creates the conversation with its first message, never empty', async () => {
    const { mentor } = await approvedMentor(t);
    const grace = await mentee(t);
    // Without a first message nothing is created.
    const bare = await as(t, grace).post('/api/conversations', { userId: mentor.id });
    expect(bare.statusCode).toBe(400);
    const blank = await as(t, grace).post('/api/conversations', first(mentor.id, '   '));
    expect(blank.statusCode).toBe(400);
    expect((await as(t, mentor).get('/api/conversations')).json<ConversationList>().items).toEqual(
      [],
    );

    const body = first(mentor.id);
    const res = await as(t, grace).post('/api/conversations', body);
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json<Conversation>();
    expect(started).toMatchObject({
      contact: { id: mentor.id, role: 'mentor', online: false },
      lastMessage: { senderId: grace.id, text: body.text, clientId: body.clientId },
      unreadCount: 0,
      muted: false,
      blocked: false,
      blockedByMe: false,
    });
    // The mentor has it with the message, unread; its messages are that one message.
    const listed = (await as(t, mentor).get('/api/conversations')).json<ConversationList>();
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toMatchObject({
      id: started.id,
      unreadCount: 1,
      lastMessage: { text: body.text },
    });
    const page = (
      await as(t, mentor).get(`/api/conversations/${started.id}/messages`)
    ).json<MessagePage>();
    expect(page.items.map((m) => m.text)).toEqual([body.text]);
    // A retry stores nothing more (200, the same conversation).
    const retry = await as(t, grace).post('/api/conversations', body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<Conversation>().id).toBe(started.id);
    // Starting again adds the message to the pair's conversation; so does the mentor's start.
    const again = await as(t, grace).post('/api/conversations', first(mentor.id, 'Me again'));
    expect(again.statusCode).toBe(201);
    expect(again.json<Conversation>().id).toBe(started.id);
    const byMentor = await as(t, mentor).post('/api/conversations', first(grace.id, 'Sure!'));
    expect(byMentor.statusCode).toBe(201);
    expect(byMentor.json<Conversation>().id).toBe(started.id);
    const all = (
      await as(t, grace).get(`/api/conversations/${started.id}/messages`)
    ).json<MessagePage>();
    expect(all.items.map((m) => m.text)).toEqual([body.text, 'Me again', 'Sure!']);
    // A clientId used in another conversation is refused.
    const { mentor: other } = await approvedMentor(t);
    const reused = await as(t, grace).post('/api/conversations', { ...body, userId: other.id });
    expect(reused.statusCode).toBe(409);
  });

  it('tells both people at once: conversation:new and message:new, and a notification', async () => {
    const { mentor } = await approvedMentor(t);
    const grace = await mentee(t);
    const socket = await socketOf(mentor.session);
    const conversationNew = nextEvent(socket, 'conversation:new');
    const messageNew = nextEvent(socket, 'message:new');
    const res = await as(t, grace).post('/api/conversations', first(mentor.id, 'Hi there'));
    expect(res.statusCode).toBe(201);
    expect((await conversationNew).conversation.id).toBe(res.json<Conversation>().id);
    expect((await messageNew).message).toMatchObject({ text: 'Hi there', senderId: grace.id });
    const notes = await as(t, mentor).get('/api/notifications');
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.body).toContain(res.json<Conversation>().id);
  });

  it('keeps the send rules: a blocked mentee cannot start again', async () => {
    const { mentor, mentee: grace } = await pair(t);
    expect((await as(t, mentor).put(`/api/blocks/${grace.id}`, {})).statusCode).toBe(200);
    const res = await as(t, grace).post('/api/conversations', first(mentor.id));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ type: 'conversation_blocked' });
  });

  it('refuses a mentee writing to a non-mentor, and a mentor writing to a stranger', async () => {
    const grace = await mentee(t);
    const other = await mentee(t);
    const res = await as(t, grace).post('/api/conversations', first(other.id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: 'mentor_not_found' });
    const { mentor } = await approvedMentor(t);
    const stranger = await as(t, mentor).post('/api/conversations', first(other.id));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ type: 'conversation_not_allowed' });
    const nobody = await as(t, mentor).post(
      '/api/conversations',
      first('00000000-0000-4000-8000-000000000000'),
    );
    expect(nobody.statusCode).toBe(404);
    // With a booking, the mentor may start it.
    await bookingRow(t, mentor.id, other.id);
    const booked = await as(t, mentor).post('/api/conversations', first(other.id));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json<Conversation>().contact).toMatchObject({ id: other.id, role: 'mentee' });
  });

  it('lists candidates: a mentor’s booked mentees, a mentee’s mentors and any listed mentor', async () => {
    const { mentor } = await approvedMentor(t);
    const booked = await mentee(t);
    await bookingRow(t, mentor.id, booked.id);
    const res = await as(t, mentor).get('/api/conversations/candidates');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ConversationCandidateList>().items).toEqual([
      expect.objectContaining({
        id: booked.id,
        role: 'mentee',
        reason: 'session',
        conversationId: null,
      }),
    ]);
    const forMentee = await as(t, booked).get('/api/conversations/candidates');
    const items = forMentee.json<ConversationCandidateList>().items;
    expect(items[0]).toMatchObject({ id: mentor.id, role: 'mentor' });
    expect(items.every((i) => i.role === 'mentor')).toBe(true);
  });

  it('answers ?with=<userId>: that person with their conversation, or nobody', async () => {
    const { mentor } = await approvedMentor(t);
    const grace = await mentee(t);
    const other = await mentee(t);
    const withOf = async (who: typeof grace, id: string) => {
      const res = await as(t, who).get(`/api/conversations/candidates?with=${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ConversationCandidateList>().items;
    };
    expect(await withOf(grace, mentor.id)).toEqual([
      expect.objectContaining({ id: mentor.id, conversationId: null, reason: 'mentor' }),
    ]);
    // Nobody for whom one may not write to: a mentee, or a mentor's stranger.
    expect(await withOf(grace, other.id)).toEqual([]);
    expect(await withOf(mentor, other.id)).toEqual([]);
    const started = (
      await as(t, grace).post('/api/conversations', first(mentor.id))
    ).json<Conversation>();
    expect(await withOf(grace, mentor.id)).toEqual([
      expect.objectContaining({ id: mentor.id, conversationId: started.id }),
    ]);
    expect(await withOf(mentor, grace.id)).toEqual([
      expect.objectContaining({ id: grace.id, role: 'mentee', conversationId: started.id }),
    ]);
  });
});

describe('sending and reading', () => {
  it('stores one message for two sends with the same clientId (201, then 200)', async () => {
    const { mentee: grace, conversation } = await pair(t);
    const body = { text: 'Can we talk about my portfolio?', clientId: clientId() };
    const path = `/api/conversations/${conversation.id}/messages`;
    const [a, b] = await Promise.all([
      as(t, grace).post(path, body),
      as(t, grace).post(path, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<Message>().id).toBe(b.json<Message>().id);
    const retry = await as(t, grace).post(path, body);
    expect(retry.statusCode).toBe(200);
    const page = await as(t, grace).get(path);
    expect(page.json<MessagePage>().items.map((m) => m.text)).toEqual(['Hello!', body.text]);
  });

  it('refuses an empty or too long text with 400', async () => {
    const { mentee: grace, conversation } = await pair(t);
    const path = `/api/conversations/${conversation.id}/messages`;
    for (const text of ['   ', 'x'.repeat(4001)]) {
      const res = await as(t, grace).post(path, { text, clientId: clientId() });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('text');
    }
  });

  it('pages back with before and catches up with after, oldest first', async () => {
    const { mentor, mentee: grace, conversation } = await pair(t);
    const sent: Message[] = [];
    for (let i = 1; i <= 7; i++)
      sent.push(await send(t, i % 2 ? grace : mentor, conversation.id, `message ${i}`));
    const path = `/api/conversations/${conversation.id}/messages`;
    const newest = (await as(t, grace).get(`${path}?limit=3`)).json<MessagePage>();
    expect(newest.items.map((m) => m.text)).toEqual(['message 5', 'message 6', 'message 7']);
    expect(newest.hasMore).toBe(true);
    const older = (
      await as(t, grace).get(`${path}?limit=3&before=${newest.items[0]!.seq}`)
    ).json<MessagePage>();
    expect(older.items.map((m) => m.text)).toEqual(['message 2', 'message 3', 'message 4']);
    const oldest = (
      await as(t, grace).get(`${path}?limit=3&before=${older.items[0]!.seq}`)
    ).json<MessagePage>();
    expect(oldest).toMatchObject({
      hasMore: false,
      items: [{ text: 'Hello!' }, { text: 'message 1' }],
    });
    // A client that holds up to message 3 catches up on what it missed.
    const missed = (await as(t, mentor).get(`${path}?after=${sent[2]!.seq}`)).json<MessagePage>();
    expect(missed.items.map((m) => m.text)).toEqual([
      'message 4',
      'message 5',
      'message 6',
      'message 7',
    ]);
    expect(missed.hasMore).toBe(false);
  });

  it('counts unread, moves read state forward only and tells both sides', async () => {
    const { mentor, mentee: grace, conversation } = await pair(t);
    const graceSocket = await socketOf(grace.session);
    const mentorSocket = await socketOf(mentor.session);
    await send(t, grace, conversation.id, 'one');
    const two = await send(t, grace, conversation.id, 'two');
    const list = (await as(t, mentor).get('/api/conversations')).json<ConversationList>();
    expect(list.items[0]).toMatchObject({
      id: conversation.id,
      unreadCount: 3, // pair()'s first message, one, two
      lastMessage: { text: 'two', status: 'sent' },
      contact: { id: grace.id, role: 'mentee', online: true },
    });

    // The mentor's read (Grace's own reads of her sends may still be on their way).
    const byMentor = (e: ConversationRead) => e.userId === mentor.id;
    const seen = nextEvent(graceSocket, 'conversation:read', 5000, byMentor);
    const mentorSeen = nextEvent(mentorSocket, 'conversation:read', 5000, byMentor);
    const read = await as(t, mentor).post(`/api/conversations/${conversation.id}/read`, {});
    expect(read.statusCode, read.body).toBe(200);
    const expected: ConversationRead = {
      conversationId: conversation.id,
      userId: mentor.id,
      seq: two.seq,
    };
    expect(read.json()).toEqual(expected);
    expect(await seen).toEqual(expected);
    expect(await mentorSeen).toEqual(expected);
    const after = (await as(t, mentor).get('/api/conversations')).json<ConversationList>();
    expect(after.items[0]!.unreadCount).toBe(0);
    // Grace sees her messages read.
    const mine = (await as(t, grace).get('/api/conversations')).json<ConversationList>();
    expect(mine.items[0]).toMatchObject({ otherReadSeq: two.seq, lastMessage: { status: 'read' } });
    // Never back.
    const back = await as(t, mentor).post(`/api/conversations/${conversation.id}/read`, { seq: 0 });
    expect(back.json<ConversationRead>().seq).toBe(two.seq);
  });

  it('pushes message:new to the other person and to the sender’s other tabs', async () => {
    const { mentor, mentee: grace, conversation } = await pair(t);
    const mentorSocket = await socketOf(mentor.session);
    const graceOtherTab = await socketOf(grace.session);
    const toMentor = nextEvent(mentorSocket, 'message:new');
    const toOtherTab = nextEvent(graceOtherTab, 'message:new');
    const m = await send(t, grace, conversation.id, 'Are you free on Friday?');
    expect((await toMentor).message).toMatchObject({
      id: m.id,
      seq: m.seq,
      senderId: grace.id,
      text: 'Are you free on Friday?',
    });
    expect((await toOtherTab).message.id).toBe(m.id);
  });

  it('relays typing to the other person only when the sender belongs to the conversation', async () => {
    const { mentor, mentee: grace, conversation } = await pair(t);
    const mentorSocket = await socketOf(mentor.session);
    const graceSocket = await socketOf(grace.session);
    const typing = nextEvent(mentorSocket, 'conversation:typing');
    graceSocket.emit('conversation:typing', { conversationId: conversation.id });
    expect(await typing).toEqual({ conversationId: conversation.id, userId: grace.id });

    const outsider = await mentee(t);
    const outsiderSocket = await socketOf(outsider.session);
    const none = nextEvent(mentorSocket, 'conversation:typing', 700);
    outsiderSocket.emit('conversation:typing', { conversationId: conversation.id });
    await expect(none).rejects.toThrow('No "conversation:typing"');
  });
});

describe('moderation', () => {
  it('lets the mentor mute a mentee who has not booked them', async () => {
    const { mentor, conversation } = await pair(t);
    const base = `/api/conversations/${conversation.id}`;
    const muted = await as(t, mentor).put(`${base}/moderation`, { muted: true });
    expect(muted.statusCode, muted.body).toBe(200);
    expect(muted.json<Conversation>()).toMatchObject({ muted: true, blocked: false });
  });

  it('shows a block either way on the conversation; neither side can write while it stands', async () => {
    const { mentor, mentee: grace, conversation } = await pair(t);
    const base = `/api/conversations/${conversation.id}`;
    expect((await as(t, grace).put(`/api/blocks/${mentor.id}`, {})).statusCode).toBe(200);
    const mine = (await as(t, grace).get('/api/conversations')).json<ConversationList>().items[0];
    expect(mine).toMatchObject({ blocked: true, blockedByMe: true });
    const theirs = (await as(t, mentor).get('/api/conversations')).json<ConversationList>()
      .items[0];
    expect(theirs).toMatchObject({ blocked: true, blockedByMe: false });
    for (const who of [grace, mentor]) {
      const res = await as(t, who).post(`${base}/messages`, { text: 'Hi', clientId: clientId() });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, type: 'conversation_blocked' });
    }
    // The conversation stays readable for both.
    expect((await as(t, mentor).get(`${base}/messages`)).statusCode).toBe(200);
    expect((await as(t, grace).get(`${base}/messages`)).statusCode).toBe(200);
    await as(t, grace).delete(`/api/blocks/${mentor.id}`);
    await send(t, mentor, conversation.id, 'Welcome back.');
  });

  it('lets the mentor block a mentee; the mentee cannot write then', async () => {
    const { mentor, mentee: grace, conversation } = await pair(t);
    const base = `/api/conversations/${conversation.id}`;
    const blocked = await as(t, mentor).put(`/api/blocks/${grace.id}`, {});
    expect(blocked.statusCode, blocked.body).toBe(200);
    const res = await as(t, grace).post(`${base}/messages`, {
      text: 'Hello?',
      clientId: clientId(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, type: 'conversation_blocked' });
    expect(
      (await as(t, grace).get('/api/conversations')).json<ConversationList>().items[0],
    ).toMatchObject({
      blocked: true,
    });
    // Unblocking lets both write again.
    await as(t, mentor).delete(`/api/blocks/${grace.id}`);
    await send(t, mentor, conversation.id, 'Sorry, wrong button.');
    await send(t, grace, conversation.id, 'No problem!');
  });

  it('refuses to mute a booked mentee (409)', async () => {
    const { mentor, mentee: grace, conversation } = await pair(t);
    await bookingRow(t, mentor.id, grace.id);
    const res = await as(t, mentor).put(`/api/conversations/${conversation.id}/moderation`, {
      muted: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ type: 'conversation_moderation_not_allowed' });
  });

  it('tells the mentor beforehand whether mute is open', async () => {
    const { mentor, mentee: grace, conversation } = await pair(t);
    const allowed = async (who: typeof mentor) =>
      (await as(t, who).get('/api/conversations'))
        .json<ConversationList>()
        .items.find((c) => c.id === conversation.id)?.moderationAllowed;
    expect(await allowed(mentor)).toBe(true);
    expect(await allowed(grace)).toBe(false);
    await bookingRow(t, mentor.id, grace.id);
    expect(await allowed(mentor)).toBe(false);
    // The one-conversation answers say the same.
    const started = await as(t, mentor).post('/api/conversations', first(grace.id));
    expect(started.json<Conversation>().moderationAllowed).toBe(false);
  });
});

describe('rate limit', () => {
  it('answers 429 past 30 messages a minute', async () => {
    const { mentee: grace, conversation } = await pair(t);
    const path = `/api/conversations/${conversation.id}/messages`;
    // The first message (pair's start) counts too.
    for (let i = 1; i < 30; i++) {
      const res = await as(t, grace).post(path, { text: `m${i}`, clientId: clientId() });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await as(t, grace).post(path, { text: 'one too many', clientId: clientId() });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 429, type: 'general_rate_limit_exceeded' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
