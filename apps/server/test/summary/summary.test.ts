import type { Activity, Goal, MenteeSummary } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekIn } from '../../src/modules/goals/service.ts';
import { addDays, createSummaryService } from '../../src/modules/summary/service.ts';
import { approvedMentor, hoursAgo, insertBooking } from '../bookings/support.ts';
import { onboardedPerson, type Person } from '../onboarding/support.ts';

/**
 * The mentee home's summary (docs/architecture.md#tests: the summary endpoint's figures
 * for a seeded mentee, week boundaries in a zone far from UTC).
 */

let t: TestApp;
let featured: Person;
beforeAll(async () => {
  t = await buildTestApp();
  // The featured mentors are read once a minute: make one before the first summary.
  featured = await approvedMentor(t);
  await t.db.query(`update mentor_profiles set featured = (user_id = $1)`, [featured.id]);
});
afterAll(() => t?.close());

function as(person: Person) {
  return {
    get: (url: string) => t.request('GET', url, { session: person.session }),
    post: async <T>(url: string, body: unknown): Promise<T> => {
      const res = await t.request('POST', url, { session: person.session, body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<T>();
    },
    patch: async (url: string, body: unknown) => {
      const res = await t.request('PATCH', url, { session: person.session, body });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}

async function summaryOf(person: Person, timeZone = 'UTC'): Promise<MenteeSummary> {
  const res = await as(person).get(`/api/me/summary?timeZone=${encodeURIComponent(timeZone)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MenteeSummary>();
}

describe('GET /api/me/summary', () => {
  it('answers a new mentee with empty sections and locked badges', async () => {
    const mentee = await onboardedPerson(t, 'mentee', { name: 'Ada Byron' });
    const s = await summaryOf(mentee);
    const week = weekIn('UTC');
    expect(s.firstName).toBe('Ada');
    expect(s.weekStart).toBe(week.weekStart);
    expect(s.week.map((d) => d.date)).toEqual(
      [0, 1, 2, 3, 4].map((i) => addDays(week.weekStart, i)),
    );
    expect(s.week.every((d) => d.done === 0 && d.toDo === 0)).toBe(true);
    expect(s.milestones).toEqual({
      minutesSaved: 0,
      skillsLearned: 0,
      moneySaved: [],
      attendanceStreak: 0,
      goalsAchieved: 0,
      projectsCompleted: 0,
    });
    expect(s.badges).toEqual([
      { key: 'first_post', earnedAt: null },
      { key: 'first_engagement', earnedAt: null },
      { key: 'first_question', earnedAt: null },
    ]);
    expect(s).toMatchObject({ nextSessions: [], goals: [], activities: [], lastMentor: null });
  });

  it('counts a seeded mentee’s sessions, goals and activities', async () => {
    const mentor = await approvedMentor(t);
    const mentee = await onboardedPerson(t, 'mentee', { name: 'Jordan Rivera' });
    const held = (h: number, over = {}) =>
      insertBooking(t, mentor, mentee, { start: hoursAgo(h), ...over });
    const first = await held(300);
    await held(200, { menteeAbsent: true });
    await held(100);
    await held(50, { mentorAbsent: true });
    await held(10);
    await insertBooking(t, mentor, mentee, { status: 'cancelled', cancelledBy: 'mentee' });
    const next = await insertBooking(t, mentor, mentee);
    const pending = await insertBooking(t, mentor, mentee, { status: 'pending' });

    const week = weekIn('UTC');
    const today = week.today;
    const me = as(mentee);
    const achieved = await me.post<Goal>('/api/goals', { title: 'Ship a portfolio' });
    await me.patch(`/api/goals/${achieved.id}`, { status: 'achieved' });
    const soon = await me.post<Goal>('/api/goals', {
      title: 'Pass the interview loop',
      targetDate: addDays(today, 10),
    });
    await me.post<Goal>('/api/goals', { title: 'Later', targetDate: addDays(today, 45) });
    await me.post<Activity>('/api/activities', {
      name: 'Mock interview',
      goalId: soon.id,
      status: 'complete',
      category: 'skills',
      dueDate: week.weekStart,
    });
    await me.post<Activity>('/api/activities', {
      name: 'Read the system design primer',
      goalId: soon.id,
      category: 'skills',
      dueDate: week.weekStart,
    });
    await me.post<Activity>('/api/activities', {
      name: 'SQL course',
      status: 'complete',
      category: 'skills',
    });
    await me.post<Activity>('/api/activities', {
      name: 'Overdue thing',
      dueDate: addDays(week.weekStart, -3),
    });
    const assignment = await as(mentor).post<Activity>('/api/activities', {
      name: 'Write a case study',
      kind: 'assignment',
      menteeId: mentee.id,
    });
    await me.patch(`/api/activities/${assignment.id}`, { status: 'complete' });

    const s = await summaryOf(mentee);
    expect(s.milestones).toEqual({
      minutesSaved: 180, // three attended one-hour sessions
      skillsLearned: 2,
      // three free sessions, each worth the mentor's lowest paid price per session:
      // min(500.00 / 2, 1200.50 / 5) = 240.10
      moneySaved: [{ priceMinor: 3 * 24_010, currency: 'USD' }],
      attendanceStreak: 2, // since the one the mentee missed
      goalsAchieved: 1,
      projectsCompleted: 1,
    });
    const { rows } = await t.db.query<{ ends_at: Date }>(
      'select ends_at from bookings where id = $1',
      [first],
    );
    expect(s.badges.find((b) => b.key === 'first_engagement')?.earnedAt).toBe(
      rows[0]!.ends_at.toISOString(),
    );
    expect(s.nextSessions.map((n) => [n.id, n.status, n.mentor.id])).toEqual([
      [next, 'confirmed', mentor.id],
      [pending, 'pending', mentor.id],
    ]);
    expect(s.goals).toEqual([
      {
        id: soon.id,
        title: 'Pass the interview loop',
        targetDate: addDays(today, 10),
        progress: 50,
      },
    ]);
    expect(s.activities.map((a) => [a.name, a.status])).toEqual([
      ['Mock interview', 'complete'],
      ['Read the system design primer', 'not_started'],
    ]);
    expect(s.week[0]).toEqual({ date: week.weekStart, done: 1, toDo: 1 });
    expect(s.overdueCount).toBe(week.today === week.weekStart ? 1 : 2);
    expect(s.lastMentor?.id).toBe(mentor.id);
    expect(s.featuredMentor?.id).toBe(featured.id);
  });

  it('judges the week in the asked zone: a Monday in Kiritimati is still Sunday in UTC', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    // Sunday 2026-11-29 20:00 UTC = Monday 2026-11-30 10:00 in Pacific/Kiritimati (UTC+14)
    // and Sunday 09:00 in Pacific/Pago_Pago (UTC-11).
    const now = new Date('2026-11-29T20:00:00Z');
    const me = as(mentee);
    await me.post<Activity>('/api/activities', { name: 'Monday task', dueDate: '2026-11-30' });
    await me.post<Activity>('/api/activities', {
      name: 'Friday task',
      dueDate: '2026-11-27',
      status: 'complete',
    });
    const service = createSummaryService({
      goals: t.app.goals,
      bookings: t.app.bookings,
      mentors: t.app.mentors,
      now: () => now,
    });
    const user = { id: mentee.id, name: mentee.name } as Parameters<
      typeof service.menteeSummary
    >[0];
    const far = await service.menteeSummary(user, 'Pacific/Kiritimati');
    expect(far).toMatchObject({ today: '2026-11-30', weekStart: '2026-11-30', overdueCount: 0 });
    expect(far.week[0]).toEqual({ date: '2026-11-30', done: 0, toDo: 1 });
    expect(far.activities.map((a) => a.name)).toEqual(['Monday task']);

    for (const zone of ['UTC', 'Pacific/Pago_Pago']) {
      const near = await service.menteeSummary(user, zone);
      expect(near).toMatchObject({ today: '2026-11-29', weekStart: '2026-11-23' });
      expect(near.week[4]).toEqual({ date: '2026-11-27', done: 1, toDo: 0 });
      expect(near.activities.map((a) => a.name)).toEqual(['Friday task']);
    }
  });

  it('is for mentees only and checks the zone', async () => {
    const mentor = await approvedMentor(t);
    expect((await as(mentor).get('/api/me/summary')).statusCode).toBe(403);
    const mentee = await onboardedPerson(t, 'mentee');
    const bad = await as(mentee).get('/api/me/summary?timeZone=Mars/Olympus');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: 'general_argument_invalid' });
    expect((await t.request('GET', '/api/me/summary')).statusCode).toBe(401);
  });
});
