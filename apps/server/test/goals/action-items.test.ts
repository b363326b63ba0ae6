import type { Activity, ActivityList, Booking, BookingDetail, Goal } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMentor, book, mentee, slotsOf } from '../bookings/lifecycle-support.ts';
import { hoursAgo, insertBooking } from '../bookings/support.ts';
import type { Person } from '../onboarding/support.ts';

/**
 * Sessions feed the plan (against the real PostgreSQL): action items added on a
 * session by either participant become activities of the mentee (source `session`), both
 * participants read them, anyone else gets 404; a booking's agenda names an active goal of
 * the mentee, and the session shows that goal's progress.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

function as(person: Person) {
  return {
    get: (url: string) => t.request('GET', url, { session: person.session }),
    post: (url: string, body: unknown) => t.request('POST', url, { session: person.session, body }),
    patch: (url: string, body: unknown) =>
      t.request('PATCH', url, { session: person.session, body }),
  };
}

async function newGoal(person: Person, body: Record<string, unknown> = {}): Promise<Goal> {
  const res = await as(person).post('/api/goals', { title: 'Land a lead role', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Goal>();
}

/** A held session between a fresh mentor and a fresh mentee. */
async function heldSession() {
  const { mentor } = await approvedMentor(t);
  const grace = await mentee(t, 'Grace Hopper');
  const bookingId = await insertBooking(t, mentor, grace, { start: hoursAgo(3) });
  return { mentor, grace, bookingId };
}

