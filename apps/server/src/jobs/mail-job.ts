import nodemailer, { type Transporter } from 'nodemailer';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type pg from 'pg';
import type { Database } from '../db/client.ts';
import { devMails } from '../db/schema.ts';
import type { MailMessage } from '../mail/templates.ts';

/** pg-boss queue of outgoing mail. */
export const MAIL_QUEUE = 'mail';

/**
 * Retry policy: 15 tries with exponential backoff from 2 s (about 18 hours in all), so a
 * mail survives an SMTP outage (issue "Walking skeleton" §2).
 */
const RETRY = { retryLimit: 15, retryDelay: 2, retryBackoff: true } as const;

/** Enqueues mail; a request handler calls this and never waits on SMTP. */
export interface Mailer {
  /**
   * Enqueue `message`. Pass the transaction's `client` to enqueue atomically with the rows
   * the mail is about (the job exists exactly when the transaction commits).
   */
  send(message: MailMessage, client?: pg.PoolClient): Promise<void>;
}

export function createMailer(boss: PgBoss): Mailer {
  return {
    async send(message, client) {
      const db = client
        ? { executeSql: (text: string, values: unknown[]) => client.query(text, values) }
        : undefined;
      await boss.send(MAIL_QUEUE, message, { ...RETRY, db });
    },
  };
}

/** Pull every link out of a plain-text mail (for the dev log). */
function links(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

/**
 * Start the worker that delivers mail: over SMTP when `smtpUrl` is set, otherwise into the
 * `dev_mails` table (listed at /dev/mailbox) with its links printed to the log.
 */
export async function startMailWorker(opts: {
  boss: PgBoss;
  database: Database;
  smtpUrl?: string;
  from: string;
  log: Logger;
}): Promise<void> {
  const { boss, database, smtpUrl, from, log } = opts;
  const transport: Transporter | undefined = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : undefined;
  await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...RETRY });
  await boss.work<MailMessage>(
    MAIL_QUEUE,
    { pollingIntervalSeconds: 0.5, batchSize: 5 },
    async (jobs) => {
      for (const job of jobs) {
        const m = job.data;
        if (transport) {
          try {
            await transport.sendMail({
              from,
              to: m.to,
              replyTo: m.replyTo,
              subject: m.subject,
              text: m.text,
              html: m.html,
              headers: m.headers,
            });
            log.info({ jobId: job.id }, 'mail sent');
          } catch (err) {
            log.warn(
              { jobId: job.id, err: (err as Error).message },
              'mail delivery failed; will retry',
            );
            throw err;
          }
        } else {
          await database.db.insert(devMails).values({
            to: m.to,
            from,
            replyTo: m.replyTo ?? null,
            subject: m.subject,
            text: m.text,
            html: m.html,
          });
          log.info(
            { subject: m.subject, links: links(m.text) },
            'mail kept in the dev mailbox (SMTP_URL is unset)',
          );
        }
      }
    },
  );
}
