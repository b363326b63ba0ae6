import { bigserial, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** Tables owned by the dev-mailbox module (docs/architecture.md "Data"): only its repository queries them. */

/** Mail kept instead of sent when `SMTP_URL` is unset; listed at /dev/mailbox. */
export const devMails = pgTable('dev_mails', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  from: text('from').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
});