describe('action items', () => {
  it('become activities of the mentee, linked to the session and a goal, read by both sides', async () => {
    const { mentor, grace, bookingId } = await heldSession();
    const goal = await newGoal(grace);

    const byMentor = await as(mentor).post('/api/activities', {
      name: 'Draft the promotion case',
      bookingId,
      goalId: goal.id,
    });
    expect(byMentor.statusCode, byMentor.body).toBe(201);
    expect(byMentor.json<Activity>()).toMatchObject({
      menteeId: grace.id,
      name: 'Draft the promotion case',
      source: 'session',
      bookingId,
      goalId: goal.id,
      status: 'not_started',
      createdBy: { id: mentor.id },
    });
    const byMentee = await as(grace).post('/api/activities', {
      name: 'Ask two peers for feedback',
      bookingId,
    });
    expect(byMentee.statusCode, byMentee.body).toBe(201);
    expect(byMentee.json<Activity>()).toMatchObject({ source: 'session', menteeId: grace.id });

    // In the mentee's plan at once, in Not Started; the goal counts them.
    const plan = await as(grace).get('/api/activities?status=not_started');
    expect(plan.json<ActivityList>().items.map((a) => a.name)).toEqual([
      'Draft the promotion case',
      'Ask two peers for feedback',
    ]);
    expect((await as(grace).get(`/api/goals/${goal.id}`)).json<Goal>().activityCount).toBe(1);

    // Both participants list the session's action items, whoever added them.
    for (const person of [mentor, grace]) {
      const res = await as(person).get(`/api/activities?bookingId=${bookingId}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ActivityList>().items.map((a) => a.name)).toEqual([
        'Draft the promotion case',
        'Ask two peers for feedback',
      ]);
    }

    // The mentee moves one along; the mentor sees the new status.
    const moved = await as(grace).patch(`/api/activities/${byMentor.json<Activity>().id}`, {
      status: 'complete',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const seen = await as(mentor).get(`/api/activities?bookingId=${bookingId}&status=complete`);
    expect(seen.json<ActivityList>().items.map((a) => a.name)).toEqual([
      'Draft the promotion case',
    ]);
    expect((await as(grace).get(`/api/goals/${goal.id}`)).json<Goal>().progress).toBe(100);
  });

  it('lists several sessions’ action items in one request', async () => {
    const { mentor, grace, bookingId } = await heldSession();
    const second = await insertBooking(t, mentor, grace, { start: hoursAgo(30) });
    const third = await insertBooking(t, mentor, grace);
    await as(mentor).post('/api/activities', { name: 'First', bookingId });
    await as(mentor).post('/api/activities', { name: 'Second', bookingId: second });
    const res = await as(grace).get(`/api/activities?bookingId=${bookingId},${second},${third}`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<ActivityList>().items;
    expect(items.map((a) => [a.name, a.bookingId])).toEqual([
      ['First', bookingId],
      ['Second', second],
    ]);
  });

  it('answers 404 to anyone who does not take part in the session', async () => {
    const { mentor, grace, bookingId } = await heldSession();
    const { mentor: otherMentor } = await approvedMentor(t);
    const otherMentee = await mentee(t);
    // The other mentor even has a session with the same mentee: still not this one.
    await insertBooking(t, otherMentor, grace, { start: hoursAgo(50) });
    for (const stranger of [otherMentor, otherMentee]) {
      const add = await as(stranger).post('/api/activities', { name: 'Sneak in', bookingId });
      expect(add.statusCode, add.body).toBe(404);
      const list = await as(stranger).get(`/api/activities?bookingId=${bookingId}`);
      expect(list.statusCode, list.body).toBe(404);
    }
    // One foreign booking among one's own is refused as a whole.
    const mine = await insertBooking(t, otherMentor, otherMentee, { start: hoursAgo(80) });
    const mixed = await as(otherMentee).get(`/api/activities?bookingId=${mine},${bookingId}`);
    expect(mixed.statusCode).toBe(404);
    const none = await as(grace).get(`/api/activities?bookingId=${bookingId}`);
    expect(none.json<ActivityList>().items).toEqual([]);
    // A goal the mentor may not use (not shared) is not found; a cancelled session takes none.
    const hidden = await newGoal(grace, { shared: false });
    const withHidden = await as(mentor).post('/api/activities', {
      name: 'Under a private goal',
      bookingId,
      goalId: hidden.id,
    });
    expect(withHidden.statusCode).toBe(404);
    const cancelled = await insertBooking(t, mentor, grace, {
      status: 'cancelled',
      cancelledBy: 'mentee',
    });
    const late = await as(mentor).post('/api/activities', { name: 'Late', bookingId: cancelled });
    expect(late.statusCode).toBe(400);
    expect(late.json<{ message: string }>().message).toContain('bookingId');
  });
});

describe('the goal a booking names', () => {
  it('is an active goal of the mentee, shown with its progress on the session', async () => {
    const { mentor, planId } = await approvedMentor(t);
    const grace = await mentee(t);
    const goal = await newGoal(grace, { title: 'Get promoted', shared: false, progress: 40 });
    const start = (await slotsOf(t, mentor.id))[3]!;
    const res = await as(grace).post('/api/bookings', {
      mentorId: mentor.id,
      start,
      planId,
      agenda: 'My promotion case',
      goalId: goal.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const expected = { id: goal.id, title: 'Get promoted', progress: 40 };
    expect(res.json<Booking>().goal).toEqual(expected);
    // Both sides see it on the session, even though the goal is not shared otherwise.
    for (const person of [grace, mentor]) {
      const detail = await as(person).get(`/api/bookings/${res.json<Booking>().id}`);
      expect(detail.json<BookingDetail>().goal).toEqual(expected);
    }
    const list = await as(mentor).get('/api/bookings?when=upcoming');
    expect(list.json<{ items: Booking[] }>().items[0]!.goal).toEqual(expected);
    // The mentor may put an action item under the goal the booking names.
    const item = await as(mentor).post('/api/activities', {
      name: 'Write the case',
      bookingId: res.json<Booking>().id,
      goalId: goal.id,
    });
    expect(item.statusCode, item.body).toBe(201);
    const after = await as(grace).get(`/api/bookings/${res.json<Booking>().id}`);
    expect(after.json<BookingDetail>().goal?.progress).toBe(0);
  });

  it('refuses another mentee’s goal or one that is not active with 400 naming goalId', async () => {
    const { mentor, planId } = await approvedMentor(t);
    const grace = await mentee(t);
    const other = await mentee(t);
    const foreign = await newGoal(other);
    const achieved = await newGoal(grace, { title: 'Done already' });
    await as(grace).patch(`/api/goals/${achieved.id}`, { status: 'achieved' });
    const slots = await slotsOf(t, mentor.id);
    for (const goalId of [foreign.id, achieved.id, 'no-such-goal']) {
      const res = await as(grace).post('/api/bookings', {
        mentorId: mentor.id,
        start: slots[5]!,
        planId,
        goalId,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('goalId');
    }
    const without = await book(t, grace, { mentorId: mentor.id, start: slots[5]!, planId });
    expect(without.goal).toBeNull();
  });

  it('lets the mentee change the goal of an upcoming session, not the mentor nor a past one', async () => {
    const { mentor, planId } = await approvedMentor(t);
    const grace = await mentee(t);
    const first = await newGoal(grace, { title: 'First goal' });
    const second = await newGoal(grace, { title: 'Second goal' });
    const start = (await slotsOf(t, mentor.id))[7]!;
    const booked = await book(t, grace, { mentorId: mentor.id, start, planId });
    const url = `/api/bookings/${booked.id}/goal`;
    const put = (person: Person, goalId: string | null) =>
      t.request('PUT', url, { session: person.session, body: { goalId } });

    const set = await put(grace, second.id);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Booking>().goal).toMatchObject({ id: second.id, title: 'Second goal' });
    expect((await put(grace, first.id)).json<Booking>().goal?.title).toBe('First goal');
    expect((await put(grace, null)).json<Booking>().goal).toBeNull();

    const other = await newGoal(await mentee(t));
    const foreign = await put(grace, other.id);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ message: string }>().message).toContain('goalId');
    expect((await put(mentor, first.id)).statusCode).toBe(403);
    expect((await put(await mentee(t), first.id)).statusCode).toBe(404);
    const past = await insertBooking(t, mentor, grace, { start: hoursAgo(100) });
    const late = await t.request('PUT', `/api/bookings/${past}/goal`, {
      session: grace.session,
      body: { goalId: first.id },
    });
    expect(late.statusCode).toBe(409);
  });
});
