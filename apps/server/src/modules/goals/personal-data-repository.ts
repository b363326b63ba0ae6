import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities, goals, weeklyPlanMails } from './schema.ts';

/**
 * A mentee's own goals and activities for their data export, and their erasure at account
 * deletion (ADR 0019). Work a mentor assigned is the mentee's: it is exported (without the
 * mentor's id: `source` says it was assigned) and erased with the mentee, and kept when the
 * mentor leaves.
 */
export async function findOwnGoalsAndActivities(db: Db, userId: string) {
  const ownGoals = await db
    .select()
    .from(goals)
    .where(eq(goals.menteeId, userId))
    .orderBy(goals.createdAt);
  const ownActivities = await db
    .select()
    .from(activities)
    .where(eq(activities.menteeId, userId))
    .orderBy(activities.createdAt);
  return {
    goals: ownGoals.map(({ menteeId: _m, isDemo: _d, ...goal }) => goal),
    activities: ownActivities.map(
      ({ menteeId: _m, createdBy: _c, isDemo: _d, ...activity }) => activity,
    ),
  };
}

/** Delete the mentee's goals, activities and weekly-plan mail log (account deletion). */
export async function deleteOwnGoalsAndActivities(db: Db, userId: string): Promise<void> {
  await db.delete(activities).where(eq(activities.menteeId, userId));
  await db.delete(goals).where(eq(goals.menteeId, userId));
  await db.delete(weeklyPlanMails).where(eq(weeklyPlanMails.userId, userId));
}
