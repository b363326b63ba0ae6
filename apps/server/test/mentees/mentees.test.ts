import type { Goal, MenteeDetail, MenteeList, MenteeRow } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardedPerson, type Person } from '../onboarding/support.ts';

/**
 * The mentor's view of their mentees against the real PostgreSQL
 * (docs/product.md#220-mentor-dashboard): the summary figures, the Meeting column's rules, the
 * filters on onboarding answers, and who may see what (another mentor's mentee → 404, unshared
 * goals hidden).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
let slot = 0;

/** A booking row `hoursFromNow` ahead (negative: past) in `status`. */
async function booking(
  mentor: Person,
  mentee: Person,
  status: 'pending' | 'confirmed' | 'cancelled' | 'declined' | 'expired',
  hoursFromNow: number,
  planName: string | null = 'Starter Plan',
): Promise<string> {
  const id = randomUUID();
  // A distinct minute per booking keeps the exclusion constraints out of the way.
  const start = new Date(Date.now() + hoursFromNow * HOUR_MS + slot++ * 61_000 * 3);
  const end = new Date(start.getTime() + HOUR_MS);
  await t.db.query(
    `insert into bookings (id, mentor_id, mentee_id, status, starts_at, ends_at, blocked_from, blocked_until, meeting_url, plan_name)
     values ($1, $2, $3, $4, $5, $6, $5, $6, 'https://meet.example.com/x', $7)`,
    [id, mentor.id, mentee.id, status, start, end, planName],
  );
  return id;
}

function as(person: Person) {
  return {
    get: (url: string) => t.request('GET', url, { session: person.session }),
    post: (url: string, body: unknown) => t.request('POST', url, { session: person.session, body }),
    patch: (url: string, body: unknown) =>
      t.request('PATCH', url, { session: person.session, body }),
  };
}

