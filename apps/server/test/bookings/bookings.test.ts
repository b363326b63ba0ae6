import type { Availability, Booking, PublicMentor, SlotList } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardedPerson, type Person } from '../onboarding/support.ts';

/**
 * Availability, slots and booking against the real PostgreSQL (docs/architecture.md#tests:
 * availability validation, booking rules, the 100-request race, mentee double booking).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** Every day, all day, in `timeZone`: plenty of slots whatever the clock says. */
const ALWAYS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  ranges: [{ start: '00:00', end: '24:00' }],
}));

function rules(over: Partial<Availability> = {}): Availability {
  return {
    timeZone: 'UTC',
    weeklyHours: ALWAYS,
    dateOverrides: [],
    sessionMinutes: 60,
    minimumNoticeMinutes: 60,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    bookingWindowDays: 60,
    maxPerDay: null,
    changeNoticeMinutes: 1440,
    requiresConfirmation: false,
    meetingUrl: null,
    ...over,
  };
}

/** An approved mentor with `availability`; returns them and their first plan's id. */
async function approvedMentor(availability?: Availability) {
  const mentor = await onboardedPerson(t, 'coach');
  await t.db.query(`update mentor_profiles set status = 'approved' where user_id = $1`, [
    mentor.id,
  ]);
  if (availability) {
    const put = await t.request('PUT', '/api/availability', {
      session: mentor.session,
      body: availability,
    });
    expect(put.statusCode, put.body).toBe(200);
  }
  const profile = await t.request('GET', `/api/mentors/${mentor.id}`);
  expect(profile.statusCode, profile.body).toBe(200);
  return { mentor, planId: profile.json<PublicMentor>().plans[0]!.id };
}

async function slotsOf(mentorId: string, days = 7) {
  const from = new Date();
  const to = new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
  return t.request(
    'GET',
    `/api/mentors/${mentorId}/slots?from=${from.toISOString()}&to=${to.toISOString()}`,
  );
}

function book(mentee: Person, body: Record<string, unknown>) {
  return t.request('POST', '/api/bookings', { session: mentee.session, body });
}

describe('availability', () => {
  it('starts from the defaults without hours, and saves what the mentor sets', async () => {
    const mentor = await onboardedPerson(t, 'coach');
    const first = await t.request('GET', '/api/availability', { session: mentor.session });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      weeklyHours: [],
      sessionMinutes: 60,
      minimumNoticeMinutes: 1440,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 15,
      bookingWindowDays: 60,
      changeNoticeMinutes: 1440,
    });
    const wanted = rules({
      timeZone: 'Asia/Kolkata',
      weeklyHours: [
        {
          weekday: 1,
          ranges: [
            { start: '09:00', end: '12:00' },
            { start: '14:00', end: '17:30' },
          ],
        },
      ],
      dateOverrides: [{ date: '2026-12-25', ranges: [] }],
      maxPerDay: 3,
      requiresConfirmation: true,
      meetingUrl: 'https://video.example.com/room/ada',
    });
    const put = await t.request('PUT', '/api/availability', {
      session: mentor.session,
      body: wanted,
    });
    expect(put.statusCode, put.body).toBe(200);
    const again = await t.request('GET', '/api/availability', { session: mentor.session });
    expect(again.json()).toEqual(wanted);
  });

  it('refuses bad values with 400 naming the field', async () => {
    const mentor = await onboardedPerson(t, 'coach');
    const cases: Array<[Partial<Availability> | Record<string, unknown>, string]> = [
      [
        {
          weeklyHours: [
            {
              weekday: 1,
              ranges: [
                { start: '09:00', end: '11:00' },
                { start: '10:00', end: '12:00' },
              ],
            },
          ],
        },
        'weeklyHours.0.ranges',
      ],
      [
        { weeklyHours: [{ weekday: 2, ranges: [{ start: '12:00', end: '09:00' }] }] },
        'weeklyHours.0.ranges.0.end',
      ],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
      [{ bufferAfterMinutes: -5 }, 'bufferAfterMinutes'],
      [{ meetingUrl: 'javascript:alert(1)' }, 'meetingUrl'],
      [{ dateOverrides: [{ date: '2026-02-30x', ranges: [] }] }, 'dateOverrides.0.date'],
    ];
    for (const [over, field] of cases) {
      const res = await t.request('PUT', '/api/availability', {
        session: mentor.session,
        body: { ...rules(), ...over },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ message: string }>().message, field).toMatch(
        new RegExp(`^Invalid \`${field.replaceAll('.', '\\.')}\` param`),
      );
    }
  });

  it('is a mentor’s: a mentee gets 403', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    const res = await t.request('GET', '/api/availability', { session: mentee.session });
    expect(res.statusCode).toBe(403);
  });
});

describe('slots', () => {
  it('exist only for approved mentors', async () => {
    const pending = await onboardedPerson(t, 'coach');
    await t.request('PUT', '/api/availability', { session: pending.session, body: rules() });
    expect((await slotsOf(pending.id)).statusCode).toBe(404);

    const { mentor } = await approvedMentor(rules());
    const res = await slotsOf(mentor.id);
    expect(res.statusCode).toBe(200);
    const list = res.json<SlotList>();
    expect(list.mentorTimeZone).toBe('UTC');
    expect(list.slots.length).toBeGreaterThan(100);
    // The minimum notice: nothing within the next hour.
    expect(Date.parse(list.slots[0]!)).toBeGreaterThanOrEqual(Date.now() + 59 * 60_000);
  });
});

