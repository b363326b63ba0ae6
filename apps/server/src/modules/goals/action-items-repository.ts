import type { Activity, ActivityListQuery, BookingGoal } from '@pathwise/contracts';
import { and, asc, eq, inArray, isNotNull, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../account/schema.ts';
import { activityColumns, goalColumns, toActivity, toGoal, type Week } from './repository.ts';
import { activities, goals } from './schema.ts';

/**
 * Sessions' action items and the goals bookings name (docs/product.md#125-goals-and-activities).
 * Which bookings the caller takes part in is the bookings module's answer (asked by the
 * service); these queries read only the goals module's own tables.
 */

/**
 * The action items (activities with `booking_id`) of the bookings `bookingIds`, whoever added
 * them, with `query`'s other filters; by due date (none last), then oldest first.
 */
export async function listActionItems(
  db: Db,
  bookingIds: string[],
  query: ActivityListQuery,
  week: Week,
): Promise<Activity[]> {
  if (bookingIds.length === 0) return [];
  const conditions: SQL[] = [inArray(activities.bookingId, bookingIds)];
  if (query.menteeId) conditions.push(eq(activities.menteeId, query.menteeId));
  if (query.goalId) conditions.push(eq(activities.goalId, query.goalId));
  if (query.category) conditions.push(eq(activities.category, query.category));
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
    .orderBy(sql`${activities.dueDate} asc nulls last`, asc(activities.createdAt), activities.id);
  return rows.map(toActivity);
}

/** One activity by id, whoever may see it (the caller checked access), or null. */
export async function findActivityById(db: Db, id: string): Promise<Activity | null> {
  const [row] = await db
    .select(activityColumns)
    .from(activities)
    .innerJoin(users, eq(users.id, activities.createdBy))
    .where(eq(activities.id, id))
    .limit(1);
  return row ? toActivity(row) : null;
}

/** Title and progress of the goals `ids` that exist, by id. */
export async function goalSummaries(db: Db, ids: string[]): Promise<Map<string, BookingGoal>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(goalColumns).from(goals).where(inArray(goals.id, ids));
  return new Map(
    rows.map((row) => {
      const goal = toGoal(row);
      return [goal.id, { id: goal.id, title: goal.title, progress: goal.progress }];
    }),
  );
}

/** Goal `goalId` if it is an active goal of `menteeId`, with its progress, else null. */
export async function activeGoalOf(
  db: Db,
  menteeId: string,
  goalId: string,
): Promise<BookingGoal | null> {
  const [row] = await db
    .select(goalColumns)
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.menteeId, menteeId), eq(goals.status, 'active')))
    .limit(1);
  if (!row) return null;
  const goal = toGoal(row);
  return { id: goal.id, title: goal.title, progress: goal.progress };
}
