import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** Tables owned by the newsletter module (docs/architecture.md "Data"): only its repository queries them. */

/**
 * Newsletter subscribers with double opt-in: `pending`
 * until the mailed link is opened (`confirm_token_hash`, SHA-256 of a single-use token that
 * expires at `confirm_expires_at`, 7 days), then `confirmed`; `unsubscribed` after an
 * unsubscribe link. One row per address (stored lowercased).
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    status: varchar('status', { length: 12 })
      .$type<'pending' | 'confirmed' | 'unsubscribed'>()
      .notNull()
      .default('pending'),
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    uniqueIndex('newsletter_subscribers_confirm_token_key').on(t.confirmTokenHash),
    check('newsletter_subscribers_email_lowercase', sql`${t.email} = lower(btrim(${t.email}))`),
    check(
      'newsletter_subscribers_status',
      sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
);

/**
 * Unsubscribe tokens (SHA-256 only): every newsletter mail carries a fresh one, so a link
 * keeps working after later mails and the raw token never rests in the database. Any token
 * of a subscriber unsubscribes that subscriber (RFC 8058 one-click).
 */
export const newsletterUnsubscribeTokens = pgTable(
  'newsletter_unsubscribe_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    subscriberId: varchar('subscriber_id', { length: 36 })
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_unsubscribe_tokens_subscriber_idx').on(t.subscriberId)],
);
