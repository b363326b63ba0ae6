import type { ActivityKind, ActivityStatus, GoalCategory } from '@pathwise/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goalProgress, type Week } from './repository.ts';

/**
 * A mentee's plan as the mentee home and the weekly mail read it (issue 10), in one query
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

export async function planSummary(
  db: Db,
  menteeId: string,
  week: Week,
  windowEnd: string,
): Promise<PlanSummaryRow> {
  const result = await db.execute<{
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
  }>(sql`
    with a as (
      select id, goal_id, name, due_date, status, category, kind, created_at
        from activities where mentee_id = ${menteeId}
    )
    select
      (select count(*) from goals where mentee_id = ${menteeId} and status = 'achieved')::int as goals_achieved,
      (select count(*) from a where status = 'complete' and category = 'skills')::int as skills,
      (select count(*) from a where status = 'complete' and kind = 'assignment')::int as projects,
      (select count(*) from a where status <> 'complete' and due_date < ${week.today}::date)::int as overdue,
      (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'dueDate', due_date,
                 'status', status, 'category', category, 'kind', kind) order by due_date, created_at, id), '[]'::json)
         from a where due_date between ${week.weekStart}::date and ${week.weekEnd}::date) as week_items,
      (select coalesce(json_agg(json_build_object('id', g.id, 'title', g.title, 'targetDate', g.target_date,
                 'manual', g.manual_progress,
                 'total', (select count(*) from a where a.goal_id = g.id),
                 'done', (select count(*) from a where a.goal_id = g.id and a.status = 'complete'))
               order by g.target_date, g.created_at), '[]'::json)
         from goals g
        where g.mentee_id = ${menteeId} and g.status = 'active'
          and g.target_date <= ${windowEnd}::date) as window_goals
  `);
  const row = result.rows[0]!;
  return {
    goalsAchieved: row.goals_achieved,
    skillsLearned: row.skills,
    projectsCompleted: row.projects,
    overdueCount: row.overdue,
    activities: row.week_items,
    goals: row.window_goals.map((g) => ({
      id: g.id,
      title: g.title,
      targetDate: g.targetDate,
      progress: goalProgress(Number(g.done), Number(g.total), g.manual),
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
 * The weekly mail's lists for `menteeId` (issue 10 "Reminders"): activities due this week
 * (Monday to Sunday) not complete, and overdue ones (due before Monday, not complete), each
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
