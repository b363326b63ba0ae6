import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';

/**
 * The reads and the write of one counted profile view (`POST /api/mentors/:id/views`, issue 12
 * "Profile analytics"), as named prepared statements: the public profile page sends one after
 * each render, beside its own read, and building and planning three queries per view cost more
 * than the insert (issue 18 "The hot paths, from profiles": the profile's p99 beside the view
 * counting). Reads, never writes, two tables of other modules: the mentor's review status
 * (`mentor_profiles`, as the mentors service's `isApproved`) and their one time zone
 * (`users.time_zone`, as the bookings service's `mentorTimeZone`, UTC until set).
 */

const VISIT_TARGET_SQL = `
  select coalesce((select status = 'approved' from mentor_profiles where user_id = $1), false) as approved,
         coalesce((select time_zone from users where id = $1), 'UTC') as time_zone`;

/** Whether `mentorId` is an approved mentor, and their time zone. */
export async function visitTarget(
  db: Db,
  mentorId: string,
): Promise<{ approved: boolean; timeZone: string }> {
  const [row] = await prepared<{ approved: boolean; time_zone: string }>(
    db,
    'visit_target',
    VISIT_TARGET_SQL,
    [mentorId],
  );
  return { approved: row!.approved, timeZone: row!.time_zone };
}

const INSERT_VISIT_SQL = `
  insert into profile_visits (mentor_id, day, visitor_hash, source, referrer_host)
  values ($1, $2, $3, $4, $5)
  on conflict do nothing
  returning id`;

/** One counted visit; false when this visitor was already counted that day. */
export async function insertVisit(
  db: Db,
  visit: {
    mentorId: string;
    day: string;
    visitorHash: string;
    source: string;
    referrerHost: string | null;
  },
): Promise<boolean> {
  const rows = await prepared<{ id: string }>(db, 'insert_visit', INSERT_VISIT_SQL, [
    visit.mentorId,
    visit.day,
    visit.visitorHash,
    visit.source,
    visit.referrerHost,
  ]);
  return rows.length > 0;
}
