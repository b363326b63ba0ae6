import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from './schema.ts';

/**
 * The bookings read for the mentor's mentees table (docs/product.md#220-mentor-dashboard), apart
 * from `repository.ts` so that the lifecycle's data access stays as it is.
 */

/** One mentee of a mentor as {@link listMenteeSessions} sums up their bookings. */
export interface MenteeSessionsRow {
  menteeId: string;
  /** The earliest pending or confirmed booking that has not ended. */
  next: { id: string; status: 'pending' | 'confirmed'; start: Date } | null;
  /** The latest-starting held (confirmed and ended) or cancelled booking. */
  last: { id: string; status: 'confirmed' | 'cancelled'; start: Date } | null;
  /**
   * The plan name of the next session (`next`) when there is one, else of the latest-starting
   * booking that counts (null for none or no plan; docs/product.md#220-mentor-dashboard).
   */
  planName: string | null;
}

/**
 * The mentees of `mentorId` (docs/product.md#220-mentor-dashboard): everyone with a booking with
 * them that is not `declined` or `expired`, each with their next upcoming and last held or
 * cancelled session and the plan of the next session (else of their latest booking), at `now`. One grouped query over
 * the mentor's bookings (`bookings_mentor_starts_idx`); `menteeId` narrows it to one person.
 */
export async function listMenteeSessions(
  db: Db,
  mentorId: string,
  now: Date,
  menteeId?: string,
): Promise<MenteeSessionsRow[]> {
  const counts = sql`${bookings.status} not in ('declined', 'expired')`;
  const upcoming = sql`${bookings.status} in ('pending', 'confirmed') and ${bookings.endsAt} > ${now}`;
  const past = sql`(${bookings.status} = 'confirmed' and ${bookings.endsAt} <= ${now}) or ${bookings.status} = 'cancelled'`;
  const rows = await db
    .select({
      menteeId: bookings.menteeId,
      nextId: sql<
        string | null
      >`(array_agg(${bookings.id} order by ${bookings.startsAt}) filter (where ${upcoming}))[1]`,
      nextStatus: sql<
        'pending' | 'confirmed' | null
      >`(array_agg(${bookings.status} order by ${bookings.startsAt}) filter (where ${upcoming}))[1]`,
      nextStart: sql<Date | string | null>`min(${bookings.startsAt}) filter (where ${upcoming})`,
      lastId: sql<
        string | null
      >`(array_agg(${bookings.id} order by ${bookings.startsAt} desc) filter (where ${past}))[1]`,
      lastStatus: sql<
        'confirmed' | 'cancelled' | null
      >`(array_agg(${bookings.status} order by ${bookings.startsAt} desc) filter (where ${past}))[1]`,
      lastStart: sql<Date | string | null>`max(${bookings.startsAt}) filter (where ${past})`,
      planName: sql<string | null>`case when bool_or(${upcoming})
        then (array_agg(${bookings.planName} order by ${bookings.startsAt}) filter (where ${upcoming}))[1]
        else (array_agg(${bookings.planName} order by ${bookings.startsAt} desc) filter (where ${counts}))[1]
      end`,
    })
    .from(bookings)
    .where(
      and(eq(bookings.mentorId, mentorId), menteeId ? eq(bookings.menteeId, menteeId) : undefined),
    )
    .groupBy(bookings.menteeId)
    .having(sql`bool_or(${counts})`);
  return rows.map((r) => ({
    menteeId: r.menteeId,
    next:
      r.nextId && r.nextStatus && r.nextStart
        ? { id: r.nextId, status: r.nextStatus, start: new Date(r.nextStart) }
        : null,
    last:
      r.lastId && r.lastStatus && r.lastStart
        ? { id: r.lastId, status: r.lastStatus, start: new Date(r.lastStart) }
        : null,
    planName: r.planName,
  }));
}
