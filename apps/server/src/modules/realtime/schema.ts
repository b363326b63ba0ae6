import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../account/schema.ts';

/** Tables owned by the realtime module (docs/architecture.md "Data"): only its repository queries them. */

/**
 * Presence (ADR 0012): one row per connected socket, refreshed by its
 * server process every 20 s (`seen_at`). A person is online while any of their rows was seen
 * within the last 60 s, so the rows of a process that died expire on their own (the
 * Postgres adapter's `fetchSockets` throws when a process is gone; ADR 0012).
 */
export const presence = pgTable(
  'presence',
  {
    socketId: varchar('socket_id', { length: 64 }).primaryKey(),
    userId: varchar('user_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The server process holding the socket (random per process start). */
    nodeId: varchar('node_id', { length: 36 }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The conversation this socket's tab shows now (client event `conversation:viewing`), or
     * null: a message there is not notified to its reader (docs/product.md#127-notifications).
     */
    viewingConversationId: varchar('viewing_conversation_id', { length: 36 }),
  },
  (t) => [
    index('presence_user_seen_idx').on(t.userId, t.seenAt),
    index('presence_node_idx').on(t.nodeId),
  ],
);
