import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { weeklyPlanMails } from './schema.ts';

/**
 * The weekly plan mail's data access (docs/product.md#127-notifications). The goals module owns
 * `activities` and `weekly_plan_mails`; the candidates' zones are read-only lookups of
 * `users.time_zone` and of the zone of their latest booking, done here in SQL like the
 * participation check of `repository.ts`.
 */

/** A mentee with open dated activities, and the zones their week may be judged in. */
export interface WeeklyPlanCandidate {
  menteeId: string;
  email: string;
  name: string;
  /** `users.time_zone` (null when they never set one). */
  timeZone: string | null;
  /** `users.language`: the language of the mail (docs/product.md#15-languages). */
  language: string;
  /** The zone of their latest booking, null without bookings. */
  bookingTimeZone: string | null;
}

/**
 * Mentees with at least one activity not complete that has a due date up to `until` (a
 * calendar day, at least the latest Sunday of any zone), who got no weekly mail for a week
 * starting on or after `sentSince`.
 */
export async function weeklyPlanCandidates(
  db: Db,
  until: string,
  sentSince: string,
): Promise<WeeklyPlanCandidate[]> {
  const result = await db.execute<{
    mentee_id: string;
    email: string;
    name: string;
    time_zone: string | null;
    language: string;
    booking_zone: string | null;
  }>(sql`
    select u.id as mentee_id, u.email, u.name, u.time_zone, u.language,
           (select b.mentee_time_zone from bookings b where b.mentee_id = u.id
             order by b.created_at desc limit 1) as booking_zone
      from users u
     where exists (select 1 from activities a
                    where a.mentee_id = u.id and a.status <> 'complete'
                      and a.due_date <= ${until}::date)
       and not exists (select 1 from weekly_plan_mails w
                        where w.user_id = u.id and w.week_start >= ${sentSince}::date)`);
  return result.rows.map((r) => ({
    menteeId: r.mentee_id,
    email: r.email,
    name: r.name,
    timeZone: r.time_zone,
    language: r.language,
    bookingTimeZone: r.booking_zone,
  }));
}

/**
 * Claim the weekly mail of `userId` for the week starting `weekStart`: true for the one
 * caller whose insert made the row (on any server process), false for every other.
 */
export async function claimWeeklyPlanMail(
  db: Db,
  userId: string,
  weekStart: string,
): Promise<boolean> {
  const inserted = await db
    .insert(weeklyPlanMails)
    .values({ userId, weekStart })
    .onConflictDoNothing()
    .returning({ userId: weeklyPlanMails.userId });
  return inserted.length > 0;
}
