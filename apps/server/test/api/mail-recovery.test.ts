import {
  buildTestApp,
  isVerificationMailTo,
  startSmtpCatcher,
  uniqueEmail,
  uniquePassword,
  type SmtpCatcher,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAIL_QUEUE, startMailWorker } from '../../src/jobs/mail-job.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { createDevMailboxService } from '../../src/modules/dev-mailbox/service.ts';

/**
 * A mail job taken by a process that then died stays "active"; it must still go out, a
 * minute or so later, not after pg-boss's default 15 minutes.
 * Slow by nature: it waits for pg-boss's maintenance, which runs every 30 s.
 */

let catcher: SmtpCatcher;
let t: TestApp;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await buildTestApp({ mail: catcher });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

it('delivers a mail whose delivery died mid-way, once', async () => {
  // Stop this app's worker so that the job can be taken by a "process" that then dies.
  await t.boss.offWork(MAIL_QUEUE);
  const email = uniqueEmail('orphan');
  const res = await t.request('POST', '/api/account', {
    body: { email, password: uniquePassword(), name: 'Orphan Mail' },
  });
  expect(res.statusCode).toBe(201);

  const [taken] = await t.boss.fetch(MAIL_QUEUE);
  expect(taken?.data).toMatchObject({ to: email });
  // It was taken two minutes ago and nobody finished it: its process is gone.
  await t.db.query(
    `update pgboss.job set started_on = now() - interval '2 minutes' where id = $1`,
    [taken!.id],
  );

  await startMailWorker({
    boss: t.boss,
    mailbox: createDevMailboxService({ database: t.database }),
    smtpUrl: catcher.url,
    from: t.config.mailFrom,
    log: createLogger('silent'),
  });
  // Maintenance (≤ 30 s) fails the expired job, the retry comes 2–4 s later.
  await catcher.waitForMail(isVerificationMailTo(email), 50_000);
  expect(catcher.mails.filter(isVerificationMailTo(email))).toHaveLength(1);
}, 70_000);
