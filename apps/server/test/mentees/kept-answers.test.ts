import { MenteeListQuery, type Goal, type MenteeList, type MenteeRow } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMenteesService } from '../../src/modules/mentees/service.ts';
import { onboardedPerson, type Person } from '../onboarding/support.ts';
import { expectKeptRead } from '../support/statements.ts';

/**
 * The mentees table answers a server process keeps (docs/performance.md#the-hot-endpoints;
 * ADR 0015): a repeated read costs one check instead of the table's statement, and a read
 * after any committed write the table shows, made by this process, another one or plain SQL,
 * shows the change.
 */

let t: TestApp;
/** A second server process on the same database. */
let other: TestApp;
let mentor: Person;
let ada: Person;
let ben: Person;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
let slot = 0;

/** A booking row of `mentor` with `mentee`, `hoursFromNow` ahead; its id. */
async function booking(mentee: Person, status: string, hoursFromNow: number): Promise<string> {
  const id = randomUUID();
  const start = new Date(Date.now() + hoursFromNow * HOUR_MS + slot++ * 61_000 * 3);
  const end = new Date(start.getTime() + HOUR_MS);
  await t.db.query(
    `insert into bookings (id, mentor_id, mentee_id, status, starts_at, ends_at, blocked_from, blocked_until, meeting_url, plan_name)
     values ($1, $2, $3, $4, $5, $6, $5, $6, 'https://meet.example.com/x', 'Starter Plan')`,
    [id, mentor.id, mentee.id, status, start, end],
  );
  return id;
}

