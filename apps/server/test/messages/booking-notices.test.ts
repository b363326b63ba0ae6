import type {
  ConversationList,
  MessagePage,
  NotificationList,
  SystemMessage,
} from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, approvedMentor, book, rules, slotsOf } from '../bookings/lifecycle-support.ts';
import { mailTo } from '../bookings/notifications-support.ts';
import type { Person } from '../onboarding/support.ts';
import { as, mentee } from './support.ts';

/**
 * Every booking change posts the true notice in the pair's conversation
 * (docs/product.md#126-messaging): a request is not "booked", a confirmation and a decline are
 * told, a mentee's move says who moved it and from when, and a mentee accepting the mentor's
 * proposed time is told as an acceptance (conversation, mail and notification), not as the mentee
 * moving the session.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const HOUR_MS = 3_600_000;

/** The system notices of the pair's conversation, oldest first, as `person` reads them. */
async function noticesOf(person: Person): Promise<SystemMessage[]> {
  const list = (await as(t, person).get('/api/conversations')).json<ConversationList>();
  const id = list.items[0]!.id;
  const res = await as(t, person).get(`/api/conversations/${id}/messages`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MessagePage>().items.flatMap((m) => (m.system ? [m.system] : []));
}

/** A mentee who booked the first slot a day ahead of a mentor (asking first when `ask`). */
async function booked(ask: boolean) {
  const { mentor, planId } = await approvedMentor(t, rules({ requiresConfirmation: ask }));
  const grace = await mentee(t, 'Grace Hopper');
  const slots = await slotsOf(t, mentor.id, 48);
  const booking = await book(t, grace, { mentorId: mentor.id, start: slots[0]!, planId });
  return { mentor, grace, booking, slots };
}

describe('booking notices in the conversation', () => {
  it('a pending request is announced as a request, then as confirmed by the mentor', async () => {
    const { mentor, grace, booking } = await booked(true);
    expect(booking.status).toBe('pending');
    expect((await noticesOf(grace)).map((s) => s.type)).toEqual(['booking_requested']);

    const res = await act(t, mentor, booking.id, 'confirm');
    expect(res.statusCode, res.body).toBe(200);
    const notices = await noticesOf(mentor);
    expect(notices.map((s) => s.type)).toEqual(['booking_requested', 'booking_confirmed']);
    expect(notices[1]).toMatchObject({ bookingId: booking.id, actor: 'mentor' });
  });

  it('a declined request gets a declined notice', async () => {
    const { mentor, grace, booking } = await booked(true);
    const res = await act(t, mentor, booking.id, 'decline', { reason: 'Fully booked.' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await noticesOf(grace)).map((s) => s.type)).toEqual([
      'booking_requested',
      'booking_declined',
    ]);
  });

  it("a mentee's reschedule posts who moved it, from when and to when", async () => {
    const { grace, mentor, booking, slots } = await booked(false);
    const to = slots.find((s) => Date.parse(s) >= Date.parse(booking.start) + 24 * HOUR_MS)!;
    const res = await act(t, grace, booking.id, 'reschedule', { start: to });
    expect(res.statusCode, res.body).toBe(200);
    const notices = await noticesOf(mentor);
    expect(notices.map((s) => s.type)).toEqual(['booking_created', 'booking_rescheduled']);
    expect(notices[1]).toMatchObject({
      actor: 'mentee',
      start: to,
      previousStart: booking.start,
    });
  });

  it("accepting the mentor's proposed time is told as an acceptance: notice, mail and notification", async () => {
    const { grace, mentor, booking } = await booked(false);
    const proposed = new Date(Date.parse(booking.start) + 3 * 24 * HOUR_MS).toISOString();
    expect((await act(t, mentor, booking.id, 'proposal', { start: proposed })).statusCode).toBe(
      200,
    );
    const res = await act(t, grace, booking.id, 'proposal/accept');
    expect(res.statusCode, res.body).toBe(200);

    const notices = await noticesOf(grace);
    expect(notices.map((s) => s.type)).toEqual([
      'booking_created',
      'booking_proposed',
      'booking_accepted',
    ]);
    expect(notices[1]!.answer).toBe('accepted');
    expect(notices[2]).toMatchObject({ start: proposed, previousStart: booking.start });

    const mail = await t.waitForMail(mailTo(mentor.email, /accepted the new time you proposed$/));
    expect(mail.subject).toBe('Grace Hopper accepted the new time you proposed');
    expect(mail.text).not.toContain('moved your session');

    const inbox = await as(t, mentor).get('/api/notifications');
    expect(inbox.statusCode, inbox.body).toBe(200);
    const moved = inbox
      .json<NotificationList>()
      .items.find((n) => n.event === 'booking.rescheduled');
    expect(moved?.data).toMatchObject({ name: 'Grace Hopper', change: 'proposal_accepted' });
  });
});
