import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** Tables owned by the contact module (docs/architecture.md "Data"): only its repository queries them. */

/**
 * Messages sent through the /contact form. Stored first,
 * so none is lost when mail fails; each is also mailed to SUPPORT_EMAIL by the mail job, with
 * Reply-To set to `email`. Limits: names 80, subject 200, message 5000 characters (contracts
 * `CreateContactMessage`).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('contact_messages_message_length', sql`char_length(${t.message}) between 1 and 5000`),
    index('contact_messages_created_idx').on(t.createdAt),
  ],
);
