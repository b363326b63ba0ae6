import type {
  Activity,
  ActivityListQuery,
  CreateActivityBody,
  CreateGoalBody,
  Goal,
  GoalCategory,
  GoalListQuery,
  UpdateActivity,
  UpdateGoal,
} from '@pathwise/contracts';
import { and, asc, eq, isNotNull, lt, gt, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../account/schema.ts';
import { activities, goals } from './schema.ts';

/**
 * Goals' and activities' data access. Every read takes the {@link Viewer}: a
 * mentee sees their own rows; a mentor sees the shared goals of their mentees and those
 * goals' activities, plus what they assigned themselves. Anything else is not found.
 *
 * "Their mentees" = people with at least one booking (any state) with the mentor. That is a
 * read-only participation check on the `bookings` table, done here in SQL so that this module
 * needs nothing from the bookings module's code.
 */

/** Who asks: the signed-in user and the side they are on. */
export interface Viewer {
  id: string;
  role: 'mentee' | 'mentor';
}

/** A viewer's id, or a placeholder for it in a prepared statement (`mentor-view-repository.ts`). */
type ViewerId = string | Placeholder;

/** SQL: `mentor` has a booking (any state) with `menteeId` (read-only participation check). */
function hasBookingWith(mentorId: ViewerId, menteeId: SQL | string): SQL {
  return sql`exists (select 1 from bookings b where b.mentor_id = ${mentorId} and b.mentee_id = ${menteeId})`;
}

/*
 * Inside subqueries the outer columns are written fully qualified: Drizzle may render a
 * column bare (`"id"`), which the subquery's own table would capture.
 */
const GOAL_ID = sql.raw('"goals"."id"');
const GOAL_MENTEE = sql.raw('"goals"."mentee_id"');
const ACTIVITY_MENTEE = sql.raw('"activities"."mentee_id"');
const ACTIVITY_GOAL = sql.raw('"activities"."goal_id"');
const ACTIVITY_CREATOR = sql.raw('"activities"."created_by"');

export function goalVisible(viewer: { id: ViewerId; role: Viewer['role'] }): SQL {
  if (viewer.role === 'mentee') return eq(goals.menteeId, viewer.id);
  return and(eq(goals.shared, true), hasBookingWith(viewer.id, GOAL_MENTEE))!;
}

export function activityVisible(viewer: { id: ViewerId; role: Viewer['role'] }): SQL {
  if (viewer.role === 'mentee') return eq(activities.menteeId, viewer.id);
  return and(
    hasBookingWith(viewer.id, ACTIVITY_MENTEE),
    sql`(${ACTIVITY_CREATOR} = ${viewer.id} or exists (select 1 from goals g where g.id = ${ACTIVITY_GOAL} and g.shared))`,
  )!;
}

export const goalColumns = {
  id: goals.id,
  menteeId: goals.menteeId,
  title: goals.title,
  why: goals.why,
  targetDate: goals.targetDate,
  category: goals.category,
  status: goals.status,
  manualProgress: goals.manualProgress,
  shared: goals.shared,
  createdAt: goals.createdAt,
  updatedAt: goals.updatedAt,
  activityCount: sql<number>`(select count(*)::int from activities a where a.goal_id = ${GOAL_ID})`,
  doneCount: sql<number>`(select count(*)::int from activities a where a.goal_id = ${GOAL_ID} and a.status = 'complete')`,
};

export type GoalRow = Omit<typeof goals.$inferSelect, 'isDemo'> & {
  activityCount: number;
  doneCount: number;
};

/**
 * A goal's progress, 0–100: `round(100 × done / all)` of its activities, or the manual
 * progress (0 when unset) while it has none (docs/product.md#125-goals-and-activities).
 */
export function goalProgress(done: number, all: number, manual: number | null): number {
  if (all === 0) return manual ?? 0;
  return Math.round((100 * done) / all);
}

export function toGoal(row: GoalRow): Goal {
  return {
    ...row,
    category: row.category as GoalCategory,
    progress: goalProgress(row.doneCount, row.activityCount, row.manualProgress),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The order of goal lists: active first, then achieved, by target date (none last), newest. */
export const GOAL_ORDER = [
  sql`case ${goals.status} when 'active' then 0 when 'achieved' then 1 else 2 end`,
  sql`${goals.targetDate} asc nulls last`,
  sql`${goals.createdAt} desc`,
  goals.id,
];

/** The goals `viewer` may see: active first, then by target date (none last), then newest. */
export async function listGoals(db: Db, viewer: Viewer, query: GoalListQuery): Promise<Goal[]> {
  const conditions: SQL[] = [goalVisible(viewer)];
  if (query.menteeId) conditions.push(eq(goals.menteeId, query.menteeId));
  if (query.status) conditions.push(eq(goals.status, query.status));
  const rows = await db
    .select(goalColumns)
    .from(goals)
    .where(and(...conditions))
    .orderBy(...GOAL_ORDER);
  return rows.map(toGoal);
}

/** One goal `viewer` may see, or null. */
export async function findGoal(db: Db, viewer: Viewer, id: string): Promise<Goal | null> {
  const [row] = await db
    .select(goalColumns)
    .from(goals)
    .where(and(eq(goals.id, id), goalVisible(viewer)))
    .limit(1);
  return row ? toGoal(row) : null;
}

/** How many goals a mentee has (the {@link MAX_GOALS} cap). */
export async function countGoals(db: Db, menteeId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(goals)
    .where(eq(goals.menteeId, menteeId));
  return row?.n ?? 0;
}

/** Store a new goal of `menteeId`; returns its id. */
export async function insertGoal(
  db: Db,
  row: { id: string; menteeId: string; isDemo?: boolean } & CreateGoalBody,
): Promise<void> {
  const { progress, ...rest } = row;
  await db.insert(goals).values({ ...rest, manualProgress: progress });
}

/** Change the fields given of a mentee's own goal; false when there is no such goal. */
export async function updateGoal(
  db: Db,
  menteeId: string,
  id: string,
  patch: UpdateGoal,
): Promise<boolean> {
  const { progress, ...rest } = patch;
  const set = {
    ...rest,
    ...(progress !== undefined ? { manualProgress: progress } : {}),
    updatedAt: sql`now()`,
  };
  const updated = await db
    .update(goals)
    .set(set)
    .where(and(eq(goals.id, id), eq(goals.menteeId, menteeId)))
    .returning({ id: goals.id });
  return updated.length > 0;
}

/** Delete a mentee's own goal (its activities stay, without a goal); false when none. */
export async function deleteGoal(db: Db, menteeId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(goals)
    .where(and(eq(goals.id, id), eq(goals.menteeId, menteeId)))
    .returning({ id: goals.id });
  return deleted.length > 0;
}

/** Whether `goalId` is a goal of `menteeId` (and, for a mentor's use, a shared one). */
export async function goalOfMentee(
  db: Db,
  goalId: string,
  menteeId: string,
  sharedOnly: boolean,
): Promise<boolean> {
  const conditions = [eq(goals.id, goalId), eq(goals.menteeId, menteeId)];
  if (sharedOnly) conditions.push(eq(goals.shared, true));
  const [row] = await db
    .select({ id: goals.id })
    .from(goals)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** Whether `menteeId` has a booking (any state) with `mentorId`: read-only participation check. */
export async function isMenteeOf(db: Db, mentorId: string, menteeId: string): Promise<boolean> {
  const result = await db.execute<{ ok: boolean }>(
    sql`select ${hasBookingWith(mentorId, menteeId)} as ok`,
  );
  return result.rows[0]?.ok === true;
}

export const activityColumns = {
  id: activities.id,
  menteeId: activities.menteeId,
  goalId: activities.goalId,
  name: activities.name,
  description: activities.description,
  category: activities.category,
  dueDate: activities.dueDate,
  status: activities.status,
  source: activities.source,
  bookingId: activities.bookingId,
  kind: activities.kind,
  score: activities.score,
  createdById: activities.createdBy,
  createdByName: users.name,
  createdAt: activities.createdAt,
  updatedAt: activities.updatedAt,
};

export type ActivityRow = Omit<
  typeof activities.$inferSelect,
  'isDemo' | 'createdBy' | 'completedAt'
> & {
  createdById: string;
  createdByName: string;
};

export function toActivity({ createdById, createdByName, ...row }: ActivityRow): Activity {
  return {
    ...row,
    category: row.category as GoalCategory,
    createdBy: { id: createdById, name: createdByName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The calendar days the due filter compares with, `YYYY-MM-DD` in the caller's zone. */
export interface Week {
  today: string;
  weekStart: string;
  weekEnd: string;
}

/** The order of activity lists: by due date (none last), then oldest first. */
export const ACTIVITY_ORDER = [
  sql`${activities.dueDate} asc nulls last`,
  asc(activities.createdAt),
  activities.id,
];

/**
 * The activities `viewer` may see matching `query` (filters combine), by due date (none
 * last), then oldest first. `week` gives today and the current Monday–Sunday.
 */
export async function listActivities(
  db: Db,
  viewer: Viewer,
  query: ActivityListQuery,
  week: Week,
): Promise<Activity[]> {
  const conditions: SQL[] = [activityVisible(viewer)];
  if (query.menteeId) conditions.push(eq(activities.menteeId, query.menteeId));
  if (query.goalId) conditions.push(eq(activities.goalId, query.goalId));
  if (query.category) conditions.push(eq(activities.category, query.category));
  if (query.source) conditions.push(eq(activities.source, query.source));
  if (query.status) conditions.push(eq(activities.status, query.status));
  if (query.due === 'overdue')
    conditions.push(lt(activities.dueDate, week.today), ne(activities.status, 'complete'));
  if (query.due === 'this_week')
    conditions.push(
      isNotNull(activities.dueDate),
      sql`${activities.dueDate} between ${week.weekStart} and ${week.weekEnd}`,
    );
  if (query.due === 'later') conditions.push(gt(activities.dueDate, week.weekEnd));
  const rows = await db
    .select(activityColumns)
    .from(activities)
    .innerJoin(users, eq(users.id, activities.createdBy))
    .where(and(...conditions))
    .orderBy(...ACTIVITY_ORDER);
  return rows.map(toActivity);
}

/** One activity `viewer` may see, or null. */
export async function findActivity(db: Db, viewer: Viewer, id: string): Promise<Activity | null> {
  const [row] = await db
    .select(activityColumns)
    .from(activities)
    .innerJoin(users, eq(users.id, activities.createdBy))
    .where(and(eq(activities.id, id), activityVisible(viewer)))
    .limit(1);
  return row ? toActivity(row) : null;
}

/** How many activities a mentee has (the {@link MAX_ACTIVITIES} cap). */
export async function countActivities(db: Db, menteeId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(activities)
    .where(eq(activities.menteeId, menteeId));
  return row?.n ?? 0;
}

/** A new activity as stored. */
export type NewActivity = Omit<CreateActivityBody, 'menteeId'> & {
  id: string;
  menteeId: string;
  createdBy: string;
  source: Activity['source'];
  /** A test's score (the demo seeder's scored test). */
  score?: number | null;
  isDemo?: boolean;
  createdAt?: Date;
};

/** Store new activities (a complete one gets `completed_at` now). */
export async function insertActivities(db: Db, rows: NewActivity[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(activities).values(
    rows.map((row) => ({
      ...row,
      completedAt: row.status === 'complete' ? sql`now()` : null,
    })),
  );
}

/** Change the fields given of an activity (by id; the caller checked access). */
export async function updateActivity(db: Db, id: string, patch: UpdateActivity): Promise<void> {
  const completedAt =
    patch.status === undefined
      ? {}
      : {
          completedAt:
            patch.status === 'complete'
              ? sql`coalesce(${activities.completedAt}, now())`
              : sql`null`,
        };
  await db
    .update(activities)
    .set({ ...patch, ...completedAt, updatedAt: sql`now()` })
    .where(eq(activities.id, id));
}

/** Delete a mentee's own activity; false when there is no such activity. */
export async function deleteActivity(db: Db, menteeId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(activities)
    .where(and(eq(activities.id, id), eq(activities.menteeId, menteeId)))
    .returning({ id: activities.id });
  return deleted.length > 0;
}
