import type { Notification, NotificationList } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus, type EventBus } from '../../src/lib/events.ts';
import { subscribeNotificationEvents } from '../../src/modules/notifications/events.ts';
import {
  bookingBus,
  bookSession,
  eventOf,
  moveRow,
  publish,
  readBooking,
  type Booked,
} from '../bookings/notifications-support.ts';
import { onboardedPerson, type Person } from '../onboarding/support.ts';
import { connectSocket, listen, nextEvent } from '../support/realtime.ts';

/**
 * In-app notifications (docs/product.md#127-notifications): every domain event reaches the right
 * person, preferences are respected, a message is not notified while its conversation is
 * viewed or muted and collapses per conversation, the routes' authorisation, read state and
 * count, and the live `notification:new`.
 *
 * The events are published on a bus carrying only the notifications' subscription (as the
 * publishing modules do, in a transaction of the app's database); the goals test below goes
 * through the real API and the app's own bus.
 */

let t: TestApp;
let bus: EventBus;
beforeAll(async () => {
  t = await buildTestApp();
  bus = createEventBus();
  subscribeNotificationEvents({
    events: bus,
    inbox: t.app.notifications,
    realtime: t.app.realtime,
  });
});

/** A presence row: a tab of `userId` showing `conversationId`, seen `agoMs` ago. */
async function viewing(userId: string, conversationId: string, agoMs = 0) {
  await t.db.query(
    `insert into presence (socket_id, user_id, node_id, viewing_conversation_id, seen_at)
     values ($1, $2, $3, $4, now() - $5 * interval '1 millisecond')`,
    [randomUUID(), userId, randomUUID(), conversationId, agoMs],
  );
}
afterAll(() => t?.close());

async function listOf(session: string, query = ''): Promise<NotificationList> {
  const res = await t.request('GET', `/api/notifications${query}`, { session });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationList>();
}

async function unread(session: string): Promise<number> {
  const res = await t.request('GET', '/api/notifications/unread-count', { session });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ unreadCount: number }>().unreadCount;
}

function summary(n: Notification) {
  return { event: n.event, name: n.data.name, link: n.link };
}

