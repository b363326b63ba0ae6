import type { Goal, MenteeSummary } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { weekIn } from '../../src/modules/goals/service.ts';
import { approvedMentor, hoursAgo, insertBooking } from '../bookings/support.ts';
import { onboardedPerson, type Person } from '../onboarding/support.ts';
import { expectKeptRead } from '../support/statements.ts';

/**
 * The mentee home's summaries a server process keeps (docs/performance.md#the-hot-endpoints; ADR
 * 0015, fourth round): a repeated read costs one check instead of the summary's statements, and a
 * read after any committed write of what it shows (the mentee's bookings, goals, activities, name,
 * expert requests and circle posts; the names, cards and prices of the mentors it shows; the
 * featured mentors), made by this process, another one or plain SQL, shows the change; so does a
 * session ending as time passes.
 */

let t: TestApp;
/** A second server process on the same database. */
let other: TestApp;
let mentor: Person;
let mentee: Person;
const HOUR_MS = 60 * 60 * 1000;

async function summary(app: TestApp = t, who: Person = mentee): Promise<MenteeSummary> {
  const res = await app.request('GET', '/api/me/summary?timeZone=UTC', { session: who.session });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MenteeSummary>();
}

beforeAll(async () => {
  t = await buildTestApp();
  other = await buildTestApp({ database: t.db, mail: t.catcher! });
  mentor = await approvedMentor(t);
  mentee = await onboardedPerson(t, 'mentee', { email: 'ada@example.com', name: 'Ada Lovelace' });
  // An attended free session (a milestone's money saved) and an upcoming one.
  await insertBooking(t, mentor, mentee, { start: hoursAgo(30) });
  await insertBooking(t, mentor, mentee);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe('the kept summary', () => {
  it('answers a repeated read with one check instead of the summary’s statements', async () => {
    await expectKeptRead(t, () => summary());
  });

  it('shows the mentee’s bookings written, cancelled and deleted by plain SQL', async () => {
    expect((await summary()).nextSessions).toHaveLength(1);
    const id = await insertBooking(t, mentor, mentee, { status: 'pending' });
    expect((await summary()).nextSessions.map((s) => s.status)).toEqual(['confirmed', 'pending']);
    await t.db.query(`update bookings set status = 'cancelled' where id = $1`, [id]);
    expect((await summary()).nextSessions).toHaveLength(1);
    await t.db.query('delete from bookings where id = $1', [id]);
    expect((await summary()).lastMentor!.id).toBe(mentor.id);
    // A first booking with a mentor the kept summary does not show: noted for the mentee.
    const second = await approvedMentor(t);
    await summary();
    const first = await insertBooking(t, second, mentee);
    expect((await summary()).lastMentor!.id).toBe(second.id);
    await t.db.query('delete from bookings where id = $1', [first]);
    expect((await summary()).lastMentor!.id).toBe(mentor.id);
  });

  it('shows the mentee’s new name and the mentor’s new name and card', async () => {
    await summary();
    await t.db.query(`update users set name = 'Augusta Lovelace' where id = $1`, [mentee.id]);
    expect((await summary()).firstName).toBe('Augusta');
    await t.db.query(`update users set name = 'Maya Okafor' where id = $1`, [mentor.id]);
    const renamed = await summary();
    expect(renamed.nextSessions[0]!.mentor.name).toBe('Maya Okafor');
    expect(renamed.lastMentor!.name).toBe('Maya Okafor');
    await t.db.query(`update mentor_profiles set headline = 'Staff engineer' where user_id = $1`, [
      mentor.id,
    ]);
    expect((await summary()).lastMentor!.headline).toBe('Staff engineer');
  });

  it('shows a new price of the mentor’s plans and a newly featured mentor', async () => {
    const before = await summary();
    expect(before.milestones.moneySaved).toHaveLength(1);
    await t.db.query(
      `update mentor_plans set price_minor = price_minor * 2 where mentor_id = $1 and price_minor > 0`,
      [mentor.id],
    );
    const after = await summary();
    expect(after.milestones.moneySaved[0]!.priceMinor).toBe(
      before.milestones.moneySaved[0]!.priceMinor * 2,
    );
    const star = await approvedMentor(t);
    expect((await summary()).featuredMentor?.id).not.toBe(star.id);
    await t.db.query(`update mentor_profiles set featured = (user_id = $1)`, [star.id]);
    expect((await summary()).featuredMentor?.id).toBe(star.id);
  });

  it('shows goals and activities written through another server process', async () => {
    await summary();
    const today = weekIn('UTC').today;
    const say = (method: 'POST' | 'PATCH', url: string, body: unknown) =>
      other.request(method, url, { session: mentee.session, body });
    const goal = (
      await say('POST', '/api/goals', { title: 'Ace interviews', targetDate: today })
    ).json<Goal>();
    expect((await summary()).goals.map((g) => g.title)).toEqual(['Ace interviews']);
    const work = await say('POST', '/api/activities', {
      name: 'Mock interview',
      goalId: goal.id,
      dueDate: today,
    });
    expect(work.statusCode, work.body).toBe(201);
    expect((await summary()).activities.map((a) => a.name)).toEqual(['Mock interview']);
    const id = work.json<{ id: string }>().id;
    expect((await say('PATCH', `/api/activities/${id}`, { status: 'complete' })).statusCode).toBe(
      200,
    );
    const done = await summary();
    expect(done.activities[0]!.status).toBe('complete');
    expect(done.goals[0]!.progress).toBe(100);
    expect((await summary(other)).goals[0]!.progress).toBe(100);
  });

  it('shows a first expert request and a first circle post written by plain SQL', async () => {
    const badge = (s: MenteeSummary, key: string) => s.badges.find((b) => b.key === key)!.earnedAt;
    expect(badge(await summary(), 'first_question')).toBeNull();
    await t.db.query(
      `insert into expert_requests (id, mentee_id, topic, description, expires_at)
       values ($1, $2, 'career', 'How do I grow?', now() + interval '1 day')`,
      [randomUUID(), mentee.id],
    );
    expect(badge(await summary(), 'first_question')).not.toBeNull();
    expect(badge(await summary(), 'first_post')).toBeNull();
    const circle = randomUUID();
    await t.db.query(
      `insert into circles (id, slug, title, category, description)
       values ($1, 'kept-answers', 'Kept answers', 'tech', 'A circle')`,
      [circle],
    );
    await t.db.query(
      `insert into circle_posts (id, circle_id, author_id, body) values ($1, $2, $3, 'Hello')`,
      [randomUUID(), circle, mentee.id],
    );
    expect(badge(await summary(), 'first_post')).not.toBeNull();
  });

  it('shows a write once its transaction commits, not before', async () => {
    const before = await summary();
    const client = await other.database.pool.connect();
    try {
      await client.query('begin');
      await client.query(`update users set name = 'Beatrice Byron' where id = $1`, [mentee.id]);
      // Read (and kept) while the write is in progress: the old name.
      expect((await summary()).firstName).toBe(before.firstName);
      await client.query('commit');
    } finally {
      client.release();
    }
    expect((await summary()).firstName).toBe('Beatrice');
    expect((await summary(other)).firstName).toBe('Beatrice');
  });

  it('computes again when a session ends, as time passes', async () => {
    const before = await summary();
    // A session ending in two seconds: upcoming now, attended once it ends.
    await insertBooking(t, mentor, mentee, { start: new Date(Date.now() - HOUR_MS + 2000) });
    const during = await summary();
    expect(during.nextSessions).toHaveLength(before.nextSessions.length + 1);
    expect(during.milestones.minutesSaved).toBe(before.milestones.minutesSaved);
    await vi.waitFor(
      async () =>
        expect((await summary()).milestones.minutesSaved).toBe(before.milestones.minutesSaved + 60),
      { timeout: 5000, interval: 250 },
    );
  });
});
