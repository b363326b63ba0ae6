import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ACTIVE_STATUSES } from './repository.ts';
import { bookings } from './schema.ts';

/*
 * Counts and summaries over `bookings` that the read API gives other modules (plan balances,
 * my mentors, earnings, analytics, the home page's statistics).
 */

/**
 * Per plan of `mentorId`, how many of `menteeId`'s bookings use a session: pending or
 * confirmed (held included), plus late mentee cancellations (docs/product.md §12.3).
 */
export async function countPlanUse(
  db: Db,
  menteeId: string,
  mentorId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      planId: bookings.planId,
      used: sql<number>`count(*)::int`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.menteeId, menteeId),
        eq(bookings.mentorId, mentorId),
        or(inArray(bookings.status, [...ACTIVE_STATUSES]), eq(bookings.lateCancellation, true)),
      ),
    )
    .groupBy(bookings.planId);
  return new Map(rows.flatMap((r) => (r.planId ? [[r.planId, r.used] as const] : [])));
}

/**
 * The mentors `menteeId` has booked, with counts: held sessions (confirmed and ended) and
 * upcoming ones (pending or confirmed, not ended), the last held start and the next start.
 * Ordered by the most recent booking activity first.
 */
export async function listMyMentors(db: Db, menteeId: string, now: Date) {
  const held = sql`${bookings.status} = 'confirmed' and ${bookings.endsAt} <= ${now}`;
  const upcoming = sql`${bookings.status} in ('pending', 'confirmed') and ${bookings.endsAt} > ${now}`;
  const rows = await db
    .select({
      mentorId: bookings.mentorId,
      completed: sql<number>`(count(*) filter (where ${held}))::int`,
      upcoming: sql<number>`(count(*) filter (where ${upcoming}))::int`,
      lastSessionAt: sql<Date | null>`max(${bookings.startsAt}) filter (where ${held})`,
      nextSessionAt: sql<Date | null>`min(${bookings.startsAt}) filter (where ${upcoming})`,
      latest: sql<Date>`max(${bookings.createdAt})`,
    })
    .from(bookings)
    .where(eq(bookings.menteeId, menteeId))
    .groupBy(bookings.mentorId)
    .orderBy(sql`max(${bookings.createdAt}) desc`);
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  return rows.map((r) => ({
    mentorId: r.mentorId,
    completed: r.completed,
    upcoming: r.upcoming,
    lastSessionAt: date(r.lastSessionAt),
    nextSessionAt: date(r.nextSessionAt),
  }));
}

/** A mentor's session as earnings count it (see {@link listEarningRows}). */
export interface EarningRow {
  id: string;
  menteeId: string;
  status: 'pending' | 'confirmed';
  startsAt: Date;
  endsAt: Date;
  planId: string | null;
  planName: string | null;
  priceMinor: number;
  currency: string;
}

/**
 * The mentor's sessions that count for earnings (docs/product.md#1210-earnings-and-analytics):
 * pending or confirmed (held ones are confirmed and ended), the mentor not reported absent; by
 * start.
 */
export async function listEarningRows(db: Db, mentorId: string): Promise<EarningRow[]> {
  const rows = await db
    .select({
      id: bookings.id,
      menteeId: bookings.menteeId,
      status: bookings.status,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      planId: bookings.planId,
      planName: bookings.planName,
      priceMinor: bookings.priceMinor,
      currency: bookings.currency,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.mentorId, mentorId),
        inArray(bookings.status, [...ACTIVE_STATUSES]),
        eq(bookings.mentorAbsent, false),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return rows as EarningRow[];
}

/**
 * Bookings of `mentorId` created since `since` that came from a profile visit, counted by
 * their `source` (docs/product.md#1210-earnings-and-analytics: "bookings made from those visits").
 */
export async function countBookingsBySource(
  db: Db,
  mentorId: string,
  since: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ source: bookings.source, count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.mentorId, mentorId),
        gte(bookings.createdAt, since),
        sql`${bookings.source} is not null`,
      ),
    )
    .groupBy(bookings.source);
  return new Map(rows.map((r) => [r.source!, r.count]));
}

/**
 * Sessions held across the site before `now`: confirmed, ended, and nobody reported absent
 * (the home page's statistics banner, docs/product.md §9).
 */
export async function countHeldSessions(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        lte(bookings.endsAt, now),
        eq(bookings.mentorAbsent, false),
        eq(bookings.menteeAbsent, false),
      ),
    );
  return row?.n ?? 0;
}
