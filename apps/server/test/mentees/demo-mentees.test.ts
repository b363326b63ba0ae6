import type { MenteeDetail, MenteeList } from '@pathwise/contracts';
import {
  buildDemoApp,
  signIn,
  TEST_DEMO_PASSWORD,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MENTOR_EMAIL } from '../../src/db/seed/demo-accounts.ts';

/** The demo mentor's mentees in different states (docs/product.md#13-demo-content). */

let t: TestApp;
beforeAll(async () => {
  t = await buildDemoApp();
});
afterAll(() => t?.close());

describe('demo mentees', () => {
  it('gives Sofia mentees in every Meeting state, with shared goals, assignments and a scored test', async () => {
    const session = await signIn(t, { email: DEMO_MENTOR_EMAIL, password: TEST_DEMO_PASSWORD });
    const res = await t.request('GET', '/api/mentor/mentees?limit=50', { session });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<MenteeList>();
    const byName = new Map(list.items.map((r) => [r.name, r]));
    expect(new Set(list.items.map((r) => r.meeting?.status))).toEqual(
      new Set(['scheduled', 'pending', 'completed', 'cancelled']),
    );
    expect(byName.get('Gabriel Costa')?.meeting?.status).toBe('cancelled');
    expect(byName.get('Jordan Rivera')?.progress).not.toBeNull();
    expect(byName.get('Elena Rossi')?.progress).toBeNull(); // her only goal is private
    expect(list.summary.tests.done).toBeGreaterThanOrEqual(2);
    expect(list.summary.tests.overdue).toBeGreaterThanOrEqual(1);
    expect(list.filters.languages.length).toBeGreaterThan(2);

    const tracker = (
      await t.request('GET', '/api/mentor/mentees?sort=next&limit=3', { session })
    ).json<MenteeList>();
    expect(tracker.items).toHaveLength(3);
    expect(tracker.items.every((r) => r.nextSessionAt !== null)).toBe(true);

    const dev = byName.get('Dev Patel')!;
    const detail = (
      await t.request('GET', `/api/mentor/mentees/${dev.id}`, { session })
    ).json<MenteeDetail>();
    expect(detail.goals).toHaveLength(1);
    expect(detail.activities.find((a) => a.kind === 'test')?.score).toBe(74);
    expect(detail.sessions.length).toBeGreaterThan(0);
  });
});