async function list(app: TestApp = t, query = ''): Promise<MenteeList> {
  const res = await app.request('GET', `/api/mentor/mentees?timeZone=UTC${query}`, {
    session: mentor.session,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MenteeList>();
}

const rowOf = (answer: MenteeList, who: Person): MenteeRow | undefined =>
  answer.items.find((r) => r.id === who.id);

beforeAll(async () => {
  t = await buildTestApp();
  other = await buildTestApp({ database: t.db, mail: t.catcher! });
  mentor = await onboardedPerson(t, 'coach', { name: 'Maya Mentor' });
  ada = await onboardedPerson(t, 'mentee', { email: 'ada@example.com', name: 'Ada Lovelace' });
  ben = await onboardedPerson(t, 'mentee', { email: 'ben@example.com', name: 'Ben Okafor' });
  await booking(ada, 'confirmed', 24);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe('the kept mentees table', () => {
  it('answers a repeated read with one check instead of the table’s statement', async () => {
    await expectKeptRead(t, () => list());
  });

  it('shows a booking, a cancellation and a deletion written by plain SQL', async () => {
    expect((await list()).summary.mentees).toBe(1);
    const id = await booking(ben, 'pending', 48);
    expect((await list()).summary.mentees).toBe(2);
    expect(rowOf(await list(), ben)!.meeting!.status).toBe('pending');
    await t.db.query(`update bookings set status = 'cancelled' where id = $1`, [id]);
    expect(rowOf(await list(), ben)!.meeting!.status).toBe('cancelled');
    await t.db.query('delete from bookings where id = $1', [id]);
    expect((await list()).summary.mentees).toBe(1);
  });

  it('shows a mentee’s new name and profile', async () => {
    await list();
    await t.db.query(`update users set name = 'Ada King' where id = $1`, [ada.id]);
    expect(rowOf(await list(), ada)!.name).toBe('Ada King');
    await t.db.query(`update mentee_profiles set headline = 'Analyst' where user_id = $1`, [
      ada.id,
    ]);
    expect(rowOf(await list(), ada)!.headline).toBe('Analyst');
    await t.db.query(`update mentee_profiles set languages = '{fr}' where user_id = $1`, [ada.id]);
    expect((await list()).filters.languages).toEqual(['fr']);
  });

  it('shows goals and work written through another server process', async () => {
    const before = await list();
    expect(rowOf(before, ada)!.sharedGoals).toBe(0);
    const say = (app: TestApp, who: Person, method: 'POST' | 'PATCH', url: string, body: unknown) =>
      app.request(method, url, { session: who.session, body });
    const goal = (
      await say(other, ada, 'POST', '/api/goals', { title: 'Ace interviews' })
    ).json<Goal>();
    expect(rowOf(await list(), ada)!.sharedGoals).toBe(1);
    const work = await say(other, mentor, 'POST', '/api/activities', {
      name: 'Mock interview',
      menteeId: ada.id,
      goalId: goal.id,
      kind: 'assignment',
    });
    expect(work.statusCode, work.body).toBe(201);
    const assigned = await list();
    expect(assigned.summary.assignments.assigned).toBe(1);
    expect(rowOf(assigned, ada)!.progress).toBe(0);
    const id = work.json<{ id: string }>().id;
    const done = await say(other, ada, 'PATCH', `/api/activities/${id}`, { status: 'complete' });
    expect(done.statusCode, done.body).toBe(200);
    const after = await list();
    expect(after.summary.assignments.done).toBe(1);
    expect(rowOf(after, ada)!.progress).toBe(100);
  });

  it('shows a write once its transaction commits, not before', async () => {
    await list();
    const client = await other.database.pool.connect();
    try {
      await client.query('begin');
      await client.query(`update users set name = 'Ada Byron' where id = $1`, [ada.id]);
      // Read (and kept) while the write is in progress: the old name.
      expect(rowOf(await list(), ada)!.name).toBe('Ada King');
      await client.query('commit');
    } finally {
      client.release();
    }
    expect(rowOf(await list(), ada)!.name).toBe('Ada Byron');
    expect(rowOf(await list(other), ada)!.name).toBe('Ada Byron');
  });

  it('shows a mentee’s write that began before their first booking with the mentor', async () => {
    const cleo = await onboardedPerson(t, 'mentee', { email: 'cleo@example.com' });
    const client = await other.database.pool.connect();
    try {
      // Cleo's profile changes in a transaction that cannot yet know the mentor is hers...
      await client.query('begin');
      await client.query(`update mentee_profiles set headline = 'Designer' where user_id = $1`, [
        cleo.id,
      ]);
      // ...then her first booking commits and the mentor's table is read and kept.
      await booking(cleo, 'confirmed', 72);
      expect(rowOf(await list(), cleo)!.headline).not.toBe('Designer');
      await client.query('commit');
    } finally {
      client.release();
    }
    expect(rowOf(await list(), cleo)!.headline).toBe('Designer');
  });

  it('computes again when a session ends, as time passes', async () => {
    const mentees = createMenteesService({
      database: t.database,
      goals: { mentorViewOf: () => Promise.reject(new Error('not used')) },
    });
    const query = MenteeListQuery.parse({ timeZone: 'UTC' });
    const user = { id: mentor.id } as Parameters<typeof mentees.list>[0];
    // Ben’s session six days ahead, 12:00 to 13:00 UTC; asked at 12:30 and 13:30 that day
    // (the same `today`, so the same question).
    const start = new Date((Math.floor(Date.now() / DAY_MS) + 6) * DAY_MS + 12 * HOUR_MS);
    const end = new Date(start.getTime() + HOUR_MS);
    await t.db.query(
      `insert into bookings (id, mentor_id, mentee_id, status, starts_at, ends_at, blocked_from, blocked_until, meeting_url, plan_name)
       values ($1, $2, $3, 'confirmed', $4, $5, $4, $5, 'https://meet.example.com/x', 'Starter Plan')`,
      [randomUUID(), mentor.id, ben.id, start, end],
    );
    const during = rowOf(
      await mentees.list(user, query, new Date(start.getTime() + HOUR_MS / 2)),
      ben,
    )!;
    expect(during.meeting!.status).toBe('scheduled');
    const after = rowOf(
      await mentees.list(user, query, new Date(end.getTime() + HOUR_MS / 2)),
      ben,
    )!;
    expect(after.meeting!.status).toBe('completed');
    expect(after.nextSessionAt).toBeNull();
  });
});