describe('notifications of booking events', () => {
  let booked: Booked;
  beforeAll(async () => {
    booked = await bookSession(t, { mentorName: 'Sofia Mentor', menteeName: 'Jordan Mentee' });
  });

  it('go to the right side of each event, with the other side’s name and the session link', async () => {
    const e = (over = {}) => eventOf(booked, over);
    const link = `/sessions/${booked.booking.id}`;
    await publish(t, bus, 'booking.created', e({ status: 'pending' }));
    await publish(t, bus, 'booking.confirmed', e({ actor: 'mentor' }));
    await publish(t, bus, 'booking.proposed', e({ actor: 'mentor' }));
    await publish(t, bus, 'booking.rescheduled', e({ actor: 'mentee' }));
    await publish(t, bus, 'booking.cancelled', e({ actor: 'mentor', status: 'cancelled' }));
    await publish(t, bus, 'booking.starting', e({ actor: 'system' }));
    await publish(t, bus, 'booking.reviewed', { ...e(), rating: 5 });

    const mentor = (await listOf(booked.mentor.session)).items.map(summary);
    const mentee = (await listOf(booked.mentee.session)).items.map(summary);
    expect(mentor).toEqual([
      { event: 'booking.reviewed', name: 'Jordan Mentee', link },
      { event: 'booking.starting', name: 'Jordan Mentee', link },
      { event: 'booking.rescheduled', name: 'Jordan Mentee', link },
      { event: 'booking.created', name: 'Jordan Mentee', link },
    ]);
    expect(mentee).toEqual([
      { event: 'booking.starting', name: 'Sofia Mentor', link },
      { event: 'booking.cancelled', name: 'Sofia Mentor', link },
      { event: 'booking.proposed', name: 'Sofia Mentor', link },
      { event: 'booking.confirmed', name: 'Sofia Mentor', link },
    ]);
    expect(await unread(booked.mentor.session)).toBe(4);
    const review = (await listOf(booked.mentor.session)).items[0]!;
    expect(review).toMatchObject({ kind: 'review', readAt: null, data: { rating: 5 } });
  });

  it('declined and expired bookings are told to the mentee only', async () => {
    const b = await bookSession(t, { status: 'pending' });
    await publish(t, bus, 'booking.declined', eventOf(b, { actor: 'mentor', status: 'declined' }));
    await publish(t, bus, 'booking.expired', eventOf(b, { actor: 'system', status: 'expired' }));
    expect((await listOf(b.mentee.session)).items.map((n) => n.event)).toEqual([
      'booking.expired',
      'booking.declined',
    ]);
    expect((await listOf(b.mentor.session)).items).toEqual([]);
  });

  it('respect the in-app choice per kind, and locked channels keep their fixed value', async () => {
    const b = await bookSession(t);
    const put = await t.request('PUT', '/api/notification-preferences', {
      session: b.mentor.session,
      body: {
        items: [
          { kind: 'booking', inApp: false, mail: false },
          { kind: 'review', inApp: true, mail: true },
          { kind: 'weekly_plan', inApp: true, mail: false },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const items = put.json<{ items: unknown[] }>().items;
    expect(items).toContainEqual({ kind: 'booking', inApp: false, mail: true });
    expect(items).toContainEqual({ kind: 'review', inApp: true, mail: false });
    expect(items).toContainEqual({ kind: 'weekly_plan', inApp: false, mail: false });
    await publish(t, bus, 'booking.created', eventOf(b));
    await publish(t, bus, 'booking.reviewed', { ...eventOf(b), rating: 4 });
    expect((await listOf(b.mentor.session)).items.map((n) => n.event)).toEqual([
      'booking.reviewed',
    ]);
    // Booking mail stays on whatever was asked.
    expect(await t.app.notificationPreferences.wants(b.mentor.id, 'booking', 'mail')).toBe(true);
  });
});

describe('the reminder job', () => {
  it('publishes booking.starting with the last reminder: both sides are told in the app', async () => {
    const b = await bookSession(t, { mentorName: 'Sofia Mentor', menteeName: 'Jordan Mentee' });
    // Just over an hour ahead: the 1-hour reminder is due within seconds.
    const start = new Date(Math.ceil((Date.now() + 60 * 60_000 + 2_000) / 1000) * 1000);
    await moveRow(t, b.booking.id, start, 0);
    const booking = await readBooking(t, b.booking.id);
    await publish(t, bookingBus(t), 'booking.confirmed', eventOf({ ...b, booking }));
    const deadline = Date.now() + 20_000;
    let items: Notification[] = [];
    while (Date.now() < deadline) {
      items = (await listOf(b.mentee.session)).items;
      if (items.length > 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(items.map(summary)).toEqual([
      { event: 'booking.starting', name: 'Sofia Mentor', link: `/sessions/${booking.id}` },
    ]);
    expect(items[0]!.data.start).toBe(start.toISOString());
    expect((await listOf(b.mentor.session)).items.map((n) => n.event)).toEqual([
      'booking.starting',
    ]);
  });
});

describe('notifications of other events', () => {
  it('an application decision, an expert’s answer and an expired request', async () => {
    const mentor = await onboardedPerson(t, 'coach');
    const mentee = await onboardedPerson(t, 'mentee');
    await publish(t, bus, 'mentor-application.decided', {
      userId: mentor.id,
      email: mentor.email,
      name: 'Ada Lovelace',
      decision: 'approved',
      reason: null,
    });
    const conversationId = randomUUID();
    await publish(t, bus, 'expert-request.accepted', {
      requestId: randomUUID(),
      menteeId: mentee.id,
      expertId: mentor.id,
      expertName: 'Ada Expert',
      conversationId,
    });
    await publish(t, bus, 'expert-request.expired', {
      requestId: randomUUID(),
      menteeId: mentee.id,
    });
    expect((await listOf(mentor.session)).items.map(summary)).toEqual([
      { event: 'application.approved', name: undefined, link: '/dashboard_mentor' },
    ]);
    expect((await listOf(mentee.session)).items.map(summary)).toEqual([
      { event: 'expert-request.expired', name: undefined, link: '/dashboard/ask-expert' },
      {
        event: 'expert-request.accepted',
        name: 'Ada Expert',
        link: `/dashboard/messages?c=${conversationId}`,
      },
    ]);
  });

  it('a mentor’s assignment reaches the mentee through the real API, the mentee’s own activity does not', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    const mentor = await onboardedPerson(t, 'coach');
    const start = new Date(Date.UTC(2031, 0, 1));
    await t.db.query(
      `insert into bookings (id, mentor_id, mentee_id, status, starts_at, ends_at, blocked_from, blocked_until, meeting_url)
       values ($1, $2, $3, 'confirmed', $4, $5, $4, $5, 'https://meet.example.com/x')`,
      [randomUUID(), mentor.id, mentee.id, start, new Date(start.getTime() + 3_600_000)],
    );
    const own = await t.request('POST', '/api/activities', {
      session: mentee.session,
      body: { name: 'Read a book' },
    });
    expect(own.statusCode, own.body).toBe(201);
    const res = await t.request('POST', '/api/activities', {
      session: mentor.session,
      body: { name: 'Write a case study', kind: 'test', menteeId: mentee.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [n, ...rest] = (await listOf(mentee.session)).items;
    expect(rest).toEqual([]);
    expect(n).toMatchObject({
      kind: 'activity',
      event: 'activity.assigned',
      link: '/dashboard/goals',
      data: { title: 'Write a case study', activityKind: 'test', name: mentor.name },
    });
  });
});

describe('message notifications', () => {
  let mentee: Person;
  let mentor: Person;
  beforeAll(async () => {
    mentee = await onboardedPerson(t, 'mentee');
    mentor = await onboardedPerson(t, 'coach');
  });

  const sent = (conversationId: string, over: { muted?: boolean; preview?: string } = {}) => ({
    messageId: randomUUID(),
    seq: 1,
    conversationId,
    senderId: mentee.id,
    senderName: 'Jordan',
    recipientId: mentor.id,
    recipientRole: 'mentor' as const,
    preview: over.preview ?? 'Hello',
    muted: over.muted ?? false,
  });

  it('collapse per conversation while unread, link to the mentor’s messages', async () => {
    const c = randomUUID();
    await publish(t, bus, 'message.sent', sent(c, { preview: 'First' }));
    await publish(t, bus, 'message.sent', sent(c, { preview: 'Second' }));
    let items = (await listOf(mentor.session)).items.filter((n) => n.data.conversationId === c);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      event: 'message.received',
      link: `/dashboard_mentor/messages?c=${c}`,
      data: { preview: 'Second', count: 2, name: 'Jordan' },
    });
    // Once read, the next message is a new notification.
    await t.request('POST', `/api/notifications/${items[0]!.id}/read`, { session: mentor.session });
    await publish(t, bus, 'message.sent', sent(c, { preview: 'Third' }));
    items = (await listOf(mentor.session)).items.filter((n) => n.data.conversationId === c);
    expect(items.map((n) => [n.data.preview, n.readAt === null])).toEqual([
      ['Third', true],
      ['Second', false],
    ]);
  });

  it('are not made while the recipient views the conversation, nor when muted', async () => {
    const before = await unread(mentor.session);
    const viewed = randomUUID();
    await viewing(mentor.id, viewed);
    await publish(t, bus, 'message.sent', sent(viewed));
    await publish(t, bus, 'message.sent', sent(randomUUID(), { muted: true }));
    expect(await unread(mentor.session)).toBe(before);
    // A tab last seen before the presence TTL no longer counts as viewing.
    const stale = randomUUID();
    await viewing(mentor.id, stale, 10 * 60_000);
    await publish(t, bus, 'message.sent', sent(stale));
    expect(await unread(mentor.session)).toBe(before + 1);
  });

  it('are not made for a person who turned in-app message notices off', async () => {
    const other = await onboardedPerson(t, 'coach');
    const put = await t.request('PUT', '/api/notification-preferences', {
      session: other.session,
      body: { items: [{ kind: 'message', inApp: false, mail: true }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const c = randomUUID();
    await publish(t, bus, 'message.sent', { ...sent(c), recipientId: other.id });
    await publish(t, bus, 'message.sent', { ...sent(c), recipientId: other.id });
    expect((await listOf(other.session)).items).toEqual([]);
  });
});

describe('notification routes', () => {
  it('page newest first, filter unread, mark one and all read; strangers get 404; signed-out 401', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    const stranger = await onboardedPerson(t, 'mentee');
    for (let i = 0; i < 23; i++)
      await publish(t, bus, 'expert-request.expired', { requestId: `r${i}`, menteeId: mentee.id });
    const first = await listOf(mentee.session);
    expect(first.items).toHaveLength(20);
    expect(first).toMatchObject({ unreadCount: 23, hasMore: true });
    expect(first.items[0]!.data.requestId).toBe('r22');
    const second = await listOf(mentee.session, `?before=${first.items[19]!.id}`);
    expect(second.items.map((n) => n.data.requestId)).toEqual(['r2', 'r1', 'r0']);
    expect(second.hasMore).toBe(false);

    const target = first.items[0]!;
    const foreign = await t.request('POST', `/api/notifications/${target.id}/read`, {
      session: stranger.session,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ type: 'notification_not_found' });
    const read = await t.request('POST', `/api/notifications/${target.id}/read`, {
      session: mentee.session,
    });
    expect(read.json()).toEqual({ unreadCount: 22 });
    expect((await listOf(mentee.session, '?unread=true')).items[0]!.id).not.toBe(target.id);

    const all = await t.request('POST', '/api/notifications/read-all', { session: mentee.session });
    expect(all.json()).toEqual({ unreadCount: 0 });
    expect(await unread(mentee.session)).toBe(0);
    expect((await listOf(stranger.session)).items).toEqual([]);

    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
      ['POST', `/api/notifications/${target.id}/read`],
    ] as const) {
      expect((await t.request(method, url)).statusCode, url).toBe(401);
    }
  });

  it('announce a new notification live with the unread count, and reads to other tabs', async () => {
    const url = await listen(t);
    const mentee = await onboardedPerson(t, 'mentee');
    const socket = await connectSocket(url, mentee.session);
    try {
      const arrived = nextEvent(socket, 'notification:new');
      await publish(t, bus, 'expert-request.expired', { requestId: 'live', menteeId: mentee.id });
      const payload = await arrived;
      expect(payload.unreadCount).toBe(1);
      expect(payload.notification).toMatchObject({
        event: 'expert-request.expired',
        link: '/dashboard/ask-expert',
        readAt: null,
      });
      const counted = nextEvent(socket, 'notification:count');
      await t.request('POST', '/api/notifications/read-all', { session: mentee.session });
      expect(await counted).toEqual({ unreadCount: 0 });
    } finally {
      socket.close();
    }
  });

  it('nothing is announced or kept when the event’s transaction rolls back', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    await expect(
      t.database.transaction(async (tx) => {
        await bus.publish('expert-request.expired', { requestId: 'x', menteeId: mentee.id }, tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await unread(mentee.session)).toBe(0);
  });
});
