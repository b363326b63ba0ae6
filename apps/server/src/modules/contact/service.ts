import type { ContactMessageReceipt, CreateContactMessage } from '@pathwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../jobs/mail-job.ts';
import { newId } from '../../lib/crypto.ts';
import { createRateLimit } from '../../lib/rate-limit.ts';
import { insertContactMessage } from './repository.ts';

/** The mails, loaded on first use: React Email's rendering stays out of start-up (docs/performance.md, "Start-up and idle memory"). */
const mails = () => import('./mails.tsx');

/**
 * The contact form's rules (docs/product.md#26-contact "/contact", §4; docs/product.md#11-fix "Contact form
 * shows success even on network failure" → stored, mailed to SUPPORT_EMAIL through the job
 * queue, success only when stored).
 */
export type ContactService = ReturnType<typeof createContactService>;

export function createContactService(deps: {
  config: Config;
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  const { config, database, mailer, log } = deps;
  const perIp = createRateLimit(
    database.pool,
    'contact-ip',
    config.rateLimits.contactPerHour,
    config.rateLimits.enabled,
  );

  return {
    /**
     * Store `input` and enqueue its mail to SUPPORT_EMAIL (Reply-To: the sender) in one
     * transaction: the mail job exists exactly when the message does.
     * A filled honeypot (`website`) gets the same answer but nothing is stored or mailed, so a
     * bot learns nothing from it.
     * @throws AppError 429 `general_rate_limit_exceeded` past RATE_LIMIT_CONTACT_PER_HOUR
     *   messages from one client address in an hour (honeypot hits count too).
     */
    async submit(input: CreateContactMessage, ip: string): Promise<ContactMessageReceipt> {
      await perIp.consume(ip);
      if (input.website?.trim()) {
        log.info('contact form honeypot filled; message dropped');
        return { id: newId(), createdAt: new Date().toISOString() };
      }
      const message = {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        subject: input.subject,
        message: input.message,
      };
      return database.transaction(async (tx) => {
        const stored = await insertContactMessage(tx.db, message);
        const { contactMail } = await mails();
        await mailer.send(
          await contactMail({
            appName: config.appName,
            to: config.supportEmail,
            id: stored.id,
            ...message,
            receivedAt: stored.createdAt,
          }),
          tx.client,
        );
        return { id: stored.id, createdAt: stored.createdAt.toISOString() };
      });
    },
  };
}
