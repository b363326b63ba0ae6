import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';

/**
 * The bookings module's figures for the admin pages (docs/product.md#146-admin-overview): reads
 * of `bookings`, never writes. A session is held when confirmed, over and nobody was marked
 * absent (as the home page's count, `countHeldSessions`); missed when confirmed, over and
 * someone was marked absent.
 */

/** The held condition on the bookings row named `b` (or unqualified with ''). */
const held = (b = '') =>
  `${b}status = 'confirmed' and ${b}ends_at <= now() and not ${b}mentor_absent and not ${b}mentee_absent`;

/** Sessions held by each of `ids` (as mentor or mentee); ids without any are left out. */
export async function heldSessionCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  const rows = await prepared<{ id: string; n: number }>(
    db,
    'admin_held_counts',
    `select p.id, count(*)::int as n
     from unnest($1::text[]) p(id)
     join bookings b on (b.mentor_id = p.id or b.mentee_id = p.id) and ${held('b.')}
     group by p.id`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** A booking of a person, as their admin page lists it. */
export interface PersonBookingRow {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: 'pending' | 'confirmed' | 'cancelled' | 'declined' | 'expired';
  as: 'mentor' | 'mentee';
  otherId: string;
  missed: boolean;
}

const PERSON_BOOKING_COLUMNS = `id, starts_at as "startsAt", ends_at as "endsAt", status,
  case when mentor_id = $1 then 'mentor' else 'mentee' end as "as",
  case when mentor_id = $1 then mentee_id else mentor_id end as "otherId",
  (mentor_absent or mentee_absent) as missed`;

/**
 * `userId`'s next `limit` sessions that have not ended (soonest first) and their latest
 * `limit` that have (newest first), whatever their state.
 */
export async function sessionsOfPerson(
  db: Db,
  userId: string,
  limit: number,
): Promise<{ upcoming: PersonBookingRow[]; recent: PersonBookingRow[] }> {
  const [upcoming, recent] = await Promise.all([
    prepared<PersonBookingRow>(
      db,
      'admin_person_upcoming',
      `select ${PERSON_BOOKING_COLUMNS} from bookings
       where (mentor_id = $1 or mentee_id = $1) and ends_at > now()
       order by starts_at, id limit $2`,
      [userId, limit],
    ),
    prepared<PersonBookingRow>(
      db,
      'admin_person_recent',
      `select ${PERSON_BOOKING_COLUMNS} from bookings
       where (mentor_id = $1 or mentee_id = $1) and ends_at <= now()
       order by starts_at desc, id limit $2`,
      [userId, limit],
    ),
  ]);
  return { upcoming, recent };
}

/** Session figures of one week (see the module comment for held and missed). */
export interface SessionWeekRow {
  week: string;
  booked: number;
  held: number;
  cancelled: number;
  missed: number;
}

/**
 * By week of `timeZone` (weeks start Monday) since `from` (a Monday `YYYY-MM-DD`): sessions
 * booked (by when booked), cancelled (by when cancelled: the booking's last change), held and
 * missed (by when they started).
 */
export async function sessionsByWeek(
  db: Db,
  timeZone: string,
  from: string,
): Promise<SessionWeekRow[]> {
  return prepared(
    db,
    'admin_sessions_by_week',
    `with since as (select ($2::date::timestamp at time zone $1) as t),
     events as (
       select created_at as at, 'booked' as what from bookings, since where created_at >= since.t
       union all
       select updated_at, 'cancelled' from bookings, since
         where status = 'cancelled' and updated_at >= since.t
       union all
       select starts_at, 'held' from bookings, since where starts_at >= since.t and ${held()}
       union all
       select starts_at, 'missed' from bookings, since
         where starts_at >= since.t and status = 'confirmed' and ends_at <= now()
           and (mentor_absent or mentee_absent))
     select to_char(date_trunc('week', at at time zone $1), 'YYYY-MM-DD') as week,
       count(*) filter (where what = 'booked')::int as booked,
       count(*) filter (where what = 'held')::int as held,
       count(*) filter (where what = 'cancelled')::int as cancelled,
       count(*) filter (where what = 'missed')::int as missed
     from events group by 1`,
    [timeZone, from],
  );
}
