import type { Activity, ActivityList, Goal, GoalList } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekIn } from '../../src/modules/goals/service.ts';
import { onboardedPerson, type Person } from '../onboarding/support.ts';

/**
 * Goals and activities against the real PostgreSQL (docs/architecture.md#tests: CRUD and
 * validation, progress computation, week boundaries in a zone far from UTC, access rules).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
let slot = 0;

/** A booking row between `mentor` and `mentee` (the participation the access rules read). */
async function bookingBetween(mentor: Person, mentee: Person): Promise<string> {
  const id = randomUUID();
  const start = new Date(Date.UTC(2030, 0, 1) + slot++ * 3 * 60 * 60 * 1000);
  const end = new Date(start.getTime() + 60 * 60 * 1000);
  await t.db.query(
    `insert into bookings (id, mentor_id, mentee_id, status, starts_at, ends_at, blocked_from, blocked_until, meeting_url)
     values ($1, $2, $3, 'confirmed', $4, $5, $4, $5, 'https://meet.example.com/x')`,
    [id, mentor.id, mentee.id, start, end],
  );
  return id;
}

function as(person: Person) {
  return {
    get: (url: string) => t.request('GET', url, { session: person.session }),
    post: (url: string, body: unknown) => t.request('POST', url, { session: person.session, body }),
    patch: (url: string, body: unknown) =>
      t.request('PATCH', url, { session: person.session, body }),
    delete: (url: string) => t.request('DELETE', url, { session: person.session }),
  };
}

async function newGoal(person: Person, body: Record<string, unknown> = {}): Promise<Goal> {
  const res = await as(person).post('/api/goals', { title: 'Land a lead role', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Goal>();
}

async function newActivity(person: Person, body: Record<string, unknown>): Promise<Activity> {
  const res = await as(person).post('/api/activities', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Activity>();
}

const day = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

describe('goals', () => {
  it('creates, reads, edits, achieves, drops and deletes a goal', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    const goal = await newGoal(mentee, {
      why: 'I want to grow a team.',
      targetDate: '2027-03-31',
      category: 'career',
    });
    expect(goal).toMatchObject({
      title: 'Land a lead role',
      why: 'I want to grow a team.',
      targetDate: '2027-03-31',
      category: 'career',
      status: 'active',
      progress: 0,
      manualProgress: null,
      activityCount: 0,
      shared: true,
      menteeId: mentee.id,
    });
    const read = await as(mentee).get(`/api/goals/${goal.id}`);
    expect(read.json()).toEqual(goal);

    const edited = await as(mentee).patch(`/api/goals/${goal.id}`, {
      title: 'Lead a design team',
      progress: 40,
      shared: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Lead a design team',
      progress: 40,
      manualProgress: 40,
      shared: false,
    });
    for (const status of ['achieved', 'dropped', 'active'] as const) {
      const res = await as(mentee).patch(`/api/goals/${goal.id}`, { status });
      expect(res.json<Goal>().status).toBe(status);
    }
    const second = await newGoal(mentee, { title: 'Second' });
    await as(mentee).patch(`/api/goals/${second.id}`, { status: 'achieved' });
    const list = await as(mentee).get('/api/goals');
    expect(list.json<GoalList>().items.map((g) => g.id)).toEqual([goal.id, second.id]);

    const activity = await newActivity(mentee, { name: 'Step', goalId: goal.id });
    const del = await as(mentee).delete(`/api/goals/${goal.id}`);
    expect(del.statusCode).toBe(204);
    expect((await as(mentee).get(`/api/goals/${goal.id}`)).statusCode).toBe(404);
    // The activity stays, without a goal.
    const acts = await as(mentee).get('/api/activities');
    expect(acts.json<ActivityList>().items).toEqual([
      expect.objectContaining({ id: activity.id, goalId: null }),
    ]);
    expect((await as(mentee).delete(`/api/goals/${goal.id}`)).statusCode).toBe(404);
  });

  it('refuses bad values with 400 naming the field', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(121) }, 'title'],
      [{ title: 'Ok', targetDate: '2027-02-30' }, 'targetDate'],
      [{ title: 'Ok', category: 'cooking' }, 'category'],
      [{ title: 'Ok', progress: 101 }, 'progress'],
      [{ title: 'Line\nbreak' }, 'title'],
    ];
    for (const [body, field] of cases) {
      const res = await as(mentee).post('/api/goals', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ type: 'general_argument_invalid' });
      expect(res.json<{ message: string }>().message).toContain(field);
    }
    const goal = await newGoal(mentee);
    const bad = await as(mentee).patch(`/api/goals/${goal.id}`, { status: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('status');
  });

  it('computes progress from activities done / all, or the manual value without any', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    const goal = await newGoal(mentee, { progress: 30 });
    expect(goal.progress).toBe(30);
    const ids: string[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      ids.push((await newActivity(mentee, { name, goalId: goal.id })).id);
    }
    const progress = async () =>
      (await as(mentee).get(`/api/goals/${goal.id}`)).json<Goal>().progress;
    expect(await progress()).toBe(0);
    await as(mentee).patch(`/api/activities/${ids[0]}`, { status: 'complete' });
    expect(await progress()).toBe(33);
    await as(mentee).patch(`/api/activities/${ids[1]}`, { status: 'in_progress' });
    expect(await progress()).toBe(33);
    await as(mentee).patch(`/api/activities/${ids[1]}`, { status: 'complete' });
    const read = (await as(mentee).get(`/api/goals/${goal.id}`)).json<Goal>();
    expect(read).toMatchObject({ progress: 67, activityCount: 3, doneCount: 2 });
    await as(mentee).delete(`/api/activities/${ids[2]}`);
    expect(await progress()).toBe(100);
    for (const id of ids.slice(0, 2)) await as(mentee).delete(`/api/activities/${id}`);
    expect(await progress()).toBe(30);
  });
});

