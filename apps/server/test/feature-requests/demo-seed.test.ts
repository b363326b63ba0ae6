import type { FeatureRequestList } from '@pathwise/contracts';
import {
  buildDemoApp,
  signIn,
  TEST_DEMO_PASSWORD,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MENTEE_EMAIL } from '../../src/db/seed/demo-accounts.ts';
import { featureRequestsSeeder } from '../../src/db/seed/feature-requests.ts';
import { DEMO_SEEDERS } from '../../src/db/seed/registry.ts';
import { demoSeedContext } from '../../src/db/seed/types.ts';

/**
 * The demo mentee's earlier feature request (docs/product.md#13-demo-content): on a fresh install
 * "Your earlier requests" is not empty; the seeder adds it once, however often it runs.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildDemoApp();
}, 120_000);
afterAll(() => t?.close());

describe('demo feature requests', () => {
  it('is registered with the demo content', () => {
    expect(DEMO_SEEDERS).toContain(featureRequestsSeeder);
  });

  it('gives the demo mentee one earlier request, once', async () => {
    const session = await signIn(t, { email: DEMO_MENTEE_EMAIL, password: TEST_DEMO_PASSWORD });
    const list = async () =>
      (await t.request('GET', '/api/feature-requests', { session })).json<FeatureRequestList>();
    const first = await list();
    expect(first.items).toHaveLength(1);
    expect(first.items[0]!.title).toBe('Export my goals and activities as a calendar');

    await t.database.transaction((tx) =>
      featureRequestsSeeder.run(tx, demoSeedContext({ demoPassword: TEST_DEMO_PASSWORD })),
    );
    expect((await list()).items).toHaveLength(1);
  });
});
