import type { Booking } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus, type BookingEvent } from '../../src/lib/events.ts';
import { createBookingsService } from '../../src/modules/bookings/service.ts';
import {
  act,
  approvedMentor,
  book,
  detail,
  mentee,
  rules,
  sessionsLeft,
  slotsOf,
} from './lifecycle-support.ts';

/**
 * The mentor's policy and the clock (docs/architecture.md#tests: reschedule
 * refused inside the notice, late cancellation recorded, plan sessions given back or not,
 * expiry of pending bookings), what the caller may do when, and the events each change
 * publishes. A service built here with its own clock and event bus runs on the app's
 * database beside the app.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const HOUR_MS = 60 * 60 * 1000;

/** A bookings service on the app's database whose clock reads `clock.now`, and its events. */
function serviceAt(clock: { now: Date }) {
  const events = createEventBus();
  const seen: Array<{ name: string; event: BookingEvent }> = [];
  for (const name of [
    'booking.created',
    'booking.confirmed',
    'booking.declined',
    'booking.expired',
    'booking.cancelled',
    'booking.rescheduled',
    'booking.proposed',
    'booking.proposal-declined',
  ] as const) {
    events.on(name, async (event) => {
      seen.push({ name, event });
    });
  }
  const service = createBookingsService({
    config: t.config,
    database: t.database,
    mentors: t.app.mentors,
    accounts: t.app.accounts,
    events,
    now: () => clock.now,
  });
  return { service, seen };
}

describe('the change notice', () => {
  it('inside it the mentee cannot reschedule, and a cancellation is late and keeps the plan session', async () => {
    // A week's notice: every slot of the next days is inside it.
    const { mentor, planId } = await approvedMentor(t, rules({ changeNoticeMinutes: 7 * 24 * 60 }));
    const grace = await mentee(t);
    const slots = await slotsOf(t, mentor.id);
    const booking = await book(t, grace, { mentorId: mentor.id, start: slots[2]!, planId });
    expect(booking.actions).toMatchObject({ reschedule: false, cancel: true });
    expect(await sessionsLeft(t, grace, mentor.id, planId)).toBe('1 of 2');

    const res = await act(t, grace, booking.id, 'reschedule', { start: slots[8]! });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ type: 'booking_change_not_allowed' });
    expect(res.json<{ message: string }>().message).toMatch(/only cancel/);

    const cancel = await act(t, grace, booking.id, 'cancel', { reason: 'Sick' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<Booking>()).toMatchObject({ status: 'cancelled', lateCancellation: true });
    expect(await sessionsLeft(t, grace, mentor.id, planId)).toBe('1 of 2');
    // The slot itself is free again.
    expect(await slotsOf(t, mentor.id)).toContain(slots[2]);
  });

  it('before it the mentee may reschedule, and a cancellation gives the session back', async () => {
    const { mentor, planId } = await approvedMentor(t, rules({ changeNoticeMinutes: 60 }));
    const grace = await mentee(t);
    const slots = await slotsOf(t, mentor.id, 6);
    const booking = await book(t, grace, { mentorId: mentor.id, start: slots[0]!, planId });
    expect(booking.actions.reschedule).toBe(true);
    const cancel = await act(t, grace, booking.id, 'cancel');
    expect(cancel.json<Booking>()).toMatchObject({ status: 'cancelled', lateCancellation: false });
    expect(await sessionsLeft(t, grace, mentor.id, planId)).toBe('2 of 2');
  });
});