describe('activities', () => {
  it('adds with a name only, edits, moves and deletes; validates fields', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    const activity = await newActivity(mentee, { name: 'Update my CV' });
    expect(activity).toMatchObject({
      name: 'Update my CV',
      description: '',
      category: 'other',
      dueDate: null,
      status: 'not_started',
      source: 'mentee',
      kind: 'activity',
      goalId: null,
      bookingId: null,
      score: null,
      createdBy: { id: mentee.id },
    });
    const res = await as(mentee).patch(`/api/activities/${activity.id}`, {
      description: 'Two pages max',
      dueDate: '2027-01-15',
      category: 'branding',
      status: 'in_progress',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      description: 'Two pages max',
      dueDate: '2027-01-15',
      category: 'branding',
      status: 'in_progress',
    });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'name'],
      [{ name: '' }, 'name'],
      [{ name: 'x', status: 'finished' }, 'status'],
      [{ name: 'x', dueDate: 'tomorrow' }, 'dueDate'],
      [{ name: 'x', source: 'mentee', kind: 'quiz' }, 'kind'],
      [{ name: 'x', kind: 'test' }, 'kind'],
      [{ name: 'x', menteeId: randomUUID() }, 'menteeId'],
    ];
    for (const [body, field] of cases) {
      const bad = await as(mentee).post('/api/activities', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain(field);
    }
    const score = await as(mentee).patch(`/api/activities/${activity.id}`, { score: 50 });
    expect(score.statusCode).toBe(400);
    expect(score.json<{ message: string }>().message).toContain('score');
    expect((await as(mentee).delete(`/api/activities/${activity.id}`)).statusCode).toBe(204);
    expect((await as(mentee).delete(`/api/activities/${activity.id}`)).statusCode).toBe(404);
  });

  it('filters by goal, category, source and status', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    const goal = await newGoal(mentee);
    const a = await newActivity(mentee, { name: 'A', goalId: goal.id, category: 'skills' });
    const b = await newActivity(mentee, { name: 'B', status: 'complete' });
    const ids = async (query: string) =>
      (await as(mentee).get(`/api/activities?${query}`))
        .json<ActivityList>()
        .items.map((x) => x.id);
    expect(await ids(`goalId=${goal.id}`)).toEqual([a.id]);
    expect(await ids('category=skills')).toEqual([a.id]);
    expect(await ids('status=complete')).toEqual([b.id]);
    expect(await ids('source=mentee')).toEqual([a.id, b.id]);
    expect(await ids('source=session')).toEqual([]);
    const bad = await as(mentee).get('/api/activities?due=soon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('due');
    const zone = await as(mentee).get('/api/activities?timeZone=Mars/Olympus');
    expect(zone.statusCode).toBe(400);
    expect(zone.json<{ message: string }>().message).toContain('timeZone');
  });
});

