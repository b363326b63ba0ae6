import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../account/schema.ts';

/** Tables owned by the experts module (docs/architecture.md "Data"): only its repository queries them. */

/**
 * Ask an Expert requests (docs/product.md#129-expertfinder; the spec's ExpertFinder). A mentee has
 * at most one `open` request (partial unique index). Status:
 * - `open`: offered live to online experts until `expires_at` (10 minutes after asking);
 * - `waiting`: nobody accepted in time and the mentee chose to leave it open for offline
 *   experts (answered by mail);
 * - `accepted`: `accepted_by` took it first (an update guarded by `status in ('open',
 *   'waiting')`, so exactly one of racing experts wins) and `conversation_id` is their chat;
 * - `expired`: nobody accepted in time and the mentee did not leave it open;
 * - `cancelled`: the mentee withdrew it.
 * `topic` is a slug of contracts `EXPERT_TOPICS` (the spec's lists).
 */
export const expertRequests = pgTable(
  'expert_requests',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    menteeId: varchar('mentee_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: varchar('topic', { length: 48 }).notNull(),
    description: varchar('description', { length: 750 }).notNull(),
    status: varchar('status', { length: 12 })
      .$type<'open' | 'waiting' | 'accepted' | 'expired' | 'cancelled'>()
      .notNull()
      .default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedBy: varchar('accepted_by', { length: 36 }).references(() => users.id, {
      onDelete: 'set null',
    }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    conversationId: varchar('conversation_id', { length: 36 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('expert_requests_one_open_key')
      .on(t.menteeId)
      .where(sql`${t.status} in ('open', 'waiting')`),
    index('expert_requests_status_created_idx').on(t.status, t.createdAt),
    index('expert_requests_mentee_idx').on(t.menteeId, t.createdAt),
    check(
      'expert_requests_status',
      sql`${t.status} in ('open', 'waiting', 'accepted', 'expired', 'cancelled')`,
    ),
  ],
);
