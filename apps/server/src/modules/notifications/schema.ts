import { boolean, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../account/schema.ts';

/** Tables owned by the notifications module (docs/architecture.md "Data"): only its repository queries them. */

/**
 * A person's choice per kind of notification (issues 10 and 11): shown in the app and/or
 * mailed. No row means the kind's default (both on). `kind` is one of contracts
 * `NOTIFICATION_KINDS`.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: varchar('user_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    inApp: boolean('in_app').notNull().default(true),
    mail: boolean('mail').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * The secret of a person's one-click unsubscribe links (RFC 8058): one per person, random,
 * made when their first optional mail goes out. A link names the kind it turns off; the
 * secret only allows turning mail kinds off.
 */
export const mailUnsubscribeTokens = pgTable('mail_unsubscribe_tokens', {
  userId: varchar('user_id', { length: 36 })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: varchar('token', { length: 64 }).notNull().unique('mail_unsubscribe_tokens_token_key'),
  createdAt: createdAt(),
});
