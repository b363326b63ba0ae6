import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';

/**
 * A mentee's sessions as the mentee home counts them (docs/product.md#125-goals-and-activities), in
 * one query over `bookings_mentee_starts_idx`. "Attended" = confirmed, ended at `now`, and
 * nobody reported absent.
 */
export interface MenteeSessionStats {
  /** Minutes of attended sessions. */
  minutesAttended: number;
  /** The end of the first attended session (the First Engagement badge), or null. */
  firstAttendedAt: Date | null;
  /**
   * Attended sessions started after the last ended confirmed session the mentee was reported
   * absent from (all attended ones when never): the attendance streak.
   */
  streak: number;
  /** Attended free sessions (price 0) per mentor. */
  freeAttended: { mentorId: string; count: number }[];
  /** Up to `upcomingLimit` pending or confirmed sessions not ended yet, soonest first. */
  upcoming: {
    id: string;
    status: 'pending' | 'confirmed';
    start: Date;
    end: Date;
    mentorId: string;
  }[];
  /** The mentor of the mentee's latest booking (any state), or null. */
  lastMentorId: string | null;
  /**
   * The end of the mentee's soonest pending or confirmed session ending after `now`, or null:
   * until then time alone changes none of these figures (a kept summary holds until then).
   */
  nextEnd: Date | null;
}

/** The query of {@link menteeSessionStats}: $1 mentee, $2 now, $3 how many upcoming. */
const SESSION_STATS_SQL = `
  with b as (
    select id, mentor_id, status, starts_at, ends_at, price_minor, mentee_absent, mentor_absent,
           created_at
      from bookings where mentee_id = $1
  ),
  attended as (
    select * from b
     where status = 'confirmed' and ends_at <= $2::timestamptz
       and not mentee_absent and not mentor_absent
  )
  select
    (select coalesce(round(sum(extract(epoch from ends_at - starts_at)) / 60), 0) from attended)::int as minutes,
    (select min(ends_at) from attended) as first_attended,
    (select count(*) from attended
      where starts_at > coalesce(
        (select max(starts_at) from b
          where status = 'confirmed' and ends_at <= $2::timestamptz and mentee_absent),
        '-infinity'::timestamptz))::int as streak,
    (select coalesce(json_agg(json_build_object('mentorId', mentor_id, 'count', n)), '[]'::json)
       from (select mentor_id, count(*)::int as n from attended where price_minor = 0
              group by mentor_id) f
    ) as free_attended,
    (select coalesce(json_agg(json_build_object('id', id, 'status', status, 'start', starts_at,
               'end', ends_at, 'mentorId', mentor_id) order by starts_at), '[]'::json)
       from (select * from b where status in ('pending', 'confirmed') and ends_at > $2::timestamptz
              order by starts_at limit $3) u
    ) as upcoming,
    (select mentor_id from b order by created_at desc, starts_at desc limit 1) as last_mentor,
    (select min(ends_at) from b
      where status in ('pending', 'confirmed') and ends_at > $2::timestamptz) as next_end`;

/** A row of {@link SESSION_STATS_SQL}, as pg parses it. */
interface SessionStatsRow {
  minutes: number;
  first_attended: Date | null;
  streak: number;
  free_attended: { mentorId: string; count: number }[];
  upcoming: {
    id: string;
    status: 'pending' | 'confirmed';
    start: string;
    end: string;
    mentorId: string;
  }[];
  last_mentor: string | null;
  next_end: Date | null;
}

/**
 * The figures of {@link MenteeSessionStats}, as a named prepared statement (parsed and
 * planned once per connection: the mentee home reads it on every visit).
 */
export async function menteeSessionStats(
  db: Db,
  menteeId: string,
  now: Date,
  upcomingLimit: number,
): Promise<MenteeSessionStats> {
  const [row] = await prepared<SessionStatsRow>(
    db,
    'bookings_mentee_session_stats',
    SESSION_STATS_SQL,
    [menteeId, now.toISOString(), upcomingLimit],
  );
  if (!row) throw new Error('The session figures query returned no row.');
  return {
    minutesAttended: Number(row.minutes),
    firstAttendedAt: row.first_attended ? new Date(row.first_attended) : null,
    streak: Number(row.streak),
    freeAttended: row.free_attended,
    upcoming: row.upcoming.map((u) => ({ ...u, start: new Date(u.start), end: new Date(u.end) })),
    lastMentorId: row.last_mentor,
    nextEnd: row.next_end ? new Date(row.next_end) : null,
  };
}
