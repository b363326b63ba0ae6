import type { ExpertInbox, MenteeSummary, MyExpertRequest } from '@pathwise/contracts';
import {
  buildDemoApp,
  signIn,
  TEST_DEMO_PASSWORD,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MENTEE_EMAIL, DEMO_MENTOR_EMAIL } from '../../src/db/seed/demo-accounts.ts';
import { expertsSeeder } from '../../src/db/seed/experts.ts';
import { demoSeedContext } from '../../src/db/seed/types.ts';

/** Ask an Expert is alive on a fresh start (docs/product.md#13-demo-content). */

let t: TestApp;
beforeAll(async () => {
  t = await buildDemoApp();
});
afterAll(() => t?.close());

describe('Ask an Expert demo content', () => {
  it('makes Sofia an expert with a waiting request, and Jordan’s First Question earned', async () => {
    const sofia = await signIn(t, { email: DEMO_MENTOR_EMAIL, password: TEST_DEMO_PASSWORD });
    const inbox = (
      await t.request('GET', '/api/expert-requests/inbox', { session: sofia })
    ).json<ExpertInbox>();
    expect(inbox.optedIn).toBe(true);
    expect(inbox.items).toHaveLength(1);
    expect(inbox.items[0]).toMatchObject({ status: 'waiting', matchesMyExpertise: true });

    const jordan = await signIn(t, { email: DEMO_MENTEE_EMAIL, password: TEST_DEMO_PASSWORD });
    const mine = (
      await t.request('GET', '/api/expert-requests/mine', { session: jordan })
    ).json<MyExpertRequest>();
    expect(mine.request).toMatchObject({
      status: 'accepted',
      expert: { name: 'Sofia Lindqvist' },
    });
    const summary = (
      await t.request('GET', '/api/me/summary?timeZone=UTC', { session: jordan })
    ).json<MenteeSummary>();
    expect(summary.badges.find((b) => b.key === 'first_question')?.earnedAt).not.toBeNull();
  });

  it('adds nothing when run again', async () => {
    const count = async () =>
      Number(
        (await t.db.query<{ n: number }>('select count(*)::int as n from expert_requests')).rows[0]!
          .n,
      );
    const before = await count();
    await t.database.transaction((tx) => expertsSeeder.run(tx, demoSeedContext()));
    expect(await count()).toBe(before);
  });
});
