import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SystemMessage } from '@pathwise/contracts';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { conversations, messageMailLog, messages } from './schema.ts';

/**
 * The messages module's data access (docs/product.md#126-messaging): conversations, messages, read
 * state and the unread-mail log. Only this file and `send-repository.ts` (the send path's
 * statement) query those tables.
 */

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/**
 * The conversation `id`, or null. A named prepared statement (every send and read of a
 * conversation starts here: Drizzle built this select per call; docs/performance.md,
 * "Realtime, second round").
 */
export async function findConversation(db: Db, id: string): Promise<ConversationRow | null> {
  const [row] = await prepared<ConversationRow>(db, 'find_conversation', FIND_CONVERSATION_SQL, [
    id,
  ]);
  // pg parses bigints as strings.
  return row
    ? { ...row, menteeReadSeq: Number(row.menteeReadSeq), mentorReadSeq: Number(row.mentorReadSeq) }
    : null;
}

const FIND_CONVERSATION_SQL = `
  select id, mentee_id as "menteeId", mentor_id as "mentorId", mentee_read_seq as "menteeReadSeq",
    mentor_read_seq as "mentorReadSeq", mentor_muted_at as "mentorMutedAt",
    last_message_at as "lastMessageAt",
    created_at as "createdAt"
  from conversations where id = $1`;

export async function findPair(
  db: Db,
  menteeId: string,
  mentorId: string,
): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.menteeId, menteeId), eq(conversations.mentorId, mentorId)));
  return row ?? null;
}

/**
 * The conversation of the pair, created when there is none (the pair's unique key decides a
 * race: the loser reads the winner's row).
 * @returns the row and whether this call created it.
 */
export async function ensurePair(
  db: Db,
  id: string,
  menteeId: string,
  mentorId: string,
): Promise<{ row: ConversationRow; created: boolean }> {
  const [inserted] = await db
    .insert(conversations)
    .values({ id, menteeId, mentorId })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  const row = await findPair(db, menteeId, mentorId);
  if (!row) throw new Error('conversation vanished');
  return { row, created: false };
}

/** Conversations `userId` takes part in, latest message first (then newest). */
export async function listConversationsOf(db: Db, userId: string): Promise<ConversationRow[]> {
  return db
    .select()
    .from(conversations)
    .where(or(eq(conversations.menteeId, userId), eq(conversations.mentorId, userId)))
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.createdAt));
}

/** The last message of each of `ids` (conversations without one are left out). */
export async function lastMessages(db: Db, ids: string[]): Promise<Map<string, MessageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(inArray(messages.conversationId, ids))
    .orderBy(messages.conversationId, desc(messages.seq));
  return new Map(rows.map((r) => [r.conversationId, r]));
}

/**
 * How many messages of each conversation `userId` has not read: others' messages (system
 * ones too) with a `seq` above the reader's read seq.
 */
export async function unreadCounts(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: conversations.id, n: sql<number>`count(${messages.id})::int` })
    .from(conversations)
    .innerJoin(messages, eq(messages.conversationId, conversations.id))
    .where(
      and(
        or(eq(conversations.menteeId, userId), eq(conversations.mentorId, userId)),
        sql`(${messages.senderId} is null or ${messages.senderId} <> ${userId})`,
        sql`${messages.seq} > case when ${conversations.menteeId} = ${userId} then ${conversations.menteeReadSeq} else ${conversations.mentorReadSeq} end`,
      ),
    )
    .groupBy(conversations.id);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/**
 * One page of a conversation's messages, oldest first: before `before` (older, the newest
 * of them), after `after` (newer, the oldest of them) or the newest. `hasMore`: more exist
 * in that direction.
 */
export async function pageMessages(
  db: Db,
  conversationId: string,
  query: { before?: number; after?: number; limit: number },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const where: SQL[] = [eq(messages.conversationId, conversationId)];
  if (query.before !== undefined) where.push(lt(messages.seq, query.before));
  if (query.after !== undefined) where.push(gt(messages.seq, query.after));
  const forward = query.after !== undefined && query.before === undefined;
  const rows = await db
    .select()
    .from(messages)
    .where(and(...where))
    .orderBy(forward ? asc(messages.seq) : desc(messages.seq))
    .limit(query.limit + 1);
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  return { rows: forward ? page : page.reverse(), hasMore };
}

export async function findMessage(db: Db, id: string): Promise<MessageRow | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row ?? null;
}

export async function findByClientId(
  db: Db,
  senderId: string,
  clientId: string,
): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return row ?? null;
}

/** Store a system message (no sender). */
export async function insertSystemMessage(
  db: Db,
  row: {
    id: string;
    conversationId: string;
    system: SystemMessage;
    isDemo?: boolean;
    createdAt?: Date;
  },
): Promise<MessageRow> {
  const [inserted] = await db
    .insert(messages)
    .values({ ...row, kind: 'system', text: '' })
    .returning();
  return inserted!;
}

/** Mark the conversation's latest activity (orders the contact lists). */
export async function touchConversation(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(conversations)
    .set({
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(conversations.id, id));
}

/** The highest `seq` in the conversation, 0 for none. */
export async function maxSeq(db: Db, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<number>`coalesce(max(${messages.seq}), 0)::bigint` })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return Number(row?.seq ?? 0);
}

