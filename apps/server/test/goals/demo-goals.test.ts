import type { ActivityList, BookingList, GoalList } from '@pathwise/contracts';
import {
  buildDemoApp,
  signIn,
  TEST_DEMO_PASSWORD,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MENTEE_EMAIL, DEMO_MENTOR_EMAIL } from '../../src/db/seed/demo-accounts.ts';

/** The demo mentee's goals and activities (docs/product.md#13-demo-content). */

let t: TestApp;
beforeAll(async () => {
  t = await buildDemoApp();
});
afterAll(() => t?.close());

describe('demo goals', () => {
  it('gives the demo mentee three goals and activities in every column, this week and overdue', async () => {
    const session = await signIn(t, { email: DEMO_MENTEE_EMAIL, password: TEST_DEMO_PASSWORD });
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
    const mentor = await signIn(t, { email: DEMO_MENTOR_EMAIL, password: TEST_DEMO_PASSWORD });
    const shared = (await t.request('GET', '/api/goals', { session: mentor })).json<GoalList>();
    // (Sofia's other mentees share goals too: the mentees seeder.)
    expect(shared.items.filter((g) => g.menteeId === goals[0]!.menteeId)).toHaveLength(2);

    // Held sessions with the demo mentor have action items, some done; both sides read them.
    const fromSessions = await get('source=session');
    expect(new Set(fromSessions.map((a) => a.bookingId)).size).toBe(3);
    expect(fromSessions.some((a) => a.status === 'complete')).toBe(true);
    const first = fromSessions[0]!.bookingId!;
    const asMentor = await t.request('GET', `/api/activities?bookingId=${first}`, {
      session: mentor,
    });
    expect(asMentor.json<ActivityList>().items.length).toBeGreaterThanOrEqual(1);
    // One upcoming session names the interviews goal, with its progress.
    const upcoming = (
      await t.request('GET', '/api/bookings?when=upcoming', { session })
    ).json<BookingList>().items;
    const named = upcoming.filter((b) => b.goal);
    expect(named.map((b) => b.goal!.title)).toEqual(['Get confident in design interviews']);
  });
});
