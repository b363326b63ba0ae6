import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import type { AvailabilityRules } from './schedule-repository.ts';
import type { BusyTime } from './slots.ts';

/**
 * What `GET /api/mentors/:id/slots` needs, in one named prepared statement
 * (docs/performance.md#the-hot-endpoints: four reads, each built by Drizzle and planned by
 * PostgreSQL, cost more than computing the slots). Reads, never writes, two tables of other
 * modules: the mentor's review status (`mentor_profiles`, as the mentors service's `isApproved`
 * reads it) and their one time zone (`users.time_zone`, as the account service's `timeZoneOf`
 * does).
 */
export interface SlotsInput {
  /** The mentor's profile is approved. */
  approved: boolean;
  /** `users.time_zone`, null until set. */
  timeZone: string | null;
  /** Their saved rules, null when never saved (as `findAvailability`). */
  rules: AvailabilityRules | null;
  /** Their pending and confirmed bookings whose blocked time meets `[from, to)`. */
  busy: BusyTime[];
}

/**
 * $1 mentor, $2 from, $3 to, $4 the booking being moved (counts as free) or null. The busy
 * times are found through the exclusion constraint's GiST index
 * (`bookings_mentor_no_overlap`: mentor, blocked range, active bookings only), written as its
 * range overlap so PostgreSQL can use it: it reads the ~60 bookings that meet the month, where
 * `blocked_from < $3 and blocked_until > $2` read every booking the mentor ever had through
 * `bookings_mentor_starts_idx` (docs/performance.md; the same rows: blocked ranges are never empty).
 */
const SLOTS_INPUT_SQL = `
  select
    coalesce((select status = 'approved' and delisted_at is null
      from mentor_profiles where user_id = $1), false)
      and not exists (select 1 from users where id = $1 and suspended_at is not null
        and (suspended_until is null or suspended_until > now())) as approved,
    (select time_zone from users where id = $1) as time_zone,
    (select json_build_object(
        'weeklyHours', weekly_hours, 'dateOverrides', date_overrides,
        'sessionMinutes', session_minutes, 'minimumNoticeMinutes', minimum_notice_minutes,
        'bufferBeforeMinutes', buffer_before_minutes, 'bufferAfterMinutes', buffer_after_minutes,
        'bookingWindowDays', booking_window_days, 'maxPerDay', max_per_day,
        'changeNoticeMinutes', change_notice_minutes,
        'requiresConfirmation', requires_confirmation, 'meetingUrl', meeting_url)
       from availability where mentor_id = $1) as rules,
    (select coalesce(json_agg(json_build_array(
         (extract(epoch from starts_at) * 1000)::float8, (extract(epoch from ends_at) * 1000)::float8)), '[]')
       from bookings
      where mentor_id = $1 and status in ('pending', 'confirmed')
        and tstzrange(blocked_from, blocked_until, '[)') && tstzrange($2, $3, '[)')
        and ($4::varchar is null or id <> $4)) as busy`;

/** The approval, zone, rules and busy times of `mentorId` for slots in `[from, to)`. */
export async function slotsInput(
  db: Db,
  mentorId: string,
  from: Date,
  to: Date,
  exceptId: string | null,
): Promise<SlotsInput> {
  const [row] = await prepared<{
    approved: boolean;
    time_zone: string | null;
    rules: AvailabilityRules | null;
    busy: [number, number][];
  }>(db, 'slots_input', SLOTS_INPUT_SQL, [mentorId, from, to, exceptId]);
  const r = row!;
  return {
    approved: r.approved,
    timeZone: r.time_zone,
    rules: r.rules,
    busy: r.busy.map(([start, end]) => ({ start: new Date(start), end: new Date(end) })),
  };
}