describe('plan balances', () => {
  it('count the open package: 2 of 2, 1 of 2, then a fresh package', async () => {
    const { mentor, planId, plans } = await approvedMentor(t);
    const grace = await mentee(t);
    const res = await t.request('GET', `/api/mentors/${mentor.id}/plan-balances`, {
      session: grace.session,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { planId, sessions: 2, left: 2 },
        { planId: plans[1]!.id, sessions: 5, left: 5 },
      ],
      closed: null,
      archived: [],
    });
    const slots = await slotsOf(t, mentor.id);
    await book(t, grace, { mentorId: mentor.id, start: slots[0]!, planId });
    expect(await sessionsLeft(t, grace, mentor.id, planId)).toBe('1 of 2');
    await book(t, grace, { mentorId: mentor.id, start: slots[4]!, planId });
    expect(await sessionsLeft(t, grace, mentor.id, planId)).toBe('2 of 2');
    await book(t, grace, { mentorId: mentor.id, start: slots[8]!, planId: plans[1]!.id });
    expect(await sessionsLeft(t, grace, mentor.id, plans[1]!.id)).toBe('4 of 5');
    // Another mentee has their own packages.
    expect(await sessionsLeft(t, await mentee(t), mentor.id, planId)).toBe('2 of 2');
    const unknown = await t.request('GET', `/api/mentors/nobody/plan-balances`, {
      session: grace.session,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('expiry', () => {
  it('a pending booking unanswered for 48 hours expires, with history and an event', async () => {
    const { mentor, planId } = await approvedMentor(t, rules({ requiresConfirmation: true }));
    const grace = await mentee(t);
    // A start well after the 48 hours, so only the 48 hours expire it.
    const start = (await slotsOf(t, mentor.id, 96))[0]!;
    const booking = await book(t, grace, { mentorId: mentor.id, start, planId });
    const created = Date.parse(booking.createdAt);
    const clock = { now: new Date(created + 47 * HOUR_MS) };
    const { service, seen } = serviceAt(clock);

    await service.expireOverdue();
    expect((await detail(t, grace, booking.id)).status).toBe('pending');
    expect(seen).toEqual([]);

    clock.now = new Date(created + 48 * HOUR_MS + 60_000);
    expect(await service.expireOverdue()).toBeGreaterThanOrEqual(1);
    const after = await detail(t, grace, booking.id);
    expect(after.status).toBe('expired');
    expect(after.actions).toMatchObject({ confirm: false, cancel: false });
    expect(after.history.at(-1)).toMatchObject({ kind: 'expired', by: 'system' });
    const event = seen.find((s) => s.event.bookingId === booking.id)!;
    expect(event.name).toBe('booking.expired');
    expect(event.event).toMatchObject({ status: 'expired', actor: 'system', sequence: 1 });
    // The mentor can no longer confirm it, and its slot is free.
    expect((await act(t, mentor, booking.id, 'confirm')).statusCode).toBe(409);
    expect(await slotsOf(t, mentor.id, 96)).toContain(start);
    // A second sweep finds nothing more of it.
    await service.expireOverdue();
    expect(seen.filter((s) => s.event.bookingId === booking.id)).toHaveLength(1);
  });
});

describe('actions by the clock', () => {
  it('Join opens 10 minutes before the start and closes at the end', async () => {
    const { mentor, planId } = await approvedMentor(t);
    const grace = await mentee(t);
    const start = (await slotsOf(t, mentor.id))[12]!;
    const booking = await book(t, grace, { mentorId: mentor.id, start, planId });
    const at = (minutes: number) => ({ now: new Date(Date.parse(start) + minutes * 60_000) });
    const joinAt = async (minutes: number) =>
      (await serviceAt(at(minutes)).service.get(grace.id, booking.id)).actions.join;
    expect(await joinAt(-11)).toBe(false);
    expect(await joinAt(-10)).toBe(true);
    expect(await joinAt(59)).toBe(true);
    expect(await joinAt(60)).toBe(false);
    const during = await serviceAt(at(5)).service.get(mentor.id, booking.id);
    expect(during.actions).toMatchObject({ join: true, cancel: false, propose: false });
    const held = await serviceAt(at(61)).service.get(grace.id, booking.id);
    expect(held.status).toBe('held');
    expect(held.actions).toMatchObject({ review: true, reportAbsence: true, join: false });
    const longAfter = await serviceAt(at(60 + 49 * 60)).service.get(grace.id, booking.id);
    expect(longAfter.actions).toMatchObject({ review: true, reportAbsence: false });
  });
});

describe('events', () => {
  it('each change publishes its event with both participants, their zones and the SEQUENCE', async () => {
    const { mentor, planId } = await approvedMentor(
      t,
      rules({ timeZone: 'Europe/Berlin', requiresConfirmation: true }),
    );
    const grace = await mentee(t, 'Grace Hopper');
    const clock = { now: new Date() };
    const { service, seen } = serviceAt(clock);
    const slots = await slotsOf(t, mentor.id, 24);
    const created = await service.create(grace.id, {
      mentorId: mentor.id,
      start: slots[0]!,
      planId,
      agenda: 'Compilers',
      timeZone: 'Asia/Tokyo',
    });
    expect(created).toMatchObject({
      menteeTimeZone: 'Asia/Tokyo',
      mentorTimeZone: 'Europe/Berlin',
    });
    await service.confirm(mentor.id, created.id);
    const later = new Date(Date.parse(slots[0]!) + 2 * 24 * HOUR_MS);
    await service.propose(mentor.id, created.id, { start: later.toISOString(), reason: 'Trip' });
    await service.acceptProposal(grace.id, created.id);
    await service.cancel(grace.id, created.id, 'Changed plans');
    expect(seen.map((s) => [s.name, s.event.sequence, s.event.actor])).toEqual([
      ['booking.created', 0, 'mentee'],
      ['booking.confirmed', 1, 'mentor'],
      ['booking.proposed', 1, 'mentor'],
      ['booking.rescheduled', 2, 'mentee'],
      ['booking.cancelled', 3, 'mentee'],
    ]);
    const first = seen[0]!.event;
    expect(first.mentee).toEqual({
      id: grace.id,
      email: grace.email,
      name: 'Grace Hopper',
      timeZone: 'Asia/Tokyo',
      language: 'en',
    });
    expect(first.mentor).toMatchObject({
      id: mentor.id,
      email: mentor.email,
      name: 'Katherine Johnson',
      timeZone: 'Europe/Berlin',
    });
    expect(first).toMatchObject({
      status: 'pending',
      agenda: 'Compilers',
      planName: 'Starter Plan',
    });
    expect(seen[2]!.event.proposal).toEqual({
      start: later,
      end: new Date(later.getTime() + HOUR_MS),
    });
    expect(seen[3]!.event).toMatchObject({ previousStart: new Date(slots[0]!), start: later });
    expect(seen[4]!.event).toMatchObject({ status: 'cancelled', reason: 'Changed plans' });
  });
});
