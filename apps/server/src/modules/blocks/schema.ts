import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../account/schema.ts';

/** Tables owned by the blocks module (docs/architecture.md "Data"): only its repository queries them. */

/**
 * Blocks (docs/product.md#1214-blocking): `blocker_id` blocked `blocked_id` at `created_at`. One
 * row per ordered pair, never oneself; while a row stands either way, neither of the two can
 * message or book the other.
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: varchar('blocker_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: varchar('blocked_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
    check('user_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