/**
 * Move `side`'s read seq up to `seq` (never back); run in a transaction (the row is locked
 * `FOR NO KEY UPDATE`, which a concurrent message insert's key-share lock does not block).
 * @returns the read seq before and after.
 */
export async function markRead(
  db: Db,
  id: string,
  side: 'mentee' | 'mentor',
  seq: number,
): Promise<{ before: number; after: number }> {
  const column = side === 'mentee' ? conversations.menteeReadSeq : conversations.mentorReadSeq;
  const [row] = await db
    .select({ before: column })
    .from(conversations)
    .where(eq(conversations.id, id))
    .for('no key update');
  const before = Number(row?.before ?? 0);
  const after = Math.max(before, seq);
  if (after > before) {
    await db
      .update(conversations)
      .set(side === 'mentee' ? { menteeReadSeq: after } : { mentorReadSeq: after })
      .where(eq(conversations.id, id));
  }
  return { before, after };
}

/** Set or clear the mentor's mute. */
export async function setModeration(
  db: Db,
  id: string,
  muted: boolean,
  at: Date,
): Promise<ConversationRow> {
  const [row] = await db
    .update(conversations)
    .set({
      mentorMutedAt: muted
        ? sql`coalesce(${conversations.mentorMutedAt}, ${at.toISOString()}::timestamptz)`
        : null,
    })
    .where(eq(conversations.id, id))
    .returning();
  return row!;
}

/** Replace a system message's JSON (its answer). */
export async function updateSystem(db: Db, id: string, system: SystemMessage): Promise<MessageRow> {
  const [row] = await db.update(messages).set({ system }).where(eq(messages.id, id)).returning();
  return row!;
}

/**
 * The unanswered rescheduled invites (`booking_proposed`) of booking `bookingId`, locked
 * until the transaction ends.
 */
export async function openProposals(db: Db, bookingId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.kind, 'system'),
        sql`${messages.system}->>'type' = 'booking_proposed'`,
        sql`${messages.system}->>'bookingId' = ${bookingId}`,
        sql`(${messages.system}->>'answer') is null`,
      ),
    )
    .for('update');
}

/** Lock one message row until the transaction ends. */
export async function lockMessage(db: Db, id: string): Promise<MessageRow | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).for('update');
  return row ?? null;
}

/**
 * Claim the unread-mail slot of (conversation, recipient): true when no mail went out
 * within `gapMs` before `now` (the slot is then taken at `now`), false otherwise.
 */
export async function claimMailSlot(
  db: Db,
  conversationId: string,
  recipientId: string,
  now: Date,
  gapMs: number,
): Promise<boolean> {
  const cutoff = new Date(now.getTime() - gapMs);
  const rows = await db
    .insert(messageMailLog)
    .values({ conversationId, recipientId, sentAt: now })
    .onConflictDoUpdate({
      target: [messageMailLog.conversationId, messageMailLog.recipientId],
      set: { sentAt: now },
      setWhere: lt(messageMailLog.sentAt, cutoff),
    })
    .returning({ sentAt: messageMailLog.sentAt });
  return rows.length > 0;
}

/** Others' text messages after `afterSeq` in the conversation, oldest first (the mail's excerpt). */
export async function unreadTexts(
  db: Db,
  conversationId: string,
  readerId: string,
  afterSeq: number,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.kind, 'text'),
        gt(messages.seq, afterSeq),
        sql`${messages.senderId} <> ${readerId}`,
      ),
    )
    .orderBy(asc(messages.seq))
    .limit(limit);
}

/** Conversations of `userId` with any of `otherIds` (the Start a Conversation list). */
export async function conversationsWith(
  db: Db,
  userId: string,
  side: 'mentee' | 'mentor',
): Promise<Map<string, string>> {
  const rows = await db
    .select({
      id: conversations.id,
      menteeId: conversations.menteeId,
      mentorId: conversations.mentorId,
    })
    .from(conversations)
    .where(
      side === 'mentee' ? eq(conversations.menteeId, userId) : eq(conversations.mentorId, userId),
    );
  return new Map(rows.map((r) => [side === 'mentee' ? r.mentorId : r.menteeId, r.id]));
}

/** Whether the conversation has any message (the demo seeder's idempotence). */
export async function hasMessages(db: Db, conversationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .limit(1);
  return row !== undefined;
}

/** Insert demo messages as given (the demo seeder). */
export async function insertDemoMessages(
  db: Db,
  rows: Array<{
    id: string;
    conversationId: string;
    senderId: string | null;
    kind: 'text' | 'system';
    text: string;
    system: SystemMessage | null;
    createdAt: Date;
  }>,
): Promise<MessageRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(messages)
    .values(rows.map((r) => ({ ...r, isDemo: true, clientId: r.senderId ? `demo-${r.id}` : null })))
    .returning();
}

/** Set a conversation's read seqs and last activity (the demo seeder). */
export async function setDemoState(
  db: Db,
  id: string,
  state: { menteeReadSeq: number; mentorReadSeq: number; lastMessageAt: Date },
): Promise<void> {
  await db.update(conversations).set(state).where(eq(conversations.id, id));
}
