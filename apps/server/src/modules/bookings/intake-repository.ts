import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ACTIVE_STATUSES } from './repository.ts';
import { bookings } from './schema.ts';

/**
 * The reads of `bookings` behind a mentor's intake rules and plan changes (Settings → Mentee
 * Management): who counts as an existing or an active mentee, and which plans
 * mentees have opened.
 */

/** Where a mentee stands with a mentor at `now`, and how many active mentees the mentor has. */
export interface MenteeStanding {
  /** The mentee has had a pending or confirmed (held included) booking with the mentor. */
  existing: boolean;
  /** The mentee has an upcoming pending or confirmed session with the mentor. */
  active: boolean;
  /** Mentees with an upcoming pending or confirmed session with the mentor. */
  activeMentees: number;
}

/**
 * `menteeId`'s standing with `mentorId` at `now` ({@link MenteeStanding}). An upcoming
 * session is one whose end is after `now`.
 */
export async function menteeStanding(
  db: Db,
  mentorId: string,
  menteeId: string,
  now: Date,
): Promise<MenteeStanding> {
  const [row] = await db
    .select({
      existing: sql<boolean>`coalesce(bool_or(${bookings.menteeId} = ${menteeId}), false)`,
      active: sql<boolean>`coalesce(bool_or(${bookings.menteeId} = ${menteeId} and ${bookings.endsAt} > ${now}), false)`,
      activeMentees: sql<number>`(count(distinct ${bookings.menteeId}) filter (where ${bookings.endsAt} > ${now}))::int`,
    })
    .from(bookings)
    .where(and(eq(bookings.mentorId, mentorId), inArray(bookings.status, [...ACTIVE_STATUSES])));
  return {
    existing: row?.existing ?? false,
    active: row?.active ?? false,
    activeMentees: row?.activeMentees ?? 0,
  };
}

/** Which of `planIds` at least one booking names (any status): a mentee opened them. */
export async function openedPlans(db: Db, planIds: string[]): Promise<Set<string>> {
  if (planIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ planId: bookings.planId })
    .from(bookings)
    .where(inArray(bookings.planId, planIds));
  return new Set(rows.flatMap((r) => (r.planId ? [r.planId] : [])));
}
