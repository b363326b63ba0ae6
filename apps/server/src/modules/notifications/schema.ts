import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../account/schema.ts';

/** Tables owned by the notifications module (docs/architecture.md "Data"): only its repository queries them. */

/**
 * A person's choice per kind of notification (docs/product.md#127-notifications): shown in the app
 * and/or mailed. No row means the kind's default (both on). `kind` is one of contracts
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

/**
 * In-app notifications (docs/product.md#127-notifications): what happened to a person, newest
 * first. `kind` is one of contracts `NOTIFICATION_KINDS`; `event` names what happened (contracts
 * `NotificationEvent`, e.g. `booking.confirmed`) and `data` carries what the page needs to
 * say it and link to its subject (names, times, ids), so the text comes from the reader's
 * i18n catalogue, not from the server. `read_at` null = unread (the bell's badge).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    userId: varchar('user_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    event: varchar('event', { length: 48 }).notNull(),
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
