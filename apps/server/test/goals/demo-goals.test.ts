import type { ActivityList, GoalList } from '@pathwise/contracts';
import { buildTestApp, signIn, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MENTEE_EMAIL, DEMO_MENTOR_EMAIL } from '../../src/db/seed/bookings.ts';
import { seedDemoContent } from '../../src/db/seed/index.ts';
import { createLogger } from '../../src/lib/logger.ts';

/** The demo mentee's goals and activities (issue 10 "Demo content"). */

const PASSWORD = 'demo-password-for-tests';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  expect(
    await seedDemoContent(t.database, createLogger('silent'), { demoPassword: PASSWORD }),
  ).toBe(true);
});
afterAll(() => t?.close());

describe('demo goals', () => {
  it('gives the demo mentee three goals and activities in every column, this week and overdue', async () => {
    const session = await signIn(t, { email: DEMO_MENTEE_EMAIL, password: PASSWORD });
    const goals = (await t.request('GET', '/api/goals', { session })).json<GoalList>().items;
    expect(goals).toHaveLength(3);
    const zone = 'America/New_York';
    const list = (
      await t.request('GET', `/api/activities?timeZone=${zone}`, { session })
    ).json<ActivityList>();
    expect(list.items.length).toBeGreaterThanOrEqual(10);
    expect(new Set(list.items.map((a) => a.status))).toEqual(
      new Set(['not_started', 'in_progress', 'complete']),
    );
    const get = async (q: string) =>
      (
        await t.request('GET', `/api/activities?timeZone=${zone}&${q}`, { session })
      ).json<ActivityList>().items;
    expect((await get('due=overdue')).length).toBeGreaterThanOrEqual(1);
    expect((await get('due=this_week')).length).toBeGreaterThanOrEqual(3);
    const assigned = await get('source=mentor_assignment');
    expect(assigned.map((a) => a.kind).sort()).toEqual(['assignment', 'test']);

    // The demo mentor sees the two shared goals, not the private one.
    const mentor = await signIn(t, { email: DEMO_MENTOR_EMAIL, password: PASSWORD });
    const shared = (await t.request('GET', '/api/goals', { session: mentor })).json<GoalList>();
    // (Sofia's other mentees share goals too: issue 10's mentees seeder.)
    expect(shared.items.filter((g) => g.menteeId === goals[0]!.menteeId)).toHaveLength(2);
  });
});
