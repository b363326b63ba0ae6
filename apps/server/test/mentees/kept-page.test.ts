import type { Goal, MenteeDetail } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMenteesService } from '../../src/modules/mentees/service.ts';
import { approvedMentor, insertBooking } from '../bookings/support.ts';
import { onboardedPerson, type Person } from '../onboarding/support.ts';
import { expectKeptRead } from '../support/statements.ts';

/**
 * One mentee's page as a server process keeps it (docs/performance.md#the-hot-endpoints;
 * ADR 0015, fourth round): a repeated read costs one check instead of the page's statements,
 * and a read after any committed write of what it shows (the bookings between the two either
 * way round, the mentee's name, profile, goals and activities, the names of the activities'
 * authors), made by this process, another one or plain SQL, shows the change; so does a
 * session ending as time passes.
 */

let t: TestApp;
/** A second server process on the same database. */
let other: TestApp;
let mentor: Person;
let ada: Person;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

async function page(app: TestApp = t): Promise<MenteeDetail> {
  const res = await app.request('GET', `/api/mentor/mentees/${ada.id}?timeZone=UTC`, {
    session: mentor.session,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MenteeDetail>();
}

const say = (app: TestApp, who: Person, method: 'POST' | 'PATCH', url: string, body: unknown) =>
  app.request(method, url, { session: who.session, body });

beforeAll(async () => {
  t = await buildTestApp();
  other = await buildTestApp({ database: t.db, mail: t.catcher! });
  mentor = await approvedMentor(t);
  ada = await onboardedPerson(t, 'mentee', { email: 'ada@example.com', name: 'Ada Lovelace' });
  await insertBooking(t, mentor, ada);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe('the kept page of one mentee', () => {
  it('answers a repeated read with one check instead of the page’s statements', async () => {
    await expectKeptRead(t, () => page());
  });

  it('shows bookings between the two, either way round, written by plain SQL', async () => {
    expect((await page()).sessions).toHaveLength(1);
    const id = await insertBooking(t, mentor, ada, { status: 'pending' });
    expect((await page()).sessions.map((s) => s.status).sort()).toEqual(['confirmed', 'pending']);
    await t.db.query(`update bookings set status = 'cancelled' where id = $1`, [id]);
    expect((await page()).sessions.find((s) => s.id === id)!.status).toBe('cancelled');
    await t.db.query('delete from bookings where id = $1', [id]);
    expect((await page()).sessions).toHaveLength(1);
    // Ada as the mentor of a session with this mentor (the sessions read both ways round).
    const swapped = await insertBooking(t, ada, mentor);
    expect((await page()).sessions.map((s) => s.id)).toContain(swapped);
    await t.db.query('delete from bookings where id = $1', [swapped]);
    expect((await page()).sessions).toHaveLength(1);
  });

  it('shows the mentee’s new name and profile', async () => {
    await page();
    await t.db.query(`update users set name = 'Ada King' where id = $1`, [ada.id]);
    expect((await page()).mentee.name).toBe('Ada King');
    await t.db.query(`update mentee_profiles set headline = 'Analyst' where user_id = $1`, [
      ada.id,
    ]);
    expect((await page()).mentee.headline).toBe('Analyst');
    await t.db.query(`update mentee_profiles set languages = '{fr}' where user_id = $1`, [ada.id]);
    expect((await page()).mentee.languages).toEqual(['fr']);
  });

  it('shows goals and work written through another server process', async () => {
    expect((await page()).goals).toEqual([]);
    const goal = (
      await say(other, ada, 'POST', '/api/goals', { title: 'Ace interviews' })
    ).json<Goal>();
    expect((await page()).goals.map((g) => g.id)).toEqual([goal.id]);
    const work = await say(other, mentor, 'POST', '/api/activities', {
      name: 'Mock interview',
      menteeId: ada.id,
      goalId: goal.id,
      kind: 'assignment',
    });
    expect(work.statusCode, work.body).toBe(201);
    const id = work.json<{ id: string }>().id;
    const assigned = await page();
    expect(assigned.activities.map((a) => a.id)).toEqual([id]);
    expect(assigned.row.assignments.assigned).toBe(1);
    const done = await say(other, ada, 'PATCH', `/api/activities/${id}`, { status: 'complete' });
    expect(done.statusCode, done.body).toBe(200);
    const after = await page();
    expect(after.activities[0]!.status).toBe('complete');
    expect(after.row.progress).toBe(100);
    expect((await page(other)).row.progress).toBe(100);
  });

  it('shows the new name of another mentor whose work on a shared goal it shows', async () => {
    const goalId = (await page()).goals[0]!.id;
    const second = await approvedMentor(t);
    await insertBooking(t, second, ada);
    const work = await say(t, second, 'POST', '/api/activities', {
      name: 'Portfolio review',
      menteeId: ada.id,
      goalId,
      kind: 'assignment',
    });
    expect(work.statusCode, work.body).toBe(201);
    const byOther = (d: MenteeDetail) => d.activities.find((a) => a.name === 'Portfolio review');
    expect(byOther(await page())!.createdBy.id).toBe(second.id);
    await t.db.query(`update users set name = 'Grace Hopper' where id = $1`, [second.id]);
    expect(byOther(await page())!.createdBy.name).toBe('Grace Hopper');
  });

  it('shows a write once its transaction commits, not before', async () => {
    await page();
    const client = await other.database.pool.connect();
    try {
      await client.query('begin');
      await client.query(`update users set name = 'Ada Byron' where id = $1`, [ada.id]);
      expect((await page()).mentee.name).toBe('Ada King');
      await client.query('commit');
    } finally {
      client.release();
    }
    expect((await page()).mentee.name).toBe('Ada Byron');
    expect((await page(other)).mentee.name).toBe('Ada Byron');
  });

  it('computes again when a session ends, as time passes', async () => {
    const mentees = createMenteesService({
      database: t.database,
      goals: { mentorViewOf: async () => ({ goals: [], activities: [] }) },
    });
    const user = { id: mentor.id } as Parameters<typeof mentees.detail>[0];
    // A session six days ahead, 12:00 to 13:00 UTC; asked at 12:30 and 13:30 that day (the
    // same `today`, so the same question).
    const start = new Date((Math.floor(Date.now() / DAY_MS) + 6) * DAY_MS + 12 * HOUR_MS);
    const id = await insertBooking(t, mentor, ada, { start });
    const statusAt = async (ms: number) =>
      (await mentees.detail(user, ada.id, 'UTC', new Date(ms))).sessions.find((s) => s.id === id)!
        .status;
    expect(await statusAt(start.getTime() + HOUR_MS / 2)).toBe('confirmed');
    expect(await statusAt(start.getTime() + HOUR_MS * 1.5)).toBe('held');
  });
});
