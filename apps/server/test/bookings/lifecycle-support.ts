import type {
  Availability,
  Booking,
  BookingDetail,
  PlanBalanceList,
  PublicMentor,
  SlotList,
} from '@pathwise/contracts';
import type { TestApp } from '@pathwise/server/test-support';
import { expect } from 'vitest';
import { onboardedPerson, type Person } from '../onboarding/support.ts';

/**
 * Helpers of the booking lifecycle tests: an approved mentor with hours every day,
 * slots, booking through the API, and reading a booking back as either side.
 */

const HOUR_MS = 60 * 60 * 1000;

/** Every day, all day, in UTC: plenty of slots whatever the clock says. */
export const ALWAYS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  ranges: [{ start: '00:00', end: '24:00' }],
}));

/** Availability with hours all day; `over` changes single rules. */
export function rules(over: Partial<Availability> = {}): Availability {
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

/** An approved mentor with `availability`; returns them and their plans' ids (2 and 5 sessions). */
export async function approvedMentor(t: TestApp, availability: Availability = rules()) {
  const mentor = await onboardedPerson(t, 'coach');
  await t.db.query(`update mentor_profiles set status = 'approved' where user_id = $1`, [
    mentor.id,
  ]);
  const put = await t.request('PUT', '/api/availability', {
    session: mentor.session,
    body: availability,
  });
  expect(put.statusCode, put.body).toBe(200);
  const profile = await t.request('GET', `/api/mentors/${mentor.id}`);
  expect(profile.statusCode, profile.body).toBe(200);
  const plans = profile.json<PublicMentor>().plans;
  return { mentor, planId: plans[0]!.id, plans };
}

/** A signed-in mentee (named `name` when given). */
export function mentee(t: TestApp, name?: string): Promise<Person> {
  return onboardedPerson(t, 'mentee', name ? { name } : {});
}

/** The mentor's free slots from `fromHours` to `fromHours + days * 24` hours from now. */
export async function slotsOf(t: TestApp, mentorId: string, fromHours = 0, days = 7) {
  const from = new Date(Date.now() + fromHours * HOUR_MS);
  const to = new Date(from.getTime() + days * 24 * HOUR_MS);
  const res = await t.request(
    'GET',
    `/api/mentors/${mentorId}/slots?from=${from.toISOString()}&to=${to.toISOString()}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SlotList>().slots;
}

/** Book `start` with `mentorId` under `planId` as `person`; expects 201. */
export async function book(
  t: TestApp,
  person: Person,
  body: { mentorId: string; start: string; planId: string; agenda?: string; timeZone?: string },
): Promise<Booking> {
  const res = await t.request('POST', '/api/bookings', { session: person.session, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Booking>();
}

/** `GET /api/bookings/:id` as `person`; expects 200. */
export async function detail(t: TestApp, person: Person, id: string): Promise<BookingDetail> {
  const res = await t.request('GET', `/api/bookings/${id}`, { session: person.session });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BookingDetail>();
}

/** `POST /api/bookings/:id/<action>` as `person` (any answer). */
export function act(t: TestApp, person: Person, id: string, action: string, body?: unknown) {
  return t.request('POST', `/api/bookings/${id}/${action}`, { session: person.session, body });
}

/** The sessions left of `planId` for `person` with `mentorId`. */
export async function sessionsLeft(t: TestApp, person: Person, mentorId: string, planId: string) {
  const res = await t.request('GET', `/api/mentors/${mentorId}/plan-balances`, {
    session: person.session,
  });
  expect(res.statusCode, res.body).toBe(200);
  const item = res.json<PlanBalanceList>().items.find((i) => i.planId === planId)!;
  return `${item.left} of ${item.sessions}`;
}

/** Move a booking's times by `hours` in the database (to make it held, or old). */
export async function shiftBooking(t: TestApp, id: string, hours: number) {
  await t.db.query(
    `update bookings set starts_at = starts_at + $2::float8 * interval '1 hour',
       ends_at = ends_at + $2::float8 * interval '1 hour',
       blocked_from = blocked_from + $2::float8 * interval '1 hour',
       blocked_until = blocked_until + $2::float8 * interval '1 hour'
     where id = $1`,
    [id, hours],
  );
}

/** Put a booking's end `hoursAgo` hours in the past (its length kept). */
export async function endedHoursAgo(t: TestApp, id: string, hoursAgo: number) {
  const { rows } = await t.db.query<{ ends_at: Date }>(
    'select ends_at from bookings where id = $1',
    [id],
  );
  const shift = (Date.now() - hoursAgo * HOUR_MS - rows[0]!.ends_at.getTime()) / HOUR_MS;
  await shiftBooking(t, id, shift);
}
