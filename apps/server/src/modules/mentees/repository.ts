import type { MenteeRow, MenteeSession, WorkTally } from '@pathwise/contracts';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';

/**
 * The mentor's mentees table in one statement (docs/performance.md#the-hot-endpoints). The
 * mentees module owns no table: this read joins the bookings (who is a mentee, their next and
 * last session and plan; the rules of `bookings/mentees-repository.ts`), the accounts' names,
 * the mentee profiles (the filters) and the goals' figures (the mentor's assignments and
 * tests counted; the shared goals' average progress, each goal's as `goalProgress` computes
 * it), so that PostgreSQL filters,
 * sorts and pages, and Node maps one page of rows instead of all the mentor's mentees (each
 * read through its module's service took six queries and 26 ms of CPU per request at 200
 * mentees). Behaviour is that of the former reads; the tests in `test/mentees` hold it.
 */

/** What the table query asks for. */
export interface MenteeTableQuery {
  mentorId: string;
  /** Sessions ending after `now` are upcoming. */
  now: Date;
  /** `YYYY-MM-DD` in the viewer's zone: work due before it and not complete is overdue. */
  today: string;
  /** Lower-cased words that must all occur in the name (none: everyone). */
  words: string[];
  /** One of the mentee's quality skills, languages, their mentee goal (null: any). */
  skill: string | null;
  language: string | null;
  topic: string | null;
  /** By the soonest next session (none last) before the name, or by name alone. */
  sortByNext: boolean;
  limit: number;
  offset: number;
  /** Only this mentee (one mentee's page), or null for all. */
  menteeId: string | null;
}

/** What a row's mentee answered in onboarding (null without a mentee profile). */
export interface MenteeProfileFields {
  goal: string;
  goalOther: string | null;
  skills: string[];
  languages: string[];
}

/** One row of the page, as the contract's `MenteeRow`, with the mentee's profile beside it. */
export type MenteeTableItem = MenteeRow & { profile: MenteeProfileFields | null };

/** The table's answer before the service orders the filter values. */
export interface MenteeTable {
  /** All the mentor's mentees, filters aside. */
  mentees: number;
  /** The work the mentor assigned all of them (the summary cards). */
  assignments: WorkTally;
  tests: WorkTally;
  /** How many match the filters. */
  total: number;
  /** The page, in order. */
  items: MenteeTableItem[];
  /** The values present among all the mentees' profiles, in no particular order. */
  skills: string[];
  languages: string[];
  topics: string[];
  /**
   * The statement's snapshot (`pg_current_snapshot()`, text form): what the answer saw, for
   * `lib/kept-answers.ts` (ADR 0015).
   */
  snapshot: string;
  /**
   * The end of the mentor's soonest booking ending after `now` (epoch ms), or null: the answer
   * holds until then, when a session moves from upcoming to past.
   */
  validUntil: number | null;
}

/** `timestamptz` → the `Date#toISOString()` form (UTC, milliseconds, `Z`). */
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `{assigned, done, overdue}` of the work columns `prefix_n`, `prefix_done`, `prefix_over`. */
const tally = (prefix: string, sum = false) => {
  const v = (c: string) =>
    sum ? `coalesce(sum(${prefix}_${c}), 0)` : `coalesce(${prefix}_${c}, 0)`;
  return `json_build_object('assigned', ${v('n')}, 'done', ${v('done')}, 'overdue', ${v('over')})`;
};

/**
 * $1 mentor, $2 now, $3 today, $4 words, $5 skill, $6 language, $7 topic, $8 sort by next,
 * $9 limit, $10 offset, $11 one mentee or null. Names sort with the collation `name_order`
 * (migration 0018: `Intl.Collator('en', { sensitivity: 'base' })`'s order), then by id; the
 * name search lower-cases with ICU as JavaScript's `toLowerCase` does.
 */
