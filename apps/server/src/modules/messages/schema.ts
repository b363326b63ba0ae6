import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../account/schema.ts';

/** Tables owned by the messages module (docs/architecture.md "Data"): only its repository queries them. */

/**
 * A conversation between one mentee and one mentor (docs/product.md#126-messaging); at most one per
 * pair. Per-side state lives on the row: how far each side has read (`*_read_seq`, the `seq`
 * of the last message they read; 0 = nothing), and the mentor's mute of a mentee who is not
 * their booked mentee (blocks are the blocks module's: docs/product.md#1214-blocking).
 * `last_message_at` orders the
 * contact list.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    menteeId: varchar('mentee_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mentorId: varchar('mentor_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menteeReadSeq: bigint('mentee_read_seq', { mode: 'number' }).notNull().default(0),
    mentorReadSeq: bigint('mentor_read_seq', { mode: 'number' }).notNull().default(0),
    mentorMutedAt: timestamp('mentor_muted_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.menteeId, t.mentorId),
    index('conversations_mentor_idx').on(t.mentorId, t.lastMessageAt),
    index('conversations_mentee_idx').on(t.menteeId, t.lastMessageAt),
    check('conversations_two_people', sql`${t.menteeId} <> ${t.mentorId}`),
  ],
);

/**
 * Messages (docs/product.md#3-data "Message": sender them or me, text, time, isSystemMessage).
 * `seq` is a global, increasing number that orders a conversation and serves as the cursor
 * for paging (`before`) and catch-up (`after`). A person's message has `sender_id` and
 * `text` (1–4,000 characters) and the sender's `client_id` (a retry with the same one stores
 * nothing new); a system message (`kind = 'system'`) has no sender and its `system` JSON
 * (contracts `SystemMessage`: a booking's event, and for a rescheduled invite its answer).
 */
export const messages = pgTable(
  'messages',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: varchar('conversation_id', { length: 36 })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: varchar('sender_id', { length: 36 }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    kind: varchar('kind', { length: 8 }).$type<'text' | 'system'>().notNull().default('text'),
    text: varchar('text', { length: 4000 }).notNull().default(''),
    system: jsonb('system'),
    clientId: varchar('client_id', { length: 64 }),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    /**
     * When a moderator removed it (docs/product.md#143-moderation-and-suspension): kept for the
     * record, shown to everyone as "Removed by a moderator".
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: varchar('removed_by', { length: 36 }),
  },
  (t) => [
    uniqueIndex('messages_seq_key').on(t.seq),
    index('messages_conversation_seq_idx').on(t.conversationId, t.seq),
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientId),
    check('messages_kind', sql`${t.kind} in ('text', 'system')`),
    check(
      'messages_shape',
      sql`(${t.kind} = 'text' and ${t.senderId} is not null and char_length(${t.text}) between 1 and 4000) or (${t.kind} = 'system' and ${t.system} is not null)`,
    ),
  ],
);

/**
 * The unread-message mails sent (docs/product.md#127-notifications: one mail per conversation per
 * hour at most): a row per conversation and recipient with the last time one went out. The
 * mail job claims the slot by upserting here in the transaction that queues the mail.
 */
export const messageMailLog = pgTable(
  'message_mail_log',
  {
    conversationId: varchar('conversation_id', { length: 36 })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    recipientId: varchar('recipient_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.recipientId] })],
);