describe('booking', () => {
  it('books a free slot: 201 confirmed, and the slot is gone', async () => {
    const { mentor, planId } = await approvedMentor(rules());
    const mentee = await onboardedPerson(t, 'mentee');
    const start = (await slotsOf(mentor.id)).json<SlotList>().slots[5]!;
    const res = await book(mentee, {
      mentorId: mentor.id,
      start,
      planId,
      agenda: 'Career change\nand CV',
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<Booking>();
    expect(booking).toMatchObject({
      role: 'mentee',
      mentor: { id: mentor.id },
      mentee: { id: mentee.id },
      status: 'confirmed',
      start,
      agenda: 'Career change\nand CV',
      planName: 'Starter Plan',
      priceMinor: 25_000, // $500 for 2 sessions
      currency: 'USD',
    });
    expect(booking.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/Pathwise-[0-9a-f]{32}$/);
    expect(Date.parse(booking.end) - Date.parse(booking.start)).toBe(60 * 60_000);
    const after = (await slotsOf(mentor.id)).json<SlotList>().slots;
    expect(after).not.toContain(start);

    const mine = await t.request('GET', '/api/bookings', { session: mentee.session });
    expect(mine.json<{ items: Booking[] }>().items.map((b) => b.id)).toEqual([booking.id]);
    const theirs = await t.request('GET', '/api/bookings', { session: mentor.session });
    expect(theirs.json<{ items: Booking[] }>().items.map((b) => b.id)).toEqual([booking.id]);
  });

  it('waits for the mentor when they confirm bookings, and uses their own meeting link', async () => {
    const { mentor, planId } = await approvedMentor(
      rules({ requiresConfirmation: true, meetingUrl: 'https://video.example.com/ada' }),
    );
    const mentee = await onboardedPerson(t, 'mentee');
    const start = (await slotsOf(mentor.id)).json<SlotList>().slots[0]!;
    const res = await book(mentee, { mentorId: mentor.id, start, planId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      meetingUrl: 'https://video.example.com/ada',
    });
  });

  it('refuses a time that is not a slot, an unknown plan and a pending mentor', async () => {
    const { mentor, planId } = await approvedMentor(rules());
    const mentee = await onboardedPerson(t, 'mentee');
    const slot = (await slotsOf(mentor.id)).json<SlotList>().slots[3]!;
    const offGrid = new Date(Date.parse(slot) + 7 * 60_000).toISOString();
    const odd = await book(mentee, { mentorId: mentor.id, start: offGrid, planId });
    expect(odd.statusCode).toBe(409);
    expect(odd.json()).toEqual({
      message: 'This time is no longer available. Please choose another time.',
      code: 409,
      type: 'booking_slot_unavailable',
    });
    const plan = await book(mentee, { mentorId: mentor.id, start: slot, planId: 'no-such-plan' });
    expect(plan.statusCode).toBe(404);
    const pending = await onboardedPerson(t, 'coach');
    const res = await book(mentee, { mentorId: pending.id, start: slot, planId });
    expect(res.statusCode).toBe(404);
  });

  it('of 100 requests for one slot sent at once, exactly one gets 201', async () => {
    const { mentor, planId } = await approvedMentor(rules());
    const mentees = await Promise.all(
      Array.from({ length: 5 }, () => onboardedPerson(t, 'mentee')),
    );
    const start = (await slotsOf(mentor.id)).json<SlotList>().slots[10]!;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        book(mentees[i % mentees.length]!, { mentorId: mentor.id, start, planId }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    const other = answers.filter((r) => r.statusCode !== 201 && r.statusCode !== 409);
    expect(other.map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from bookings where mentor_id = $1 and status in ('pending', 'confirmed')`,
      [mentor.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('a mentee cannot be in two sessions at once, even with two mentors', async () => {
    const a = await approvedMentor(rules());
    const b = await approvedMentor(rules());
    const mentee = await onboardedPerson(t, 'mentee');
    const start = (await slotsOf(a.mentor.id)).json<SlotList>().slots[20]!;
    expect(
      (await book(mentee, { mentorId: a.mentor.id, start, planId: a.planId })).statusCode,
    ).toBe(201);
    const second = await book(mentee, { mentorId: b.mentor.id, start, planId: b.planId });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ type: 'booking_mentee_busy' });
  });

  it('keeps the buffer after a session free', async () => {
    const { mentor, planId } = await approvedMentor(rules({ bufferAfterMinutes: 30 }));
    const mentee = await onboardedPerson(t, 'mentee');
    const slots = (await slotsOf(mentor.id)).json<SlotList>().slots;
    const start = slots[4]!;
    expect((await book(mentee, { mentorId: mentor.id, start, planId })).statusCode).toBe(201);
    const next = new Date(Date.parse(start) + 60 * 60_000).toISOString();
    const other = await onboardedPerson(t, 'mentee');
    const res = await book(other, { mentorId: mentor.id, start: next, planId });
    expect(res.statusCode).toBe(409);
  });
});
