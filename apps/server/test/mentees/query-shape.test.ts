import type { MenteeList } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onboardedPerson, type Person } from '../onboarding/support.ts';

/**
 * The queries behind the mentor's mentees table (docs/performance.md#the-hot-endpoints): the
 * table (summary, filters, one page of rows and their figures) is one named prepared statement
 * that binds no list of mentees, and the session lookup every signed-in request runs is
 * another.
 */

let t: TestApp;
let mentor: Person;
const menteeIds: string[] = [];
const MENTEES = 6;
beforeAll(async () => {
  t = await buildTestApp();
  mentor = await onboardedPerson(t, 'coach', { name: 'Maya Mentor' });
  for (let i = 0; i < MENTEES; i++) {
    const mentee = await onboardedPerson(t, 'mentee', { email: `mentee${i}@example.com` });
    menteeIds.push(mentee.id);
    const start = new Date(Date.now() + (i + 1) * 24 * 60 * 60 * 1000);
    const end = new Date(start.getTime() + 60 * 60 * 1000);
    await t.db.query(
      `insert into bookings (id, mentor_id, mentee_id, status, starts_at, ends_at, blocked_from, blocked_until, meeting_url, plan_name)
       values ($1, $2, $3, 'confirmed', $4, $5, $4, $5, 'https://meet.example.com/x', 'Starter Plan')`,
      [randomUUID(), mentor.id, mentee.id, start, end],
    );
  }
});
afterAll(() => t?.close());

interface Sent {
  text: string;
  name?: string;
  values?: unknown[];
}

/** The bound values Drizzle passed beside the query (its second argument). */
const toList = (values: unknown): unknown[] | undefined =>
  Array.isArray(values) ? (values as unknown[]) : undefined;

describe('the mentees table’s queries', () => {
  it('are the session lookup and one prepared statement for the whole table', async () => {
    const query = vi.spyOn(t.database.pool, 'query');
    try {
      const res = await t.request('GET', '/api/mentor/mentees?timeZone=UTC&limit=2', {
        session: mentor.session,
      });
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json<MenteeList>();
      expect(list.summary.mentees).toBe(MENTEES);
      expect(list.total).toBe(MENTEES);
      expect(list.items).toHaveLength(2);
      // Drizzle calls `query(config, values)`; a prepared statement `query({ name, text, values })`.
      const sent = query.mock.calls.map(([config, values]): Sent => ({
        ...(config as unknown as Sent),
        values: toList(values) ?? (config as unknown as Sent).values,
      }));
      expect(sent.map((q) => q.name)).toEqual(['session_by_token', 'mentee_table']);
      // The mentees are found by the query itself, never sent one by one or as a list.
      for (const q of sent) {
        const bound = (q.values ?? []).flat();
        expect(
          bound.filter((v) => menteeIds.includes(v as string)),
          q.text,
        ).toEqual([]);
      }
    } finally {
      query.mockRestore();
    }
  });

  it('read one mentee’s page by the snapshot, then four prepared statements side by side', async () => {
    const query = vi.spyOn(t.database.pool, 'query');
    try {
      const res = await t.request('GET', `/api/mentor/mentees/${menteeIds[0]}?timeZone=UTC`, {
        session: mentor.session,
      });
      expect(res.statusCode, res.body).toBe(200);
      const names = query.mock.calls.map(([config]) => (config as unknown as Sent).name);
      expect(names[0]).toBe('session_by_token');
      // The row, its figures and profile; the goals and the activities the mentor may see;
      // the sessions between the two. Nothing built and planned per request. The snapshot
      // first: the page is kept (ADR 0015; `kept-answers.test.ts`).
      expect(names[1]).toBe('kept_answer_snapshot');
      expect(names.slice(2).sort()).toEqual([
        'mentee_sessions',
        'mentee_table',
        'mentor_view_activities',
        'mentor_view_goals',
      ]);
    } finally {
      query.mockRestore();
    }
  });
});
