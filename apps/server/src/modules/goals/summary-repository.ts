import type { ActivityKind, ActivityStatus, GoalCategory } from '@pathwise/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { goalProgress, type Week } from './repository.ts';

/**
 * A mentee's plan as the mentee home and the weekly mail read it, in one query
 * over `activities_mentee_due_idx` and `goals_mentee_idx`.
 */
export interface PlanSummaryRow {
  /** Goals marked achieved. */
  goalsAchieved: number;
  /** Completed activities of the category `skills`. */
  skillsLearned: number;
  /** Completed assignments (kind `assignment`). */
  projectsCompleted: number;
  /** Not complete and due before `week.today`. */
  overdueCount: number;
  /** Activities due from `week.weekStart` to `week.weekEnd`, by due date then creation. */
  activities: {
    id: string;
    name: string;
    dueDate: string;
    status: ActivityStatus;
    category: GoalCategory;
    kind: ActivityKind;
  }[];
  /** Active goals with a target date up to `windowEnd` (overdue ones too), soonest first. */
  goals: { id: string; title: string; targetDate: string; progress: number }[];
}

/**
 * One pass over the mentee's activities for the counts and this week's items, one grouped
 * join for the goals in the window ($1 mentee, $2 today, $3–$4 the week, $5 the window's end).
 */
const PLAN_SUMMARY_SQL = `
  select
    (select count(*) from goals where mentee_id = $1 and status = 'achieved')::int as goals_achieved,
    s.skills, s.projects, s.overdue, s.week_items,
    (select coalesce(json_agg(w order by w."targetDate", w.created_at), '[]'::json)
       from (select g.id, g.title, g.target_date as "targetDate", g.manual_progress as manual,
                    g.created_at, count(a.id)::int as total,
                    (count(a.id) filter (where a.status = 'complete'))::int as done
               from goals g left join activities a on a.goal_id = g.id
              where g.mentee_id = $1 and g.status = 'active' and g.target_date <= $5::date
              group by g.id) w
    ) as window_goals
  from (
    select
      (count(*) filter (where status = 'complete' and category = 'skills'))::int as skills,
      (count(*) filter (where status = 'complete' and kind = 'assignment'))::int as projects,
      (count(*) filter (where status <> 'complete' and due_date < $2::date))::int as overdue,
      coalesce(
        json_agg(json_build_object('id', id, 'name', name, 'dueDate', due_date, 'status', status,
                   'category', category, 'kind', kind) order by due_date, created_at, id)
          filter (where due_date between $3::date and $4::date),
        '[]'::json) as week_items
    from activities where mentee_id = $1
  ) s`;

export async function planSummary(
  db: Db,
  menteeId: string,
  week: Week,
  windowEnd: string,
): Promise<PlanSummaryRow> {
  const [row] = await prepared<{
    goals_achieved: number;
    skills: number;
    projects: number;
    overdue: number;
    week_items: PlanSummaryRow['activities'];
    window_goals: {
      id: string;
      title: string;
      targetDate: string;
      manual: number | null;
      total: number;
      done: number;
    }[];
  }>(db, 'goals_plan_summary', PLAN_SUMMARY_SQL, [
    menteeId,
    week.today,
    week.weekStart,
    week.weekEnd,
    windowEnd,
  ]);
  const r = row!;
  return {
    goalsAchieved: r.goals_achieved,
    skillsLearned: r.skills,
    projectsCompleted: r.projects,
    overdueCount: r.overdue,
    activities: r.week_items,
    goals: r.window_goals.map((g) => ({
      id: g.id,
      title: g.title,
      targetDate: g.targetDate,
      progress: goalProgress(g.done, g.total, g.manual),
    })),
  };
}

/** An open activity of the weekly mail. */
export interface PlanItem {
  name: string;
  dueDate: string;
  status: ActivityStatus;
}

/**
 * The weekly mail's lists for `menteeId` (docs/product.md#127-notifications): activities due this
 * week (Monday to Sunday) not complete, and overdue ones (due before Monday, not complete), each
 * by due date, at most `limit` per list.
 */
export async function openPlan(
  db: Db,
  menteeId: string,
  week: Week,
  limit = 50,
): Promise<{ thisWeek: PlanItem[]; overdue: PlanItem[] }> {
  const result = await db.execute<{ due_date: string; name: string; status: ActivityStatus }>(sql`
    (select name, due_date::text, status from activities
      where mentee_id = ${menteeId} and status <> 'complete'
        and due_date between ${week.weekStart}::date and ${week.weekEnd}::date
      order by due_date, created_at limit ${limit})
    union all
    (select name, due_date::text, status from activities
      where mentee_id = ${menteeId} and status <> 'complete' and due_date < ${week.weekStart}::date
      order by due_date, created_at limit ${limit})`);
  const items = result.rows.map((r) => ({ name: r.name, dueDate: r.due_date, status: r.status }));
  return {
    thisWeek: items.filter((i) => i.dueDate >= week.weekStart),
    overdue: items.filter((i) => i.dueDate < week.weekStart),
  };
}
