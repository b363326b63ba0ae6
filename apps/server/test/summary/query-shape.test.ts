import type { MenteeSummary } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onboardedPerson, type Person } from '../onboarding/support.ts';

/**
 * The queries behind the mentee home's summary (docs/performance.md#the-hot-endpoints): the
 * plan, the sessions and the two badge dates are named prepared statements, side by side, so
 * nothing is built by Drizzle or planned again per request (the mentor cards aside, read only
 * when there are sessions to show, and the directory's featured mentors, kept per version by
 * the directory, ADR 0007). A summary computed is kept (ADR 0015; `kept-answers.test.ts`).
 */

let t: TestApp;
let mentee: Person;
beforeAll(async () => {
  t = await buildTestApp();
  mentee = await onboardedPerson(t, 'mentee');
});
afterAll(() => t?.close());

const summary = () => t.request('GET', '/api/me/summary?timeZone=UTC', { session: mentee.session });

describe('the summary’s queries', () => {
  it('are the session lookup, the snapshot and three prepared statements', async () => {
    // The first answer also asks the directory for the featured mentors, then kept by it.
    expect((await summary()).statusCode).toBe(200);
    // A write of the mentee's (their name) makes the kept summary stale: computed again.
    await t.db.query(`update users set name = 'Ada Byron' where id = $1`, [mentee.id]);
    const query = vi.spyOn(t.database.pool, 'query');
    try {
      const res = await summary();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<MenteeSummary>().badges.map((b) => b.earnedAt)).toEqual([null, null, null]);
      const names = query.mock.calls.map(([config]) => (config as { name?: string }).name);
      expect(names[0]).toBe('session_by_token');
      expect(names.slice(1).sort()).toEqual([
        'bookings_mentee_session_stats',
        'goals_plan_summary',
        'kept_answer_changed',
        'kept_answer_snapshot',
        'summary_badge_dates',
        undefined, // the directory's version
      ]);
    } finally {
      query.mockRestore();
    }
  });
});
