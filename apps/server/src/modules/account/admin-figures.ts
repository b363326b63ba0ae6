import type { PersonRole, PersonStatus } from '@pathwise/contracts';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';

/**
 * The account module's figures for the admin pages (docs/product.md#146-admin-overview): reads
 * of `users` (with the role from `onboarding`, as the account repository reads it), never
 * writes. Role `admin` is an ADMIN_EMAILS address (`adminEmails`, lowercased); status
 * `suspended` a suspension still running, else `delisted` for the ids the profiles module
 * names (`delistedIds`), else `active`. Deleted accounts are left out.
 */

/** One person as the admin list shows them. */
export interface PersonAccountRow {
  id: string;
  name: string;
  email: string;
  role: PersonRole | null;
  status: PersonStatus;
  joinedAt: Date;
  timeZone: string | null;
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
}

const PERSON_COLUMNS = `
  u.id, u.name, u.email, u.time_zone as "timeZone", u.created_at as "joinedAt",
  u.suspended_at as "suspendedAt", u.suspended_until as "suspendedUntil",
  u.suspension_reason as "suspensionReason",
  case when u.email = any($1::text[]) then 'admin'
       when o.user_type = 'coach' then 'mentor'
       when o.user_type = 'mentee' then 'mentee' end as role,
  case when u.suspended_at is not null and (u.suspended_until is null or u.suspended_until > now())
         then 'suspended'
       when u.id = any($2::text[]) then 'delisted'
       else 'active' end as status`;

/**
 * $1 admin emails, $2 delisted ids, $3 `%pattern%` or null, $4 role or null, $5 status or
 * null, $6 limit, $7 offset. Newest account first.
 */
const SEARCH_SQL = `
  select * , count(*) over ()::int as total from (
    select ${PERSON_COLUMNS}
    from users u left join onboarding o on o.user_id = u.id
    where u.deleted_at is null
      and ($3::text is null or u.name ilike $3 or u.email ilike $3)
  ) p
  where ($4::text is null or p.role = $4) and ($5::text is null or p.status = $5)
  order by p."joinedAt" desc, p.id
  limit $6 offset $7`;

/** `%text%` for ILIKE, its own wildcards escaped; null for no search. */
function containsPattern(q: string | undefined): string | null {
  const text = q?.trim();
  if (!text) return null;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of people matching the search and filters, and how many match in all. */
export async function searchPeople(
  db: Db,
  query: {
    q?: string;
    role?: PersonRole;
    status?: PersonStatus;
    adminEmails: string[];
    delistedIds: string[];
    limit: number;
    offset: number;
  },
): Promise<{ rows: PersonAccountRow[]; total: number }> {
  const rows = await prepared<PersonAccountRow & { total: number }>(
    db,
    'admin_people_search',
    SEARCH_SQL,
    [
      query.adminEmails,
      query.delistedIds,
      containsPattern(query.q),
      query.role ?? null,
      query.status ?? null,
      query.limit,
      query.offset,
    ],
  );
  if (rows.length === 0 && query.offset > 0) {
    // Past the end: the count of all matches from the first page.
    const first = await searchPeople(db, { ...query, offset: 0, limit: 1 });
    return { rows: [], total: first.total };
  }
  return { rows, total: rows[0]?.total ?? 0 };
}

/** One person (deleted accounts too, for the record), or null. */
export async function findPersonAccount(
  db: Db,
  id: string,
  adminEmails: string[],
  delistedIds: string[],
): Promise<PersonAccountRow | null> {
  const [row] = await prepared<PersonAccountRow>(
    db,
    'admin_person_account',
    `select ${PERSON_COLUMNS} from users u left join onboarding o on o.user_id = u.id
     where u.id = $3`,
    [adminEmails, delistedIds, id],
  );
  return row ?? null;
}

/** The account's saved time zone, null when never set. */
export async function timeZoneOfAccount(db: Db, id: string): Promise<string | null> {
  const [row] = await prepared<{ tz: string | null }>(
    db,
    'admin_account_zone',
    'select time_zone as tz from users where id = $1',
    [id],
  );
  return row?.tz ?? null;
}

/**
 * Sign-ups by week of `timeZone` (weeks start Monday) since `from` (a Monday `YYYY-MM-DD` in
 * that zone), by the role chosen in onboarding (accounts without one yet are left out).
 */
export async function signupsByWeek(
  db: Db,
  timeZone: string,
  from: string,
): Promise<{ week: string; mentees: number; mentors: number }[]> {
  return prepared(
    db,
    'admin_signups_by_week',
    `select to_char(date_trunc('week', u.created_at at time zone $1), 'YYYY-MM-DD') as week,
       count(*) filter (where o.user_type = 'mentee')::int as mentees,
       count(*) filter (where o.user_type = 'coach')::int as mentors
     from users u left join onboarding o on o.user_id = u.id
     where u.created_at >= ($2::date::timestamp at time zone $1)
     group by 1`,
    [timeZone, from],
  );
}
