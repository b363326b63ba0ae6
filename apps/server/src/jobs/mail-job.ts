import type { Transporter } from 'nodemailer';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type pg from 'pg';
import type { MailMessage } from '../mail/message.ts';
import { onClient } from './queue.ts';

/** pg-boss queue of outgoing mail. */
export const MAIL_QUEUE = 'mail';

/**
 * Retry policy: 15 tries with exponential backoff from 2 s (about 18 hours in all), so a
 * mail survives an SMTP outage.
 *
 * A delivery still "active" after 60 s is presumed dead (its process was killed mid-send)
 * and retried; pg-boss's default of 15 minutes would hold a verification mail that long.
 * The SMTP timeouts below keep every live attempt well inside that minute, so an attempt is
 * never retried while it is still running (which would send the mail twice).
 */
const RETRY = { retryLimit: 15, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 } as const;

/** nodemailer's timeouts (ms), unless SMTP_URL's query string sets them: 10 + 10 + 30 < 60 s. */
const SMTP_TIMEOUTS_MS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

/** `smtpUrl` with {@link SMTP_TIMEOUTS_MS} added as nodemailer URL options it does not set. */
export function withSmtpTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS_MS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return url.toString();
}

/** Enqueues mail; a request handler calls this and never waits on SMTP. */
export interface Mailer {
  /**
   * Enqueue `message`. Pass the transaction's `client` to enqueue atomically with the rows
   * the mail is about (the job exists exactly when the transaction commits).
   *
   * `options.id` (a UUID) makes the enqueue idempotent: a second `send` with the same id is
   * dropped while the first job is kept by pg-boss. A producer that may run twice (a retried
   * job) derives it from its own job id so that the mail goes out once.
   */
  send(message: MailMessage, client?: pg.PoolClient, options?: { id?: string }): Promise<void>;
}

/** An address of the reserved `.invalid` top-level domain, which no mail can reach. */
const UNDELIVERABLE = /@(?:[^@]+\.)?invalid$/i;

/**
 * The {@link Mailer} over pg-boss. When `started` is given (pg-boss's `start()` still running),
 * a send waits for it first; without it, `boss` must already be started.
 */
export function createMailer(boss: PgBoss, started: Promise<unknown> = Promise.resolve()): Mailer {
  return {
    async send(message, client, options) {
      // A deleted account's address is on the reserved `.invalid` domain (RFC 2606, ADR 0019):
      // nothing can be delivered there, so nothing is queued.
      if (UNDELIVERABLE.test(message.to)) return;
      await started;
      const db = client ? onClient(client) : undefined;
      await boss.send(MAIL_QUEUE, message, { ...RETRY, db, id: options?.id });
    },
  };
}

/**
 * Start the worker that delivers mail: over SMTP when `smtpUrl` is set, otherwise into the
 * dev mailbox module (listed at /dev/mailbox). The log names the kept mail's page, never its
 * links: they carry account secrets.
 */
export async function startMailWorker(opts: {
  boss: PgBoss;
  /**
   * Where mail goes without `smtpUrl`: the dev mailbox module's service, handed in by whoever
   * starts the worker (the jobs never import a module); `keep` resolves to the kept mail's id.
   */
  mailbox: { keep(mail: MailMessage, from: string): Promise<number> };
  smtpUrl?: string;
  from: string;
  log: Logger;
}): Promise<void> {
  const { boss, mailbox, smtpUrl, from, log } = opts;
  // nodemailer loads only where mail leaves the machine: not for the dev mailbox's starts.
  const transport: Transporter | undefined = smtpUrl
    ? (await import('nodemailer')).default.createTransport(withSmtpTimeouts(smtpUrl))
    : undefined;
  async function deliver(jobId: string, m: MailMessage): Promise<void> {
    if (!transport) {
      const kept = await mailbox.keep(m, from);
      log.info(
        { jobId, path: `/dev/mailbox/${kept}` },
        'mail kept in the dev mailbox (SMTP_URL is unset)',
      );
      return;
    }
    try {
      await transport.sendMail({
        from,
        to: m.to,
        replyTo: m.replyTo,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: m.headers,
        icalEvent: m.icalEvent,
      });
      log.info({ jobId }, 'mail sent');
    } catch (err) {
      log.warn({ jobId, err: (err as Error).message }, 'mail delivery failed; will retry');
      throw err;
    }
  }

  await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...RETRY });
  await boss.work<MailMessage>(
    MAIL_QUEUE,
    { pollingIntervalSeconds: 0.5, batchSize: 5 },
    async (jobs) => {
      // Each mail succeeds or fails on its own: pg-boss fails a whole batch when its handler
      // throws, which would send the batch's delivered mails again on retry.
      const results = await Promise.allSettled(jobs.map((job) => deliver(job.id, job.data)));
      const failures = jobs.flatMap((job, i) => {
        const result = results[i]!;
        return result.status === 'rejected'
          ? [boss.fail(MAIL_QUEUE, job.id, { message: (result.reason as Error).message })]
          : [];
      });
      await Promise.all(failures);
    },
  );
}
