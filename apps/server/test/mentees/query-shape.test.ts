import type { MenteeList } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onboardedPerson, type Person } from '../onboarding/support.ts';

/**
 * The queries behind the mentor's mentees table (issue 18 "The hot paths, from profiles"):
 * lists of mentees are bound as one array parameter, not one parameter per mentee, and the
 * session lookup every signed-in request runs is a named prepared statement.
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
  it('bind the mentees as one array and look the session up by a prepared statement', async () => {
    const query = vi.spyOn(t.database.pool, 'query');
    try {
      const res = await t.request('GET', '/api/mentor/mentees?timeZone=UTC', {
        session: mentor.session,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<MenteeList>().summary.mentees).toBe(MENTEES);
      // Drizzle calls `query(config, values)`.
      const sent = query.mock.calls.map(([config, values]): Sent => ({
        ...(config as unknown as Sent),
        values: toList(values),
      }));
      expect(sent.length).toBeGreaterThan(3);
      // No query binds the mentees one by one; some bind them all as one array.
      for (const q of sent) {
        const ids = (q.values ?? []).filter((v) => menteeIds.includes(v as string));
        expect(ids.length, q.text).toBeLessThan(2);
      }
      const asArray = sent.filter((q) =>
        q.values?.some((v) => Array.isArray(v) && menteeIds.every((id) => v.includes(id))),
      );
      expect(asArray.length).toBeGreaterThan(0);
      expect(sent.find((q) => q.text.includes('"sessions"'))?.name).toBe('session_by_token');
    } finally {
      query.mockRestore();
    }
  });
});
