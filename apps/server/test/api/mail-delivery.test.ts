import {
  buildTestApp,
  freePort,
  isVerificationMailTo,
  linkTo,
  startSmtpCatcher,
  uniqueEmail,
  uniquePassword,
  type SmtpCatcher,
} from '@pathwise/server/test-support';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * Mail goes through the pg-boss queue: a request never waits on SMTP, and a mail survives
 * an SMTP outage, retried with backoff. Without SMTP_URL it is
 * kept in `dev_mails` and shown at /dev/mailbox.
 */

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe('with SMTP_URL', () => {
  it('answers the sign-up while the SMTP server is down and delivers once it is up', async () => {
    const port = await freePort(); // nothing listens here yet
    const t = await buildTestApp({ mail: { smtpUrl: `smtp://127.0.0.1:${port}` } });
    cleanups.push(() => t.close());

    const email = uniqueEmail('patient');
    const res = await t.request('POST', '/api/account', {
      body: { email, password: uniquePassword(), name: 'Pat Patient' },
    });
    expect(res.statusCode).toBe(201);

    // The worker tried, failed and scheduled a retry: the mail is waiting, not lost.
    const deadline = Date.now() + 15_000;
    let job: { state: string; started_on: Date | null; expire_in: string } | undefined;
    while (Date.now() < deadline) {
      const { rows } = await t.db.query<{
        state: string;
        started_on: Date | null;
        expire_in: string;
      }>(
        `select state, started_on, expire_in::text from pgboss.job where name = 'mail' and data->>'to' = $1`,
        [email],
      );
      job = rows[0];
      if (job?.state === 'retry') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(job?.state).toBe('retry');
    expect(job!.started_on).not.toBeNull();
    // A delivery whose process dies is retried after a minute, not pg-boss's 15.
    expect(job!.expire_in).toBe('00:01:00');

    const catcher: SmtpCatcher = await startSmtpCatcher({ port });
    cleanups.push(() => catcher.close());
    const mail = await catcher.waitForMail(isVerificationMailTo(email), 20_000);
    expect(linkTo(mail, '/login').searchParams.get('userId')).toBe(res.json<{ id: string }>().id);
  }, 45_000);

  it('delivers each mail of a batch once, even when another of the batch fails', async () => {
    const catcher = await startSmtpCatcher({ rejectRecipient: (a) => a.startsWith('bounce-') });
    cleanups.push(() => catcher.close());
    const t = await buildTestApp({ mail: catcher });
    cleanups.push(() => t.close());

    const good = uniqueEmail('good');
    const bounce = uniqueEmail('bounce');
    // Signed up together, their mails are picked up together (one batch, most of the time).
    const answers = await Promise.all(
      [good, bounce].map((email) =>
        t.request('POST', '/api/account', {
          body: { email, password: uniquePassword(), name: 'Batch Mate' },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);

    await catcher.waitForMail(isVerificationMailTo(good));
    const jobState = async (email: string) =>
      (
        await t.db.query<{ state: string }>(
          `select state from pgboss.job where name = 'mail' and data->>'to' = $1`,
          [email],
        )
      ).rows[0]?.state;
    const deadline = Date.now() + 15_000;
    while ((await jobState(bounce)) !== 'retry' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await jobState(bounce)).toBe('retry');
    expect(await jobState(good)).toBe('completed');

    // Once the bounced mail's first retry (after 2–4 s) has run and failed again, the
    // delivered one has not come again. pg-boss counts a retry when it fetches the job anew.
    const retried = async () =>
      (
        await t.db.query<{ state: string; retry_count: number }>(
          `select state, retry_count from pgboss.job where name = 'mail' and data->>'to' = $1`,
          [bounce],
        )
      ).rows[0];
    const retryDeadline = Date.now() + 20_000;
    let row = await retried();
    while (!(row?.state === 'retry' && row.retry_count >= 1) && Date.now() < retryDeadline) {
      await new Promise((r) => setTimeout(r, 100));
      row = await retried();
    }
    expect(row).toMatchObject({ state: 'retry', retry_count: 1 });
    expect(catcher.mails.filter(isVerificationMailTo(good))).toHaveLength(1);
  }, 45_000);
});

describe('without SMTP_URL', () => {
  it('keeps the mail in dev_mails and lists it at /dev/mailbox, escaped', async () => {
    const t = await buildTestApp({ mail: 'dev-mailbox' });
    cleanups.push(() => t.close());
    const name = '<script>alert("pwned")</script> Mallory';
    const email = uniqueEmail('mallory');
    const res = await t.request('POST', '/api/account', {
      body: { email, password: uniquePassword(), name },
    });
    expect(res.statusCode).toBe(201);

    const mail = await t.waitForMail(isVerificationMailTo(email));
    // The verification mail greets without the typed name.
    expect(mail.text).not.toContain('Mallory');
    expect(mail.html).not.toContain('Mallory');
    expect(mail.html).not.toContain('<script>');
    const link = linkTo(mail, '/login');

    const list = await t.request('GET', '/dev/mailbox');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^text\/html/);
    expect(list.body).toContain(email);
    expect(list.body).toContain('Verify your email for Pathwise');
    const { rows } = await t.db.query<{ id: string }>('select id from dev_mails where "to" = $1', [
      email,
    ]);
    const id = rows[0]!.id;
    expect(list.body).toContain(`href="/dev/mailbox/${id}"`);

    const page = await t.request('GET', `/dev/mailbox/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script/i);
    // The link is there to click (the secret is what the developer needs).
    expect(page.body).toContain(`<a href="${link.href.replaceAll('&', '&amp;')}">`);
    // The mail's HTML sits in a sandboxed frame without scripts.
    expect(page.body).toMatch(/<iframe [^>]*sandbox="allow-popups allow-popups-to-escape-sandbox"/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).not.toContain('script-src');
  });

  it('shows a mail that carries typed text with that text escaped', async () => {
    const t = await buildTestApp({ mail: 'dev-mailbox' });
    cleanups.push(() => t.close());
    const subject = `Mailbox escaping ${Date.now()}`;
    const res = await t.request('POST', '/api/contact', {
      body: {
        firstName: '<script>alert("pwned")</script> Mallory',
        lastName: 'M',
        email: uniqueEmail('mallory'),
        subject,
        message: 'Hello <script>alert(1)</script>',
      },
    });
    expect(res.statusCode).toBe(201);
    const mail = await t.waitForMail((m) => m.subject.includes(subject));
    expect(mail.html).not.toContain('<script>');
    const { rows } = await t.db.query<{ id: string }>(
      'select id from dev_mails where subject like $1',
      [`%${subject}`],
    );
    const page = await t.request('GET', `/dev/mailbox/${rows[0]!.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; Mallory');
  });

  it('answers 404 for a mail that does not exist', async () => {
    const t = await buildTestApp({ mail: 'dev-mailbox' });
    cleanups.push(() => t.close());
    const res = await t.request('GET', '/dev/mailbox/999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('No such mail');
  });

  it('is refused in production: the server does not start without SMTP_URL', async () => {
    await expect(
      buildTestApp({ mail: 'dev-mailbox', env: { NODE_ENV: 'production' } }),
    ).rejects.toThrow('Invalid configuration: SMTP_URL: required when NODE_ENV=production');
  });
});
