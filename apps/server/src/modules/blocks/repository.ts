import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { userBlocks } from './schema.ts';

/** The blocks module's data access: the only code that queries `user_blocks` (ADR 0009). */

/** One block as stored. */
export interface BlockRow {
  blockerId: string;
  blockedId: string;
  createdAt: Date;
}

/** Store `blockerId`'s block of `blockedId` unless it exists; the block as it stands. */
export async function insertBlock(
  db: Db,
  blockerId: string,
  blockedId: string,
  at: Date,
): Promise<{ row: BlockRow; created: boolean }> {
  const [created] = await db
    .insert(userBlocks)
    .values({ blockerId, blockedId, createdAt: at })
    .onConflictDoNothing()
    .returning();
  if (created) return { row: created, created: true };
  const [existing] = await db
    .select()
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
  return { row: existing!, created: false };
}

/** Remove `blockerId`'s block of `blockedId`; whether one was there. */
export async function deleteBlock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const gone = await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ blockerId: userBlocks.blockerId });
  return gone.length > 0;
}

/** Remove every block `userId` set or is the subject of (account deletion, ADR 0019). */
export async function deleteBlocksOf(db: Db, userId: string): Promise<void> {
  await db
    .delete(userBlocks)
    .where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
}

/** The blocks `blockerId` set, latest first. */
export async function listBlocksBy(db: Db, blockerId: string): Promise<BlockRow[]> {
  return db
    .select()
    .from(userBlocks)
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt));
}

/** Every block between `userId` and any of `otherIds`, in either direction. */
export async function blocksAmong(db: Db, userId: string, otherIds: string[]): Promise<BlockRow[]> {
  if (otherIds.length === 0) return [];
  return db
    .select()
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, userId), inArray(userBlocks.blockedId, otherIds)),
        and(eq(userBlocks.blockedId, userId), inArray(userBlocks.blockerId, otherIds)),
      ),
    );
}

/**
 * Whether a block stands between `a` and `b`, either way: the send path's check, a named
 * prepared statement (docs/performance.md "Realtime, second round").
 */
export async function blockStands(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await prepared<{ one: number }>(
    db,
    'block_stands',
    `select 1 as one from user_blocks
     where (blocker_id = $1 and blocked_id = $2) or (blocker_id = $2 and blocked_id = $1)
     limit 1`,
    [a, b],
  );
  return rows.length > 0;
}