describe('due filter and week boundaries', () => {
  it('judges today and Monday–Sunday in the given zone', () => {
    // Sunday 10:30 UTC is already Monday 00:30 in Kiritimati (UTC+14), still Saturday in Pago Pago.
    const at = new Date('2026-11-22T10:30:00Z');
    expect(weekIn('UTC', at)).toEqual({
      today: '2026-11-22',
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
    });
    expect(weekIn('Pacific/Kiritimati', at)).toEqual({
      today: '2026-11-23',
      weekStart: '2026-11-23',
      weekEnd: '2026-11-29',
    });
    expect(weekIn('Pacific/Pago_Pago', at)).toEqual({
      today: '2026-11-21',
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
    });
    // Sunday 09:59 UTC is Sunday 23:59 in Kiritimati; a minute later a new week starts there.
    expect(weekIn('Pacific/Kiritimati', new Date('2026-11-15T09:59:00Z')).weekEnd).toBe(
      '2026-11-15',
    );
    expect(weekIn('Pacific/Kiritimati', new Date('2026-11-15T10:00:00Z')).weekStart).toBe(
      '2026-11-16',
    );
  });

  it('filters overdue, this week and later on the zone’s calendar', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    const zone = 'Pacific/Kiritimati';
    const head = (await as(mentee).get(`/api/activities?timeZone=${zone}`)).json<ActivityList>();
    const expectedToday = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    expect(head.today).toBe(expectedToday);
    const { weekStart, weekEnd, today } = head;
    expect(new Date(`${weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(day(weekStart, 6)).toBe(weekEnd);

    const lastWeek = await newActivity(mentee, {
      name: 'Last Sunday',
      dueDate: day(weekStart, -1),
    });
    await newActivity(mentee, {
      name: 'Done late',
      dueDate: day(weekStart, -2),
      status: 'complete',
    });
    const monday = await newActivity(mentee, { name: 'Monday', dueDate: weekStart });
    const sunday = await newActivity(mentee, { name: 'Sunday', dueDate: weekEnd });
    const next = await newActivity(mentee, { name: 'Next Monday', dueDate: day(weekEnd, 1) });
    await newActivity(mentee, { name: 'Someday' });

    const names = async (query: string) =>
      (await as(mentee).get(`/api/activities?timeZone=${zone}&${query}`))
        .json<ActivityList>()
        .items.map((x) => x.name);
    expect(await names('due=this_week')).toEqual([monday.name, sunday.name]);
    expect(await names('due=later')).toEqual([next.name]);
    const overdue = await names('due=overdue');
    expect(overdue[0]).toBe(lastWeek.name);
    expect(overdue).not.toContain('Done late');
    expect(overdue).toEqual(today === weekStart ? [lastWeek.name] : [lastWeek.name, 'Monday']);
  });
});

describe('access', () => {
  it('gives another mentee 404 for a goal or activity that is not theirs', async () => {
    const owner = await onboardedPerson(t, 'mentee');
    const other = await onboardedPerson(t, 'mentee');
    const goal = await newGoal(owner);
    const activity = await newActivity(owner, { name: 'Mine', goalId: goal.id });
    expect((await as(other).get(`/api/goals/${goal.id}`)).statusCode).toBe(404);
    expect((await as(other).get(`/api/goals/${goal.id}`)).json()).toMatchObject({
      type: 'goal_not_found',
    });
    expect((await as(other).patch(`/api/goals/${goal.id}`, { title: 'x' })).statusCode).toBe(404);
    expect((await as(other).delete(`/api/goals/${goal.id}`)).statusCode).toBe(404);
    const patch = await as(other).patch(`/api/activities/${activity.id}`, { status: 'complete' });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toMatchObject({ type: 'activity_not_found' });
    expect((await as(other).delete(`/api/activities/${activity.id}`)).statusCode).toBe(404);
    // Nor may they file an activity under it.
    const under = await as(other).post('/api/activities', { name: 'x', goalId: goal.id });
    expect(under.statusCode).toBe(404);
    expect((await as(other).get('/api/goals')).json<GoalList>().items).toEqual([]);
    expect((await as(other).get('/api/activities')).json<ActivityList>().items).toEqual([]);
    expect((await t.request('GET', '/api/goals')).statusCode).toBe(401);
  });

  it('shows a mentor only the shared goals (and their activities) of their own mentees', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    const mentor = await onboardedPerson(t, 'coach');
    const stranger = await onboardedPerson(t, 'coach');
    // The stranger mentors somebody else: bookings of their own give them nothing here.
    await bookingBetween(stranger, await onboardedPerson(t, 'mentee'));
    const shared = await newGoal(mentee, { title: 'Shared' });
    const hidden = await newGoal(mentee, { title: 'Private', shared: false });
    const inShared = await newActivity(mentee, { name: 'In shared', goalId: shared.id });
    await newActivity(mentee, { name: 'In private', goalId: hidden.id });
    await newActivity(mentee, { name: 'Loose' });

    // Before any booking, the mentor is nobody's mentor.
    expect((await as(mentor).get(`/api/goals/${shared.id}`)).statusCode).toBe(404);
    await bookingBetween(mentor, mentee);

    const goals = (await as(mentor).get('/api/goals')).json<GoalList>().items;
    expect(goals.map((g) => g.title)).toEqual(['Shared']);
    expect((await as(mentor).get(`/api/goals/${shared.id}`)).statusCode).toBe(200);
    expect((await as(mentor).get(`/api/goals/${hidden.id}`)).statusCode).toBe(404);
    const acts = (
      await as(mentor).get(`/api/activities?menteeId=${mentee.id}`)
    ).json<ActivityList>();
    expect(acts.items.map((a) => a.name)).toEqual(['In shared']);
    // A mentor edits no goal and no activity the mentee made.
    expect((await as(mentor).patch(`/api/goals/${shared.id}`, { title: 'x' })).statusCode).toBe(
      403,
    );
    const move = await as(mentor).patch(`/api/activities/${inShared.id}`, { status: 'complete' });
    expect(move.statusCode).toBe(403);
    // Another mentor sees nothing.
    expect((await as(stranger).get(`/api/goals/${shared.id}`)).statusCode).toBe(404);
    expect((await as(stranger).get('/api/goals')).json<GoalList>().items).toEqual([]);
    expect(
      (await as(stranger).get(`/api/activities?menteeId=${mentee.id}`)).json<ActivityList>().items,
    ).toEqual([]);
    // Turning sharing off hides the goal and its activities again.
    await as(mentee).patch(`/api/goals/${shared.id}`, { shared: false });
    expect((await as(mentor).get(`/api/goals/${shared.id}`)).statusCode).toBe(404);
    expect((await as(mentor).get('/api/activities')).json<ActivityList>().items).toEqual([]);
  });

  it('lets a mentor assign an assignment or a test, move it and score a test', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    const mentor = await onboardedPerson(t, 'coach');
    const stranger = await onboardedPerson(t, 'coach');
    const goal = await newGoal(mentee);
    const hidden = await newGoal(mentee, { shared: false });
    const bookingId = await bookingBetween(mentor, mentee);

    const notMine = await as(stranger).post('/api/activities', {
      name: 'x',
      kind: 'test',
      menteeId: mentee.id,
    });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json<{ message: string }>().message).toContain('menteeId');
    const plain = await as(mentor).post('/api/activities', { name: 'x', menteeId: mentee.id });
    expect(plain.statusCode).toBe(400);
    expect(plain.json<{ message: string }>().message).toContain('kind');
    const underHidden = await as(mentor).post('/api/activities', {
      name: 'x',
      kind: 'assignment',
      menteeId: mentee.id,
      goalId: hidden.id,
    });
    expect(underHidden.statusCode).toBe(404);

    const assignment = await newActivity(mentor, {
      name: 'Write a case study',
      kind: 'assignment',
      menteeId: mentee.id,
      goalId: goal.id,
    });
    expect(assignment).toMatchObject({
      source: 'mentor_assignment',
      kind: 'assignment',
      menteeId: mentee.id,
      createdBy: { id: mentor.id },
    });
    const test = await newActivity(mentor, {
      name: 'Critique quiz',
      kind: 'test',
      menteeId: mentee.id,
    });
    const item = await newActivity(mentor, {
      name: 'Action item',
      menteeId: mentee.id,
      bookingId,
    });
    expect(item).toMatchObject({ source: 'session', bookingId, kind: 'activity' });

    // The mentee sees all three in their plan.
    const mine = (await as(mentee).get('/api/activities')).json<ActivityList>().items;
    expect(mine.map((a) => a.name).sort()).toEqual(
      ['Action item', 'Critique quiz', 'Write a case study'].sort(),
    );
    // The mentor sees what they assigned even without a shared goal.
    const theirs = (await as(mentor).get('/api/activities')).json<ActivityList>().items;
    expect(theirs).toHaveLength(3);

    const scored = await as(mentor).patch(`/api/activities/${test.id}`, {
      status: 'complete',
      score: 85,
    });
    expect(scored.statusCode, scored.body).toBe(200);
    expect(scored.json()).toMatchObject({ status: 'complete', score: 85 });
    const tooHigh = await as(mentor).patch(`/api/activities/${test.id}`, { score: 101 });
    expect(tooHigh.statusCode).toBe(400);
    const noScore = await as(mentor).patch(`/api/activities/${assignment.id}`, { score: 50 });
    expect(noScore.statusCode).toBe(400);
    expect(noScore.json<{ message: string }>().message).toContain('score');
    // What the mentor assigned, they may edit (docs/product.md#125-goals-and-activities:
    // edit-delete-work.test.ts).
    const rename = await as(mentor).patch(`/api/activities/${assignment.id}`, { name: 'New' });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(rename.json()).toMatchObject({ name: 'New' });
    const moved = await as(mentor).patch(`/api/activities/${assignment.id}`, {
      status: 'in_progress',
    });
    expect(moved.json()).toMatchObject({ status: 'in_progress' });
    // The mentee does not score their own test.
    const selfScore = await as(mentee).patch(`/api/activities/${test.id}`, { score: 100 });
    expect(selfScore.statusCode).toBe(400);
    expect(
      (await as(stranger).patch(`/api/activities/${test.id}`, { status: 'complete' })).statusCode,
    ).toBe(404);
    // A mentor creates no goal.
    expect((await as(mentor).post('/api/goals', { title: 'x' })).statusCode).toBe(403);
  });
});
