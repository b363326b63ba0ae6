import type { Activity, Goal } from '@pathwise/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../account/schema.ts';
import {
  ACTIVITY_ORDER,
  activityColumns,
  activityVisible,
  GOAL_ORDER,
  goalColumns,
  goalVisible,
  toActivity,
  toGoal,
} from './repository.ts';
import { activities, goals } from './schema.ts';

/**
 * What a mentor sees of one mentee's plan (the mentor's page of one mentee,
 * docs/product.md#220-mentor-dashboard): the goals and activities `listGoals` and `listActivities`
 * answer a mentor for `{ menteeId }`, same rules and order, as two named prepared statements built
 * once per database handle (docs/performance.md#the-hot-endpoints: Drizzle building these two reads
 * and PostgreSQL planning them cost more than running them).
 */

function statements(db: Db) {
  const mentor = { id: sql.placeholder('mentor'), role: 'mentor' as const };
  return {
    goals: db
      .select(goalColumns)
      .from(goals)
      .where(and(goalVisible(mentor), eq(goals.menteeId, sql.placeholder('mentee'))))
      .orderBy(...GOAL_ORDER)
      .prepare('mentor_view_goals'),
    activities: db
      .select(activityColumns)
      .from(activities)
      .innerJoin(users, eq(users.id, activities.createdBy))
      .where(and(activityVisible(mentor), eq(activities.menteeId, sql.placeholder('mentee'))))
      .orderBy(...ACTIVITY_ORDER)
      .prepare('mentor_view_activities'),
  };
}

const built = new WeakMap<Db, ReturnType<typeof statements>>();

/** The goals and activities mentor `mentorId` may see of `menteeId` (both read side by side). */
export async function mentorViewOfMentee(
  db: Db,
  mentorId: string,
  menteeId: string,
): Promise<{ goals: Goal[]; activities: Activity[] }> {
  let query = built.get(db);
  if (!query) {
    query = statements(db);
    built.set(db, query);
  }
  const values = { mentor: mentorId, mentee: menteeId };
  const [goalRows, activityRows] = await Promise.all([
    query.goals.execute(values),
    query.activities.execute(values),
  ]);
  return { goals: goalRows.map(toGoal), activities: activityRows.map(toActivity) };
}