const MENTEE_TABLE_SQL = `
  with b as (
    select id, mentee_id, status, starts_at, plan_name,
           status in ('pending', 'confirmed') and ends_at > $2 as up,
           (status = 'confirmed' and ends_at <= $2) or status = 'cancelled' as past,
           status not in ('declined', 'expired') as counts
      from bookings
     where mentor_id = $1 and ($11::varchar is null or mentee_id = $11)
  ), agg as (
    -- One order (start, then id) for every aggregate, so PostgreSQL sorts the bookings once;
    -- the latest of a kind is the last element.
    select mentee_id,
           array_agg(id order by starts_at, id) filter (where up) as up_ids,
           array_agg(status order by starts_at, id) filter (where up) as up_statuses,
           array_agg(plan_name order by starts_at, id) filter (where up) as up_plans,
           min(starts_at) filter (where up) as next_start,
           array_agg(id order by starts_at, id) filter (where past) as past_ids,
           array_agg(status order by starts_at, id) filter (where past) as past_statuses,
           max(starts_at) filter (where past) as last_start,
           array_agg(plan_name order by starts_at, id) filter (where counts) as plans
      from b group by mentee_id having bool_or(counts)
  ), m as (
    select mentee_id, next_start, last_start,
           up_ids[1] as next_id, up_statuses[1] as next_status,
           past_ids[cardinality(past_ids)] as last_id,
           past_statuses[cardinality(past_statuses)] as last_status,
           case when up_ids is not null then up_plans[1] else plans[cardinality(plans)] end as plan_name
      from agg
  ), r as (
    select m.*, coalesce(u.name, '') as name, p.user_id is not null as has_profile,
           p.headline, p.skills, p.languages, p.goal, p.goal_other
      from m
      left join users u on u.id = m.mentee_id
      left join mentee_profiles p on p.user_id = m.mentee_id
  ), hit as (
    select * from r
     where not exists (select 1 from unnest($4::text[]) w
                        where strpos(lower(r.name collate "und-x-icu"), w) = 0)
       and ($5::text is null or $5 = any(r.skills))
       and ($6::text is null or $6 = any(r.languages))
       and ($7::text is null or r.goal = $7)
  ), page as (
    select *, row_number() over (
             order by case when $8::boolean then next_start end nulls last,
                      name collate name_order, mentee_id collate "C") as ord
      from hit order by ord limit $9 offset $10
  ), work as (
    select mentee_id,
           count(*) filter (where kind = 'assignment') as a_n,
           count(*) filter (where kind = 'assignment' and status = 'complete') as a_done,
           count(*) filter (where kind = 'assignment' and status <> 'complete' and due_date < $3::date) as a_over,
           count(*) filter (where kind = 'test') as t_n,
           count(*) filter (where kind = 'test' and status = 'complete') as t_done,
           count(*) filter (where kind = 'test' and status <> 'complete' and due_date < $3::date) as t_over
      from activities
     where created_by = $1 and kind in ('assignment', 'test')
       and mentee_id in (select mentee_id from r)
     group by mentee_id
  ), plans as (
    select mentee_id, count(*)::int as shared, round(sum(progress) / count(*))::int as progress
      from (select g.mentee_id,
                   case when count(a.id) = 0 then coalesce(g.manual_progress, 0)
                        else round(100.0 * count(a.id) filter (where a.status = 'complete') / count(a.id))
                   end as progress
              from goals g left join activities a on a.goal_id = g.id
             where g.mentee_id in (select mentee_id from page) and g.shared and g.status <> 'dropped'
             group by g.id) each_goal
     group by mentee_id
  )
  select
    pg_current_snapshot()::text as snapshot,
    (select extract(epoch from min(ends_at)) * 1000 from bookings
      where mentor_id = $1 and ends_at > $2)::float8 as "validUntil",
    (select count(*) from r)::int as mentees,
    (select count(*) from hit)::int as total,
    (select ${tally('a', true)} from work) as assignments,
    (select ${tally('t', true)} from work) as tests,
    (select coalesce(array_agg(distinct s), '{}') from r, unnest(r.skills) s) as skills,
    (select coalesce(array_agg(distinct l), '{}') from r, unnest(r.languages) l) as languages,
    (select coalesce(array_agg(distinct goal) filter (where goal is not null), '{}') from r) as topics,
    (select coalesce(json_agg(json_build_object(
        'id', page.mentee_id,
        'name', page.name,
        'headline', page.headline,
        'courseName', page.plan_name,
        'assignments', ${tally('a')},
        'tests', ${tally('t')},
        'progress', plans.progress,
        'sharedGoals', coalesce(plans.shared, 0),
        'meeting', case
          when page.next_id is not null then json_build_object('bookingId', page.next_id,
            'status', case when page.next_status = 'pending' then 'pending' else 'scheduled' end,
            'start', ${iso('page.next_start')})
          when page.last_id is not null then json_build_object('bookingId', page.last_id,
            'status', case when page.last_status = 'cancelled' then 'cancelled' else 'completed' end,
            'start', ${iso('page.last_start')})
        end,
        'nextSessionAt', ${iso('page.next_start')},
        'profile', case when page.has_profile then json_build_object('goal', page.goal,
          'goalOther', page.goal_other, 'skills', page.skills, 'languages', page.languages) end
      ) order by page.ord), '[]')
       from page
       left join work on work.mentee_id = page.mentee_id
       left join plans on plans.mentee_id = page.mentee_id) as items`;

/**
 * The summary over all of `query.mentorId`'s mentees, the values their profiles hold, how many
 * match the filters, and one page of matching rows with their figures: one named prepared
 * statement, one round trip.
 */
export async function menteeTable(db: Db, query: MenteeTableQuery): Promise<MenteeTable> {
  const [row] = await prepared<MenteeTable>(db, 'mentee_table', MENTEE_TABLE_SQL, [
    query.mentorId,
    query.now,
    query.today,
    query.words,
    query.skill,
    query.language,
    query.topic,
    query.sortByNext,
    query.limit,
    query.offset,
    query.menteeId,
  ]);
  return row!;
}

/**
 * $1 mentor, $2 mentee, $3 now: the bookings between the two (either side, as
 * `BookingsService.list` with `with` reads them), the 500 earliest, with `held` derived as the
 * bookings module derives it (confirmed and ended at `now`).
 */
const MENTEE_SESSIONS_SQL = `
  select id, ${iso('starts_at')} as start, ${iso('ends_at')} as "end",
         case when status = 'confirmed' and ends_at <= $3 then 'held' else status end as status,
         plan_name as "planName", agenda
    from bookings
   where (mentor_id = $1 and mentee_id = $2) or (mentor_id = $2 and mentee_id = $1)
   order by starts_at, id
   limit 500`;

/**
 * The sessions of `mentorId` with `menteeId` (one mentee's page), newest first (the same
 * start: by id), read by one named prepared statement.
 */
export async function menteeSessions(
  db: Db,
  mentorId: string,
  menteeId: string,
  now: Date,
): Promise<MenteeSession[]> {
  const rows = await prepared<MenteeSession>(db, 'mentee_sessions', MENTEE_SESSIONS_SQL, [
    mentorId,
    menteeId,
    now,
  ]);
  // Array#sort is stable: sessions starting together stay in id order, as before.
  return rows.sort((a, b) => b.start.localeCompare(a.start));
}
