import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findMessage, type MessageRow } from './repository.ts';
import { messages } from './schema.ts';

/** Messages as moderation reads and removes them (docs/product.md#143-moderation-and-suspension). */
/**
 * Message `id` with the `around` messages before and after it in its conversation, oldest
 * first, for the moderation queue (docs/product.md#143-moderation-and-suspension); empty when
 * there is no such message.
 */
export async function messagesAround(db: Db, id: string, around: number): Promise<MessageRow[]> {
  const target = await findMessage(db, id);
  if (!target) return [];
  const same = eq(messages.conversationId, target.conversationId);
  const [before, after] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(and(same, lt(messages.seq, target.seq)))
      .orderBy(desc(messages.seq))
      .limit(around),
    db
      .select()
      .from(messages)
      .where(and(same, gt(messages.seq, target.seq)))
      .orderBy(asc(messages.seq))
      .limit(around),
  ]);
  return [...before.reverse(), target, ...after];
}

/** Mark message `id` removed by `adminId` (kept for the record); false when there is none. */
export async function markMessageRemoved(db: Db, id: string, adminId: string): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ removedAt: sql`coalesce(${messages.removedAt}, now())`, removedBy: adminId })
    .where(eq(messages.id, id))
    .returning({ id: messages.id });
  return rows.length > 0;
}
