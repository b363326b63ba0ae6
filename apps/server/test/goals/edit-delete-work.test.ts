import type { Activity, ActivityList, Goal } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMentor, mentee } from '../bookings/lifecycle-support.ts';
import { hoursAgo, insertBooking } from '../bookings/support.ts';
import type { Person } from '../onboarding/support.ts';

/**
 * Work can be edited and deleted by whoever set it (docs/product.md#125-goals-and-activities,
 * against the real PostgreSQL): the mentor who assigned an assignment or test, the participant who
 * added a session's action item, and the mentee in their own plan; a mentor gets 403 for a mentee's
 * activity they can see but did not add, anyone who cannot see it 404.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

function as(person: Person) {
  const session = person.session;
  return {
    get: (url: string) => t.request('GET', url, { session }),
    post: (url: string, body: unknown) => t.request('POST', url, { session, body }),
    patch: (url: string, body: unknown) => t.request('PATCH', url, { session, body }),
    delete: (url: string) => t.request('DELETE', url, { session }),
  };
}

async function created<T>(res: { statusCode: number; body: string; json: <U>() => U }) {
  expect(res.statusCode, res.body).toBe(201);
  return res.json<T>();
}

/** A held session between a fresh approved mentor and a fresh mentee, with a shared goal. */
async function mentorAndMentee() {
  const { mentor } = await approvedMentor(t);
  const grace = await mentee(t, 'Grace Hopper');
  const bookingId = await insertBooking(t, mentor, grace, { start: hoursAgo(3) });
  const goal = await created<Goal>(await as(grace).post('/api/goals', { title: 'Lead role' }));
  return { mentor, grace, bookingId, goal };
}

const namesOf = async (person: Person) =>
  (await as(person).get('/api/activities')).json<ActivityList>().items.map((a) => a.name);

describe('editing and deleting work', () => {
  it('lets the assigning mentor edit every field of an assignment and delete it', async () => {
    const { mentor, grace, goal } = await mentorAndMentee();
    const work = await created<Activity>(
      await as(mentor).post('/api/activities', {
        name: 'Write a case study',
        kind: 'assignment',
        menteeId: grace.id,
      }),
    );
    const edited = await as(mentor).patch(`/api/activities/${work.id}`, {
      name: 'Write two case studies',
      description: 'One per project.',
      dueDate: '2031-03-01',
      goalId: goal.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Activity>()).toMatchObject({
      name: 'Write two case studies',
      description: 'One per project.',
      dueDate: '2031-03-01',
      goalId: goal.id,
    });
    expect(await namesOf(grace)).toContain('Write two case studies');

    // Another mentor cannot see it: 404 both ways.
    const { mentor: stranger } = await approvedMentor(t);
    expect((await as(stranger).patch(`/api/activities/${work.id}`, { name: 'x' })).statusCode).toBe(
      404,
    );
    expect((await as(stranger).delete(`/api/activities/${work.id}`)).statusCode).toBe(404);

    const removed = await as(mentor).delete(`/api/activities/${work.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await namesOf(grace)).not.toContain('Write two case studies');
    expect((await as(mentor).delete(`/api/activities/${work.id}`)).statusCode).toBe(404);
  });

  it('lets the participant who added an action item edit and delete it', async () => {
    const { mentor, grace, bookingId, goal } = await mentorAndMentee();
    const byMentor = await created<Activity>(
      await as(mentor).post('/api/activities', { name: 'Draft the case', bookingId }),
    );
    const byMentee = await created<Activity>(
      await as(grace).post('/api/activities', { name: 'Ask for feedback', bookingId }),
    );
    const edited = await as(mentor).patch(`/api/activities/${byMentor.id}`, {
      name: 'Draft the promotion case',
      dueDate: '2031-04-01',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Activity>()).toMatchObject({
      name: 'Draft the promotion case',
      dueDate: '2031-04-01',
      source: 'session',
      bookingId,
    });
    // The mentor does not change or delete what the mentee added (not theirs to reach: 404).
    const theirs = await as(mentor).patch(`/api/activities/${byMentee.id}`, { name: 'x' });
    expect(theirs.statusCode).toBe(404);
    expect((await as(mentor).delete(`/api/activities/${byMentee.id}`)).statusCode).toBe(404);
    // Under a goal the mentee shares, the mentor sees it, and still changes nothing (403).
    await as(grace).patch(`/api/activities/${byMentee.id}`, { goalId: goal.id });
    expect(
      (await as(mentor).patch(`/api/activities/${byMentee.id}`, { name: 'x' })).statusCode,
    ).toBe(403);
    expect((await as(mentor).delete(`/api/activities/${byMentee.id}`)).statusCode).toBe(403);
    // The mentee edits and deletes their own.
    const own = await as(grace).patch(`/api/activities/${byMentee.id}`, { name: 'Ask twice' });
    expect(own.json<Activity>()).toMatchObject({ name: 'Ask twice' });
    expect((await as(grace).delete(`/api/activities/${byMentee.id}`)).statusCode).toBe(204);

    expect((await as(mentor).delete(`/api/activities/${byMentor.id}`)).statusCode).toBe(204);
    const left = await as(grace).get(`/api/activities?bookingId=${bookingId}`);
    expect(left.json<ActivityList>().items).toEqual([]);
  });
});
