import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';

/**
 * The profiles module's figures for the admin pages (docs/product.md#146-admin-overview):
 * reads of `mentor_profiles`, never writes.
 */

/** Every delisted mentor's id (docs/product.md#144-the-mentor-lifecycle; a short list). */
export async function delistedMentorIds(db: Db): Promise<string[]> {
  const rows = await prepared<{ id: string }>(
    db,
    'admin_delisted_ids',
    'select user_id as id from mentor_profiles where delisted_at is not null',
    [],
  );
  return rows.map((r) => r.id);
}

/** How many applications wait for a decision now. */
export async function countPendingApplications(db: Db): Promise<number> {
  const [row] = await prepared<{ n: number }>(
    db,
    'admin_pending_applications',
    `select count(*)::int as n from mentor_profiles where status = 'pending'`,
    [],
  );
  return row?.n ?? 0;
}

/**
 * Applications decided by week of `timeZone` since `from` (a Monday `YYYY-MM-DD`), with the
 * median hours from the (last) submission to the decision.
 */
export async function decisionsByWeek(
  db: Db,
  timeZone: string,
  from: string,
): Promise<{ week: string; decided: number; medianHours: number | null }[]> {
  return prepared(
    db,
    'admin_decisions_by_week',
    `select to_char(date_trunc('week', reviewed_at at time zone $1), 'YYYY-MM-DD') as week,
       count(*)::int as decided,
       (percentile_cont(0.5) within group (
          order by extract(epoch from reviewed_at - submitted_at)) / 3600)::float8 as "medianHours"
     from mentor_profiles
     where status <> 'pending' and reviewed_at >= ($2::date::timestamp at time zone $1)
     group by 1`,
    [timeZone, from],
  );
}

/** The mentor application's state of `userId`, null for someone who never applied. */
export async function mentorStateOf(
  db: Db,
  userId: string,
): Promise<{
  status: 'pending' | 'approved' | 'declined';
  delistedAt: Date | null;
  delistReason: string | null;
} | null> {
  const [row] = await prepared<{
    status: 'pending' | 'approved' | 'declined';
    delistedAt: Date | null;
    delistReason: string | null;
  }>(
    db,
    'admin_mentor_state',
    `select status, delisted_at as "delistedAt", delist_reason as "delistReason"
     from mentor_profiles where user_id = $1`,
    [userId],
  );
  return row ?? null;
}
