import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarFeeds } from './schema.ts';

/**
 * `calendar_feeds`: one row per person with a feed on, holding only the SHA-256
 * of the secret token in their subscription URL.
 */

/** Put `tokenHash` in place of the person's feed (a new row revokes the old URL); its time. */
export async function replaceFeed(db: Db, userId: string, tokenHash: string): Promise<Date> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash, createdAt: sql`now()` },
    })
    .returning({ createdAt: calendarFeeds.createdAt });
  return row!.createdAt;
}

/** Turn the person's feed off (its URL answers 404 from now on). */
export async function deleteFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** When the person's current feed was made, or null without one. */
export async function findFeed(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row?.createdAt ?? null;
}

/** Whose feed has the token whose SHA-256 is `tokenHash`, or null. */
export async function findFeedOwner(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row?.userId ?? null;
}
