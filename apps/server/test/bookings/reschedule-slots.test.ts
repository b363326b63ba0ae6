import type { SlotList } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, approvedMentor, book, mentee, rules } from './lifecycle-support.ts';

/**
 * The reschedule page asks `GET /api/mentors/:id/slots?reschedule=<id>`,
 * where the caller's own booking being moved counts as free, so the times next to it (which
 * its buffers block for everyone else) are offered.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const HOUR_MS = 60 * 60 * 1000;

/** 15:00–18:00 UTC every day, 30 minutes kept free before and after each session. */
const afternoons = rules({
  weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    ranges: [{ start: '15:00', end: '18:00' }],
  })),
  bufferBeforeMinutes: 30,
  bufferAfterMinutes: 30,
});

/** 00:00 UTC of the day three days from now (outside the 24-hour change notice). */
function dayAhead(): Date {
  const day = new Date(Date.now() + 3 * 24 * HOUR_MS);
  day.setUTCHours(0, 0, 0, 0);
  return day;
}

function slotsOn(mentorId: string, day: Date, session?: string, reschedule?: string) {
  const query = new URLSearchParams({
    from: day.toISOString(),
    to: new Date(day.getTime() + 24 * HOUR_MS).toISOString(),
  });
  if (reschedule) query.set('reschedule', reschedule);
  return t.request('GET', `/api/mentors/${mentorId}/slots?${query.toString()}`, { session });
}

const at = (day: Date, hour: number) => new Date(day.getTime() + hour * HOUR_MS).toISOString();

describe('slots for a reschedule', () => {
  it('offer the times next to the session being moved, and its own time', async () => {
    const { mentor, planId } = await approvedMentor(t, afternoons);
    const grace = await mentee(t);
    const day = dayAhead();
    const before = (await slotsOn(mentor.id, day)).json<SlotList>().slots;
    expect(before).toEqual([at(day, 15), at(day, 16), at(day, 17)]);
    const booking = await book(t, grace, { mentorId: mentor.id, start: at(day, 16), planId });

    // Everyone else: the session and its buffers block the whole afternoon.
    expect((await slotsOn(mentor.id, day, grace.session)).json<SlotList>().slots).toEqual([]);

    const moving = await slotsOn(mentor.id, day, grace.session, booking.id);
    expect(moving.statusCode, moving.body).toBe(200);
    expect(moving.json<SlotList>().slots).toEqual([at(day, 15), at(day, 16), at(day, 17)]);

    // What the page offers is what the move accepts.
    const moved = await act(t, grace, booking.id, 'reschedule', { start: at(day, 17) });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('answer 404 for a booking that is not the caller’s own with this mentor', async () => {
    const { mentor, planId } = await approvedMentor(t, afternoons);
    const other = await approvedMentor(t, afternoons);
    const grace = await mentee(t);
    const stranger = await mentee(t);
    const day = dayAhead();
    const booking = await book(t, grace, { mentorId: mentor.id, start: at(day, 16), planId });

    for (const [session, mentorId] of [
      [stranger.session, mentor.id],
      [undefined, mentor.id],
      [mentor.session, mentor.id],
      [grace.session, other.mentor.id],
    ] as const) {
      const res = await slotsOn(mentorId, day, session, booking.id);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ type: 'booking_not_found' });
    }
    const unknown = await slotsOn(mentor.id, day, grace.session, 'no-such-booking');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the slots’ reads', () => {
  it('are one prepared statement: approval, rules, zone and busy times together', async () => {
    const { mentor, planId } = await approvedMentor(t, afternoons);
    const grace = await mentee(t);
    const day = dayAhead();
    await book(t, grace, { mentorId: mentor.id, start: at(day, 16), planId });
    const query = vi.spyOn(t.database.pool, 'query');
    try {
      const res = await slotsOn(mentor.id, day);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<SlotList>().slots).toEqual([]);
      const names = query.mock.calls.map(([config]) => (config as { name?: string }).name);
      expect(names).toEqual(['slots_input']);
    } finally {
      query.mockRestore();
    }
  });
});
