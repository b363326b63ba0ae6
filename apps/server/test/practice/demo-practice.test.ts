import type { MentorAnalytics, MentorEarnings } from '@pathwise/contracts';
import {
  buildDemoApp,
  signIn,
  TEST_DEMO_PASSWORD,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MENTOR_EMAIL } from '../../src/db/seed/demo-accounts.ts';

/**
 * The demo mentor's practice (docs/product.md#13-demo-content): 90 days of visits from several
 * sources, and held and upcoming paid and volunteer sessions across several months.
 */

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await buildDemoApp();
  session = await signIn(t, { email: DEMO_MENTOR_EMAIL, password: TEST_DEMO_PASSWORD });
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
