import type { MentorAnalytics, MentorEarnings } from '@pathwise/contracts';
import {
  buildTestApp,
  createDemoDatabase,
  signIn,
  TEST_DEMO_PASSWORD,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MENTOR_EMAIL } from '../../src/db/seed/bookings.ts';

/**
 * The demo mentor's practice (issue 12 "Demo content"): 90 days of visits from several
 * sources, and held and upcoming paid and volunteer sessions across several months.
 */

const PASSWORD = TEST_DEMO_PASSWORD;
let t: TestApp;
let session: string;
beforeAll(async () => {
  // The demo content comes from the demo template, seeded once per run (issue 18).
  t = await buildTestApp({ database: await createDemoDatabase() });
  session = await signIn(t, { email: DEMO_MENTOR_EMAIL, password: PASSWORD });
});
afterAll(() => t?.close());

describe('the demo mentor', () => {
  it('has 90 days of profile visits from several sources', async () => {
    const res = await t.request('GET', '/api/mentor/analytics?range=90', { session });
    const a = res.json<MentorAnalytics>();
    expect(a.days.filter((d) => d.visits > 0)).toHaveLength(90);
    expect(a.sources.filter((s) => s.visits > 0).length).toBeGreaterThanOrEqual(5);
    expect(a.referrers.length).toBeGreaterThan(1);
    expect(a.totalBookings).toBeGreaterThan(0);
  });

  it('has held and upcoming, paid and volunteer sessions across several months', async () => {
    const res = await t.request('GET', '/api/mentor/earnings', { session });
    const e = res.json<MentorEarnings>();
    expect(e.monthsWithData.length).toBeGreaterThanOrEqual(7);
    expect(e.totalSessions.held).toBeGreaterThan(10);
    expect(e.totalSessions.upcoming).toBeGreaterThan(3);
    expect(e.totalSessions.heldFree + e.totalSessions.upcomingFree).toBeGreaterThan(2);
    expect(e.totals[0]!.earnedMinor).toBeGreaterThan(0);
    expect(e.totals[0]!.bookedMinor).toBeGreaterThan(0);
  });
});