async function list(mentor: Person, query = ''): Promise<MenteeList> {
  const res = await as(mentor).get(`/api/mentor/mentees?timeZone=UTC${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MenteeList>();
}

const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

async function profile(
  person: Person,
  answers: { skills: string[]; languages: string[]; goal: string },
) {
  await t.db.query(
    'update mentee_profiles set skills = $2, languages = $3, goal = $4 where user_id = $1',
    [person.id, answers.skills, answers.languages, answers.goal],
  );
}

describe('the mentor’s mentees', () => {
  let mentor: Person;
  let ada: Person;
  let ben: Person;
  let cleo: Person;
  let dan: Person;
  let eve: Person;
  let adaGoal: Goal;
  let privateGoal: Goal;

  beforeAll(async () => {
    mentor = await onboardedPerson(t, 'coach', { name: 'Maria Mentor' });
    const people = await Promise.all(
      ['Ada Lovelace', 'Ben Okri', 'Cleo Park', 'Dan Brown', 'Eve Stone'].map((name) =>
        onboardedPerson(t, 'mentee', { name }),
      ),
    );
    [ada, ben, cleo, dan, eve] = people as [Person, Person, Person, Person, Person];
    // Ada: a held session and a confirmed one ahead → Scheduled; her latest plan names the course.
    await booking(mentor, ada, 'confirmed', -72, 'Starter Plan');
    await booking(mentor, ada, 'confirmed', 48, 'Plan 2');
    // Ben: waiting for the mentor → Pending (a held one earlier does not win over it).
    await booking(mentor, ben, 'confirmed', -200);
    await booking(mentor, ben, 'pending', 24);
    // Cleo: only held sessions → Completed.
    await booking(mentor, cleo, 'confirmed', -30);
    // Dan: cancelled his only session → Cancelled (gray).
    await booking(mentor, dan, 'cancelled', 10);
    // Eve: only a declined request → not a mentee.
    await booking(mentor, eve, 'declined', 5);

    await profile(ada, {
      skills: ['leadership', 'negotiation'],
      languages: ['es', 'en'],
      goal: 'interview_preparation',
    });
    await profile(ben, { skills: ['networking'], languages: ['en'], goal: 'career_clarity' });
    await profile(cleo, { skills: ['leadership'], languages: ['hi'], goal: 'career_clarity' });
    await profile(dan, { skills: ['sales'], languages: [], goal: 'develop_skills' });

    // Ada's shared goal: one of two activities done → 50 %; her private goal (100 %) is hidden.
    adaGoal = (await as(ada).post('/api/goals', { title: 'Ace interviews' })).json<Goal>();
    privateGoal = (
      await as(ada).post('/api/goals', { title: 'Secret plan', shared: false, progress: 100 })
    ).json<Goal>();
    await as(ada).post('/api/activities', {
      name: 'Mock interview',
      goalId: adaGoal.id,
      status: 'complete',
    });
    await as(ada).post('/api/activities', { name: 'Private thing', goalId: privateGoal.id });

    // The mentor assigns: Ada an assignment (later done) under the goal and an overdue test.
    const assignment = await as(mentor).post('/api/activities', {
      menteeId: ada.id,
      kind: 'assignment',
      name: 'Write a STAR story',
      goalId: adaGoal.id,
      dueDate: day(3),
    });
    expect(assignment.statusCode, assignment.body).toBe(201);
    const overdue = await as(mentor).post('/api/activities', {
      menteeId: ada.id,
      kind: 'test',
      name: 'Behavioural questions quiz',
      dueDate: day(-2),
    });
    expect(overdue.statusCode, overdue.body).toBe(201);
    // Cleo: a test she completed, scored 88.
    const test = await as(mentor).post('/api/activities', {
      menteeId: cleo.id,
      kind: 'test',
      name: 'Portfolio critique',
      dueDate: day(-5),
    });
    const scored = await as(mentor).patch(`/api/activities/${test.json<{ id: string }>().id}`, {
      status: 'complete',
      score: 88,
    });
    expect(scored.statusCode, scored.body).toBe(200);
  });

  it('shows each mentee with the course, figures, progress and the Meeting badge’s status', async () => {
    const page = await list(mentor);
    const byName = new Map(page.items.map((r) => [r.name, r]));
    expect([...byName.keys()]).toEqual(['Ada Lovelace', 'Ben Okri', 'Cleo Park', 'Dan Brown']);
    expect(page.total).toBe(4);

    const adaRow = byName.get('Ada Lovelace')!;
    expect(adaRow).toMatchObject<Partial<MenteeRow>>({
      courseName: 'Plan 2',
      assignments: { assigned: 1, done: 0, overdue: 0 },
      tests: { assigned: 1, done: 0, overdue: 1 },
      // The shared goal: the mock interview (done) and the assignment under it → 50 %.
      progress: 50,
      sharedGoals: 1,
    });
    expect(adaRow.meeting?.status).toBe('scheduled');
    expect(adaRow.nextSessionAt).toBe(adaRow.meeting?.start);
    expect(byName.get('Ben Okri')!.meeting?.status).toBe('pending');
    expect(byName.get('Cleo Park')!.meeting?.status).toBe('completed');
    expect(byName.get('Cleo Park')!.nextSessionAt).toBeNull();
    expect(byName.get('Cleo Park')!.tests).toEqual({ assigned: 1, done: 1, overdue: 0 });
    expect(byName.get('Cleo Park')!.progress).toBeNull();
    expect(byName.get('Dan Brown')!.meeting?.status).toBe('cancelled');

    expect(page.summary).toEqual({
      mentees: 4,
      assignments: { assigned: 1, done: 0, overdue: 0 },
      tests: { assigned: 2, done: 1, overdue: 1 },
    });
    expect(page.filters).toEqual({
      skills: ['networking', 'sales', 'negotiation', 'leadership'],
      languages: ['en', 'es', 'hi'],
      topics: ['develop_skills', 'career_clarity', 'interview_preparation'],
    });
  });

  it('counts an assignment as done once the mentee completes it', async () => {
    const activities = (await as(ada).get('/api/activities?source=mentor_assignment')).json<{
      items: { id: string; kind: string }[];
    }>().items;
    const assignment = activities.find((a) => a.kind === 'assignment')!;
    await as(ada).patch(`/api/activities/${assignment.id}`, { status: 'complete' });
    const row = (await list(mentor, '&q=ada')).items[0]!;
    expect(row.assignments).toEqual({ assigned: 1, done: 1, overdue: 0 });
    expect(row.progress).toBe(100);
  });

  it('filters by name, skill, language and topic, sorts by the next session and pages', async () => {
    const names = async (q: string) => (await list(mentor, q)).items.map((r) => r.name);
    expect(await names('&q=LOVE')).toEqual(['Ada Lovelace']);
    expect(await names('&skills=leadership')).toEqual(['Ada Lovelace', 'Cleo Park']);
    expect(await names('&language=Spanish')).toEqual(['Ada Lovelace']);
    expect(await names('&topic=career_clarity')).toEqual(['Ben Okri', 'Cleo Park']);
    expect(await names('&topic=career_clarity&language=hi')).toEqual(['Cleo Park']);
    expect(await names('&q=nobody')).toEqual([]);
    // Soonest next session first (Ben tomorrow, Ada in two days), then the rest by name.
    expect(await names('&sort=next&limit=3')).toEqual(['Ben Okri', 'Ada Lovelace', 'Cleo Park']);
    const second = await list(mentor, '&limit=3&page=2');
    expect(second.items.map((r) => r.name)).toEqual(['Dan Brown']);
    expect(second.total).toBe(4);
    const bad = await as(mentor).get('/api/mentor/mentees?skills=juggling');
    expect(bad.statusCode).toBe(400);
  });

  it('shows one mentee’s shared goals, visible activities and sessions, not the private ones', async () => {
    const res = await as(mentor).get(`/api/mentor/mentees/${ada.id}?timeZone=Europe/Lisbon`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<MenteeDetail>();
    expect(detail.mentee).toMatchObject({
      id: ada.id,
      name: 'Ada Lovelace',
      goal: 'interview_preparation',
      languages: ['es', 'en'],
    });
    expect(detail.goals.map((g) => g.title)).toEqual(['Ace interviews']);
    const names = detail.activities.map((a) => a.name).sort();
    expect(names).toEqual(['Behavioural questions quiz', 'Mock interview', 'Write a STAR story']);
    expect(names).not.toContain('Private thing');
    expect(detail.sessions).toHaveLength(2);
    expect(detail.sessions[0]!.status).toBe('confirmed');
    expect(detail.sessions[1]!.status).toBe('held');
    expect(detail.row.meeting?.status).toBe('scheduled');
  });

  it('answers 404 for someone who is not this mentor’s mentee and 403 to a mentee', async () => {
    const other = await onboardedPerson(t, 'coach', { name: 'Olga Other' });
    expect((await as(other).get(`/api/mentor/mentees/${ada.id}`)).statusCode).toBe(404);
    expect((await list(other)).items).toEqual([]);
    expect((await list(other)).summary.mentees).toBe(0);
    // Only a declined request: not a mentee.
    const declined = await as(mentor).get(`/api/mentor/mentees/${eve.id}`);
    expect(declined.statusCode).toBe(404);
    expect(declined.json<{ type: string }>().type).toBe('mentee_not_found');
    expect((await as(ada).get('/api/mentor/mentees')).statusCode).toBe(403);
    expect((await as(ada).get(`/api/mentor/mentees/${ada.id}`)).statusCode).toBe(403);
    expect((await t.request('GET', '/api/mentor/mentees')).statusCode).toBe(401);
  });
});

describe('the plan a mentee row names', () => {
  it('is the next session’s plan, not that of a later booking; else the latest one’s', async () => {
    const mentor = await onboardedPerson(t, 'coach', { name: 'Nora Next' });
    const [fay, gus] = await Promise.all([
      onboardedPerson(t, 'mentee', { name: 'Fay Wray' }),
      onboardedPerson(t, 'mentee', { name: 'Gus Grant' }),
    ]);
    await booking(mentor, fay, 'confirmed', -48, 'Old Plan');
    await booking(mentor, fay, 'confirmed', 24, 'Next Plan');
    await booking(mentor, fay, 'pending', 24 * 6, 'Later Plan');
    // No session ahead: the latest booking's plan.
    await booking(mentor, gus, 'confirmed', -96, 'First Plan');
    await booking(mentor, gus, 'confirmed', -24, 'Recent Plan');

    const byName = new Map((await list(mentor)).items.map((r) => [r.name, r]));
    expect(byName.get('Fay Wray')?.courseName).toBe('Next Plan');
    expect(byName.get('Gus Grant')?.courseName).toBe('Recent Plan');
  });
});

describe('names in the table (sorted and searched by PostgreSQL)', () => {
  it('sorts case and accents aside, ties by id, and finds accented words in any case', async () => {
    const mentor = await onboardedPerson(t, 'coach', { name: 'Tara Table' });
    const people = await Promise.all(
      ['Zack Young', 'Élodie Martin', 'adam Smith', 'elodie martin', 'Łukasz Nowak'].map((name) =>
        onboardedPerson(t, 'mentee', { name }),
      ),
    );
    for (const [i, person] of people.entries())
      await booking(mentor, person, 'confirmed', 24 * 30 + i * 2);
    const [, accented, , plain] = people;
    const tied = [accented!, plain!].sort((a, b) => (a.id < b.id ? -1 : 1)).map((p) => p.name);
    const names = async (q: string) => (await list(mentor, q)).items.map((r) => r.name);
    // As `Intl.Collator('en', { sensitivity: 'base' })` orders, not byte order (which puts
    // "Zack" before "adam" and "Élodie" last).
    expect(await names('')).toEqual(['adam Smith', ...tied, 'Łukasz Nowak', 'Zack Young']);
    expect(await names('&q=ÉLODIE')).toEqual([accented!.name]);
    expect(await names('&q=łUK')).toEqual(['Łukasz Nowak']);
    expect(await names('&limit=2&page=2')).toEqual([tied[1], 'Łukasz Nowak']);
  });
});
