import { bigint, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { sessions } from '../../sessions/schema.ts';
import { users } from '../schema.ts';

/** Tables of the account module's two-factor authentication (ADR 0018): only mfa/repository.ts queries them. */

/**
 * A person's TOTP authenticator (RFC 6238). `secret` is the Base32 secret, stored as is: the
 * server has no key of its own to encrypt it with (ADR 0018). Turned on once `enabledAt` is set.
 */
export const mfaTotp = pgTable('mfa_totp', {
  userId: varchar('user_id', { length: 36 })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: varchar('secret', { length: 64 }).notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The RFC 6238 time step of the last code accepted: a code of that step or before is refused. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes; only the SHA-256 of each (with the user id) is stored. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    userId: varchar('user_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/** Open second-factor challenges of sessions waiting for it; each lasts 5 minutes. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    sessionId: varchar('session_id', { length: 36 })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    factor: varchar('factor', { length: 16 }).$type<'totp' | 'recoverycode'>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mfa_challenges_session_idx').on(t.sessionId)],
);
