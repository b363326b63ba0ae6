import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { users } from '../schema.ts';

/**
 * Tables of sign-in with Google and LinkedIn, owned by the account module (ADR 0017): only
 * `oauth/repository.ts` queries them.
 */

/**
 * A provider identity linked to an account: the provider's stable subject (`sub` of its ID
 * token) signs that account in. One identity per (provider, subject) and per (account,
 * provider).
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    userId: varchar('user_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16 }).$type<'google' | 'linkedin'>().notNull(),
    /** The provider's `sub` claim (at most 255 characters, OpenID Connect Core §2). */
    subject: varchar('subject', { length: 255 }).notNull(),
    /** The address the provider gave at the last sign-in, lowercased. */
    email: varchar('email', { length: 254 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    uniqueIndex('user_identities_user_provider_key').on(t.userId, t.provider),
    check('user_identities_provider', sql`${t.provider} in ('google', 'linkedin')`),
  ],
);

/**
 * A sign-in started at a provider and not yet back: what the callback must check, kept here
 * rather than in the browser. The browser holds only a random secret in an HttpOnly cookie;
 * its SHA-256 finds the row, which is deleted when the callback reads it (one use) and
 * refused after `expires_at` (10 minutes).
 */
export const oauthFlows = pgTable(
  'oauth_flows',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    provider: varchar('provider', { length: 16 }).$type<'google' | 'linkedin'>().notNull(),
    state: varchar('state', { length: 128 }).notNull(),
    /** Null for a provider whose ID token carries no nonce (LinkedIn). */
    nonce: varchar('nonce', { length: 128 }),
    /** The PKCE verifier; null for a provider that refuses PKCE from a web app (LinkedIn). */
    codeVerifier: varchar('code_verifier', { length: 128 }),
    /** Where to go after success: a path on this site, or null for the landing page. */
    nextPath: varchar('next_path', { length: 2048 }),
    /** The page whose button started it (`login` or `signup`), where a failure is reported. */
    origin: varchar('origin', { length: 8 }).$type<'login' | 'signup'>().notNull(),
    /** Set when a signed-in person links the provider instead of signing in. */
    linkUserId: varchar('link_user_id', { length: 36 }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('oauth_flows_secret_hash_key').on(t.secretHash),
    index('oauth_flows_expires_at_idx').on(t.expiresAt),
  ],
);
