import type { Booking, ConversationList, Message, MessagePage } from '@pathwise/contracts';
import { nextEvent, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, book, detail, slotsOf } from '../bookings/lifecycle-support.ts';
import { approvedMentor, as, mentee, openLive, type LiveApp } from './support.ts';

/**
 * System messages (docs/product.md#126-messaging): a booking made, cancelled and a proposed new
 * time appear in the pair's conversation (made if none); the invite's Accept and Decline act
 * on the booking, and the answer reaches both sides live.
 */

let live: LiveApp;
let t: TestApp;
beforeAll(async () => {
  live = await openLive();
  t = live.t;
});
afterAll(() => live?.close());

const socketOf = (session: string) => live.socketOf(session);

/** A booked pair: the mentee booked the mentor's first slot a day ahead. */
async function bookedPair() {
  const { mentor, planId } = await approvedMentor(t);
  const grace = await mentee(t);
  const slots = await slotsOf(t, mentor.id, 24);
  const booking = await book(t, grace, { mentorId: mentor.id, start: slots[0]!, planId });
  const list = (await as(t, grace).get('/api/conversations')).json<ConversationList>();
  return { mentor, grace, booking, slots, conversation: list.items[0]! };
}

const messagesOf = async (session: { session: string }, id: string) =>
  (await t.request('GET', `/api/conversations/${id}/messages`, session)).json<MessagePage>().items;

describe('system messages', () => {
  it('a booking opens the conversation with a booking_created message, unread for both', async () => {
    const { mentor, grace, booking, conversation } = await bookedPair();
    expect(conversation).toMatchObject({
      contact: { id: mentor.id, role: 'mentor' },
      unreadCount: 1,
      lastMessage: {
        senderId: null,
        system: { type: 'booking_created', bookingId: booking.id, start: booking.start },
      },
    });
    const forMentor = (await as(t, mentor).get('/api/conversations')).json<ConversationList>();
    expect(forMentor.items[0]).toMatchObject({ id: conversation.id, unreadCount: 1 });
    expect(forMentor.items[0]!.contact).toMatchObject({ id: grace.id, role: 'mentee' });
  });

  it('a cancellation adds a booking_cancelled message naming who cancelled, live', async () => {
    const { mentor, grace, booking, conversation } = await bookedPair();
    const socket = await socketOf(grace.session);
    const live = nextEvent(socket, 'message:new');
    const res = await act(t, mentor, booking.id, 'cancel', { reason: 'I am ill.' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await live).message.system).toMatchObject({
      type: 'booking_cancelled',
      bookingId: booking.id,
      actor: 'mentor',
    });
    const items = await messagesOf(grace, conversation.id);
    expect(items.map((m) => m.system?.type)).toEqual(['booking_created', 'booking_cancelled']);
  });

  it('Accept on a proposed time moves the booking and shows the answer on both sides', async () => {
    const { mentor, grace, booking, slots, conversation } = await bookedPair();
    const proposed = new Date(Date.parse(slots[0]!) + 3 * 24 * 3_600_000 + 30 * 60_000);
    const mentorSocket = await socketOf(mentor.session);
    const graceSocket = await socketOf(grace.session);
    const arrived = nextEvent(graceSocket, 'message:new');
    const res = await act(t, mentor, booking.id, 'proposal', { start: proposed.toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    const invite = (await arrived).message;
    expect(invite.system).toMatchObject({
      type: 'booking_proposed',
      bookingId: booking.id,
      proposal: { start: proposed.toISOString() },
      answer: null,
    });

    const toMentor = nextEvent(mentorSocket, 'message:updated');
    const toGrace = nextEvent(graceSocket, 'message:updated');
    const path = `/api/conversations/${conversation.id}/messages/${invite.id}/answer`;
    const answered = await as(t, grace).post(path, { answer: 'accepted' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<Message>().system).toMatchObject({ answer: 'accepted' });
    expect((await toMentor).message).toMatchObject({
      id: invite.id,
      system: { answer: 'accepted' },
    });
    expect((await toGrace).message.system!.answer).toBe('accepted');
    expect((await detail(t, grace, booking.id)) as Booking).toMatchObject({
      start: proposed.toISOString(),
      proposal: null,
    });
    // A second answer: 409, nothing changes.
    const again = await as(t, grace).post(path, { answer: 'declined' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ type: 'message_already_answered' });
  });

  it('Decline keeps the old time; an answer given on the session page shows in the conversation', async () => {
    const { mentor, grace, booking, slots, conversation } = await bookedPair();
    const later = (h: number) =>
      new Date(Date.parse(slots[0]!) + h * 24 * 3_600_000 + 30 * 60_000).toISOString();
    await act(t, mentor, booking.id, 'proposal', { start: later(2) });
    let items = await messagesOf(grace, conversation.id);
    const first = items.at(-1)!;
    const declined = await as(t, grace).post(
      `/api/conversations/${conversation.id}/messages/${first.id}/answer`,
      { answer: 'declined' },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await detail(t, grace, booking.id)).start).toBe(booking.start);

    // A second proposal, declined from the booking's own route: the message shows it too.
    await act(t, mentor, booking.id, 'proposal', { start: later(4) });
    expect((await act(t, grace, booking.id, 'proposal/decline')).statusCode).toBe(200);
    items = await messagesOf(grace, conversation.id);
    expect(
      items.filter((m) => m.system?.type === 'booking_proposed').map((m) => m.system!.answer),
    ).toEqual(['declined', 'declined']);
  });
});
