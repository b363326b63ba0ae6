import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** Tables owned by the account module (docs/architecture.md "Data"): only its repository queries them. */

/** Accounts. `email` is stored trimmed and lowercased, so the unique index is exact. */
export const users = pgTable(
  'users',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    /**
     * The argon2id hash (ADR 0004); null for an account made through Google or LinkedIn
     * sign-in that has not set a password yet.
     */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * The person's IANA time zone (Settings → General, docs/product.md#1115-settings-that-save); null until set or first
     * detected from the browser. Weekly mails and dashboards use it.
     */
    timeZone: varchar('time_zone', { length: 64 }),
    /** The interface language, a code of contracts `UI_LANGUAGES` (Settings → General). */
    language: varchar('language', { length: 8 }).notNull().default('en'),
    /** Whether circle member lists name this person (Settings → Community, docs/product.md#1115-settings-that-save). */
    showInMemberLists: boolean('show_in_member_lists').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the account was deleted (ADR 0019): the row stays as a tombstone so the messages,
     * reviews and held sessions others need keep their author, shown as "Former member"; its
     * email is freed, its password and every personal column cleared.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * When an admin suspended the account (docs/product.md#143-moderation-and-suspension); null when it is
     * not suspended. While set and `suspended_until` is null or still ahead, sign-in answers
     * 403 `user_suspended`.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** When the suspension ends by itself; null = until an admin reinstates the account. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** The reason given to the person in the statement of reasons. */
    suspensionReason: text('suspension_reason'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

/** The purposes of a one-time link secret (`account_tokens.kind`). */
export type AccountTokenKind = 'verification' | 'recovery' | 'email_change' | 'email_undo';

/**
 * One-time secrets of verification, recovery and email-change links. Only the SHA-256 is
 * stored. `payload` is the address the link is about: the new one of an `email_change`, the
 * old one of an `email_undo` (docs/product.md#71-account-api).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    userId: varchar('user_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<AccountTokenKind>().notNull(),
    payload: varchar('payload', { length: 254 }),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_tokens_secret_hash_key').on(t.secretHash),
    index('account_tokens_user_kind_idx').on(t.userId, t.kind),
    check(
      'account_tokens_kind',
      sql`${t.kind} in ('verification', 'recovery', 'email_change', 'email_undo')`,
    ),
  ],
);
