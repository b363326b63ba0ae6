import { AdminReportList, AuditLogPage } from '@pathwise/contracts';
import {
  buildDemoApp,
  signIn,
  TEST_DEMO_PASSWORD,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_MENTEE_EMAIL } from '../../src/db/seed/demo-accounts.ts';
import { moderationSeeder } from '../../src/db/seed/moderation.ts';
import { DEMO_SEEDERS } from '../../src/db/seed/registry.ts';
import { demoSeedContext } from '../../src/db/seed/types.ts';

/**
 * Demo trust and safety (docs/product.md#13-demo-content): the demo admin's queue holds two
 * open reports of real demo content in context, and the audit log a dismissal and approvals;
 * the seeder adds them once, however often it runs.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildDemoApp({ env: { ADMIN_EMAILS: DEMO_ADMIN_EMAIL } });
}, 120_000);
afterAll(() => t?.close());

describe('demo moderation', () => {
  it('is registered with the demo content', () => {
    expect(DEMO_SEEDERS).toContain(moderationSeeder);
  });

  it('gives the demo admin open reports in context and an audit log, once', async () => {
    const session = await signIn(t, { email: DEMO_ADMIN_EMAIL, password: TEST_DEMO_PASSWORD });
    const queue = async () => {
      const res = await t.request('GET', '/api/admin/reports?status=open', { session });
      expect(res.statusCode, res.body).toBe(200);
      return AdminReportList.parse(res.json()).items;
    };
    const open = await queue();
    expect(open.map((r) => [r.subject.kind, r.reason])).toEqual([
      ['circle_post', 'spam'],
      ['message', 'scam'],
    ]);
    const post = open[0]!;
    expect(post.reporter.name).toBe('Jordan Rivera');
    expect(post.context).not.toBeNull();

    const log = await t.request('GET', '/api/admin/audit-log', { session });
    const entries = AuditLogPage.parse(log.json()).entries;
    expect(entries.map((e) => e.action).sort()).toEqual([
      'approve',
      'approve',
      'approve',
      'dismiss',
    ]);
    expect(new Set(entries.map((e) => e.admin?.id)).size).toBe(1);

    await t.database.transaction((tx) =>
      moderationSeeder.run(tx, demoSeedContext({ demoPassword: TEST_DEMO_PASSWORD })),
    );
    expect(await queue()).toHaveLength(2);
    // The demo mentee, who filed two of them, is not an admin.
    const mentee = await signIn(t, { email: DEMO_MENTEE_EMAIL, password: TEST_DEMO_PASSWORD });
    expect(
      (await t.request('GET', '/api/admin/reports?status=open', { session: mentee })).statusCode,
    ).toBe(403);
  });
});
