import { and, between, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsSalts, profileVisits } from './schema.ts';

/** Days whose salt is kept: today's and yesterday's (UTC); older ones are deleted. */
const SALT_KEEP_DAYS = 2;

/**
 * The salt of UTC day `day` (`YYYY-MM-DD`), created on first use. Concurrent first uses
 * (several requests or server processes) agree: the insert does nothing when another one
 * won, and the row that exists is read back. Creating a salt deletes the salts older than
 * {@link SALT_KEEP_DAYS} days, so old hashes can no longer be recomputed.
 */
export async function saltOf(db: Db, day: string, fresh: string): Promise<string> {
  const inserted = await db
    .insert(analyticsSalts)
    .values({ day, salt: fresh })
    .onConflictDoNothing()
    .returning({ salt: analyticsSalts.salt });
  if (inserted[0]) {
    await db
      .delete(analyticsSalts)
      .where(lt(analyticsSalts.day, sql`${day}::date - ${SALT_KEEP_DAYS - 1}::int`));
    return inserted[0].salt;
  }
  const [row] = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(eq(analyticsSalts.day, day));
  return row!.salt;
}

/**
 * Visits of `mentorId` on the days `from`..`to` (inclusive, `YYYY-MM-DD`), counted per day
 * and per source in one pass over the (mentor, day, source) index.
 */
export async function countVisits(
  db: Db,
  mentorId: string,
  from: string,
  to: string,
): Promise<{ days: Map<string, number>; sources: Map<string, number> }> {
  const rows = await db
    .select({
      day: profileVisits.day,
      source: profileVisits.source,
      visits: sql<number>`count(*)::int`,
    })
    .from(profileVisits)
    .where(and(eq(profileVisits.mentorId, mentorId), between(profileVisits.day, from, to)))
    .groupBy(sql`grouping sets ((${profileVisits.day}), (${profileVisits.source}))`);
  const days = new Map<string, number>();
  const sources = new Map<string, number>();
  for (const r of rows) {
    if (r.day !== null) days.set(r.day, r.visits);
    else if (r.source !== null) sources.set(r.source, r.visits);
  }
  return { days, sources };
}

/** The other sites' hosts that sent visits on `from`..`to`, most first, at most `limit`. */
export async function topReferrers(
  db: Db,
  mentorId: string,
  from: string,
  to: string,
  limit: number,
): Promise<{ host: string; visits: number }[]> {
  const visits = sql<number>`count(*)::int`;
  const rows = await db
    .select({ host: profileVisits.referrerHost, visits })
    .from(profileVisits)
    .where(
      and(
        eq(profileVisits.mentorId, mentorId),
        between(profileVisits.day, from, to),
        eq(profileVisits.source, 'other_site'),
      ),
    )
    .groupBy(profileVisits.referrerHost)
    .orderBy(desc(visits), profileVisits.referrerHost)
    .limit(limit);
  return rows.flatMap((r) => (r.host ? [{ host: r.host, visits: r.visits }] : []));
}
