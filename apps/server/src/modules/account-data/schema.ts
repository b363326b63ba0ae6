import { index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../account/schema.ts';

/** Tables owned by the account-data module (docs/architecture.md "Data"): only its repository queries them. */

/**
 * Data exports prepared by the export job for a large account (ADR 0019): the ZIP is in the
 * upload store (`UPLOADS_DIR/exports`) under `storage_key`; the mailed link carries a secret
 * of which only the SHA-256 is stored. It works once (`used_at`), until `expires_at` (24 hours).
 */
export const accountExports = pgTable(
  'account_exports',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    userId: varchar('user_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    storageKey: varchar('storage_key', { length: 128 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_exports_token_hash_key').on(t.tokenHash),
    index('account_exports_user_idx').on(t.userId),
  ],
);
