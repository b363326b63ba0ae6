import type { MenteeSummary } from '@pathwise/contracts';
import {
  buildDemoApp,
  signIn,
  TEST_DEMO_PASSWORD,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MENTEE_EMAIL } from '../../src/db/seed/demo-accounts.ts';

/** The demo mentee's home is alive on a fresh start (docs/product.md#13-demo-content). */

let t: TestApp;
beforeAll(async () => {
  t = await buildDemoApp();
});
afterAll(() => t?.close());

describe('the demo mentee home', () => {
  it('has work due this week, held sessions in the milestones and the First Engagement badge', async () => {
    const session = await signIn(t, { email: DEMO_MENTEE_EMAIL, password: TEST_DEMO_PASSWORD });
    const res = await t.request('GET', '/api/me/summary?timeZone=America/New_York', { session });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json<MenteeSummary>();
    expect(s.firstName).toBe('Jordan');
    const done = s.week.reduce((n, d) => n + d.done, 0);
    const toDo = s.week.reduce((n, d) => n + d.toDo, 0);
    expect(done).toBeGreaterThanOrEqual(2);
    expect(toDo).toBeGreaterThanOrEqual(2);
    expect(s.activities.length).toBeGreaterThanOrEqual(6);
    expect(s.milestones.minutesSaved).toBeGreaterThanOrEqual(4 * 30);
    expect(s.milestones.skillsLearned).toBeGreaterThanOrEqual(1);
    expect(s.milestones.attendanceStreak).toBeGreaterThanOrEqual(1);
    expect(s.badges.find((b) => b.key === 'first_engagement')?.earnedAt).not.toBeNull();
    expect(s.nextSessions.length).toBeGreaterThanOrEqual(1);
    expect(s.goals.length).toBeGreaterThanOrEqual(1);
    expect(s.lastMentor?.name).toBe('Sofia Lindqvist');
    expect(s.featuredMentor).not.toBeNull();
  });
});
