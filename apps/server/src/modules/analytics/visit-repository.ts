import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import type { NewVisit } from './visit-batch.ts';

/**
 * The reads and the write of one counted profile view (`POST /api/mentors/:id/views`,
 * docs/product.md#1210-earnings-and-analytics), as named prepared statements: the public profile
 * page sends one after each render, beside its own read, and building and planning three queries
 * per view cost more than the insert (docs/performance.md#the-hot-endpoints: the profile's p99
 * beside the view counting). The views themselves are written in batches (`visit-batch.ts`). Reads,
 * never writes, two tables of other modules: the mentor's review status (`mentor_profiles`, as the
 * mentors service's `isApproved`) and their one time zone (`users.time_zone`, as the bookings
 * service's `mentorTimeZone`, UTC until set).
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

/**
 * $1…$5 arrays of the same length: mentor ids, days, visitor hashes, sources, referrer hosts.
 * One row per element (`unnest`), so a batch of any size is one statement and one plan. A
 * visitor already counted that day is skipped by the unique index; a view of a mentor deleted
 * meanwhile is left out (`exists`) rather than failing the whole batch on the foreign key.
 */
const INSERT_VISITS_SQL = `
  insert into profile_visits (mentor_id, day, visitor_hash, source, referrer_host)
  select v.mentor_id, v.day, v.visitor_hash, v.source, v.referrer_host
    from unnest($1::varchar[], $2::date[], $3::varchar[], $4::varchar[], $5::varchar[])
           as v (mentor_id, day, visitor_hash, source, referrer_host)
   where exists (select 1 from users u where u.id = v.mentor_id)
  on conflict do nothing`;

/**
 * Counted views in one statement (`visit-batch.ts`). A visitor's repeats of a day are skipped:
 * within the batch here, keeping the first (the source they came from first, as one insert per
 * view kept; PostgreSQL does not promise which of two conflicting rows of one statement
 * lands), and against the table by the unique index.
 */
export async function insertVisits(db: Db, visits: NewVisit[]): Promise<void> {
  const seen = new Set<string>();
  const rows = visits.filter((v) => {
    const key = `${v.mentorId} ${v.day} ${v.visitorHash}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await prepared(db, 'insert_visits', INSERT_VISITS_SQL, [
    rows.map((v) => v.mentorId),
    rows.map((v) => v.day),
    rows.map((v) => v.visitorHash),
    rows.map((v) => v.source),
    rows.map((v) => v.referrerHost),
  ]);
}
