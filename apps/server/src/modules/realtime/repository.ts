import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { presence } from './schema.ts';

/** Presence rows (see schema.ts): the realtime module's only table. */

export async function insertPresence(
  db: Db,
  row: { socketId: string; userId: string; nodeId: string },
): Promise<void> {
  await db
    .insert(presence)
    .values(row)
    .onConflictDoUpdate({ target: presence.socketId, set: { seenAt: new Date() } });
}

export async function deletePresence(db: Db, socketId: string): Promise<void> {
  await db.delete(presence).where(eq(presence.socketId, socketId));
}

/** Refresh every row of this process (the heartbeat). */
export async function touchNode(db: Db, nodeId: string): Promise<void> {
  await db.update(presence).set({ seenAt: new Date() }).where(eq(presence.nodeId, nodeId));
}

/** Delete this process's rows (on close) . */
export async function deleteNode(db: Db, nodeId: string): Promise<void> {
  await db.delete(presence).where(eq(presence.nodeId, nodeId));
}

/** Delete rows not seen since `before` (a dead process's sockets). */
export async function deleteStale(db: Db, before: Date): Promise<void> {
  await db.delete(presence).where(lt(presence.seenAt, before));
}

/** Which of `userIds` have a socket seen after `since`. */
export async function onlineAmong(db: Db, userIds: string[], since: Date): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: presence.userId })
    .from(presence)
    .where(and(inArray(presence.userId, userIds), gt(presence.seenAt, since)));
  return new Set(rows.map((r) => r.userId));
}

/** Everyone with a socket seen after `since`. */
export async function onlineUsers(db: Db, since: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: presence.userId })
    .from(presence)
    .where(gt(presence.seenAt, since));
  return rows.map((r) => r.userId);
}

/** Set which conversation a socket's tab shows (null: none). */
export async function setViewing(
  db: Db,
  socketId: string,
  conversationId: string | null,
): Promise<void> {
  await db
    .update(presence)
    .set({ viewingConversationId: conversationId, seenAt: new Date() })
    .where(eq(presence.socketId, socketId));
}
