import {
  buildTestApp,
  linkTo,
  TEST_APP_URL,
  uniqueEmail,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDigestAt } from '../../src/modules/mentors/application-digest.ts';
import { onboardedPerson } from './support.ts';

/**
 * The admins' digest of mentor applications waiting for review against the real PostgreSQL
 * and pg-boss (docs/product.md#121-mentor-vetting): submissions queue one job for the next top
 * of the hour (pg-boss's `short` policy drops a second while one waits), so two submissions in
 * one hour make one mail per admin listing both. The job's wait is cut short here by moving its
 * `start_after` to now, as the hour passing would.
 */

const ADMIN = uniqueEmail('admin');
const OTHER = uniqueEmail('admin');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_EMAILS: `${ADMIN}, ${OTHER}` } });
});
afterAll(() => t?.close());

/** The digest jobs on the queue: their state and when they may start. */
async function digestJobs() {
  const { rows } = await t.db.query<{ state: string; start_after: Date }>(
    `select state, start_after from pgboss.job where name = 'mentor-applications-digest'
     order by created_on`,
  );
  return rows;
}

describe('the admins’ digest of waiting applications', () => {
  it('waits for the next top of the hour', () => {
    expect(nextDigestAt(new Date('2026-11-27T10:20:31.500Z')).toISOString()).toBe(
      '2026-11-27T11:00:00.000Z',
    );
    expect(nextDigestAt(new Date('2026-11-27T10:00:00.000Z')).toISOString()).toBe(
      '2026-11-27T11:00:00.000Z',
    );
  });

  it('two submissions in one hour: one job, then one mail per admin listing both', async () => {
    const first = await onboardedPerson(t, 'coach', { name: 'Katherine Johnson' });
    const second = await onboardedPerson(t, 'coach', { name: 'Dorothy Vaughan' });
    await t.waitForMail((m) => m.to.includes(first.email) && /received your/.test(m.subject));
    await t.waitForMail((m) => m.to.includes(second.email) && /received your/.test(m.subject));
    const jobs = await digestJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.state).toBe('created');
    // The next top of the hour: within the hour ahead, on the hour.
    const wait = jobs[0]!.start_after.getTime() - Date.now();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3_600_000);
    expect(jobs[0]!.start_after.getUTCMinutes()).toBe(0);

    // The hour passes.
    await t.db.query(
      `update pgboss.job set start_after = now() where name = 'mentor-applications-digest'`,
    );
    for (const to of [ADMIN, OTHER]) {
      const mail = await t.waitForMail(
        (m) => m.to.includes(to) && m.subject === '2 mentor applications wait for review',
        20_000,
      );
      expect(mail.text).toMatch(
        /Katherine Johnson, submitted .* UTC\n\nDorothy Vaughan, submitted/,
      );
      expect(linkTo(mail, '/admin/mentors').href).toBe(`${TEST_APP_URL}/admin/mentors`);
    }
    // One mail per admin, and a new submission waits for the next hour again.
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = 'mail' and data->>'subject' like '%wait for review'`,
    );
    expect(rows[0]!.n).toBe(2);
    await onboardedPerson(t, 'coach', { name: 'Mary Jackson' });
    await expect
      .poll(async () => (await digestJobs()).filter((j) => j.state === 'created').length)
      .toBe(1);
  }, 60_000);
});
