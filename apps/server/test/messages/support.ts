import type { Conversation, Message } from '@pathwise/contracts';
import {
  buildTestApp,
  connectSocket,
  listen,
  type TestApp,
  type TestSocket,
} from '@pathwise/server/test-support';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { approvedMentor, mentee } from '../bookings/lifecycle-support.ts';
import type { Person } from '../onboarding/support.ts';

/** Helpers of the messages tests (docs/product.md#126-messaging). */

export { approvedMentor, mentee };

/** Requests as `person` (or signed out with null). */
export function as(t: TestApp, person: Person | null) {
  const session = person?.session;
  return {
    get: (url: string) => t.request('GET', url, { session }),
    post: (url: string, body?: unknown) => t.request('POST', url, { session, body }),
    put: (url: string, body: unknown) => t.request('PUT', url, { session, body }),
    delete: (url: string) => t.request('DELETE', url, { session }),
  };
}

/** A fresh clientId. */
export const clientId = () => randomUUID().replace(/-/g, '');

/**
 * `POST /api/conversations {userId, text, clientId}` as `person`: the conversation, started
 * (or continued) by the first message `text`; expects 201 (stored now).
 */
export async function startConversation(
  t: TestApp,
  person: Person,
  userId: string,
  text = 'Hello!',
): Promise<Conversation> {
  const res = await as(t, person).post('/api/conversations', {
    userId,
    text,
    clientId: clientId(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Conversation>();
}

/** Send `text` as `person`; expects 201 (stored now). */
export async function send(
  t: TestApp,
  person: Person,
  conversationId: string,
  text: string,
): Promise<Message> {
  const res = await as(t, person).post(`/api/conversations/${conversationId}/messages`, {
    text,
    clientId: clientId(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Message>();
}

/** A mentee and an approved mentor with a conversation the mentee started ('Hello!'). */
export async function pair(t: TestApp) {
  const { mentor, planId } = await approvedMentor(t);
  const grace = await mentee(t);
  const conversation = await startConversation(t, grace, mentor.id);
  return { mentor, mentee: grace, planId, conversation };
}

/** A booking row between `mentor` and `mentee` in the database (no event). */
export async function bookingRow(t: TestApp, mentorId: string, menteeId: string) {
  const id = randomUUID();
  const start = new Date(Date.UTC(2031, 0, 1) + Math.floor(Math.random() * 1e6) * 3_600_000);
  const end = new Date(start.getTime() + 3_600_000);
  await t.db.query(
    `insert into bookings (id, mentor_id, mentee_id, status, starts_at, ends_at, blocked_from, blocked_until, meeting_url)
     values ($1, $2, $3, 'confirmed', $4, $5, $4, $5, 'https://meet.example.com/x')`,
    [id, mentorId, menteeId, start, end],
  );
  return id;
}

/** A test app listening on a port, and the sockets a test opened (closed with it). */
export interface LiveApp {
  t: TestApp;
  /** A socket signed in as the holder of `session`. */
  socketOf(session: string): Promise<TestSocket>;
  close(): Promise<void>;
}

/** {@link buildTestApp} listening on a free port, for socket tests. */
export async function openLive(): Promise<LiveApp> {
  const t = await buildTestApp();
  const url = await listen(t);
  const sockets: TestSocket[] = [];
  return {
    t,
    async socketOf(session) {
      const socket = await connectSocket(url, session);
      sockets.push(socket);
      return socket;
    },
    async close() {
      for (const s of sockets) s.close();
      await t.close();
    },
  };
}
