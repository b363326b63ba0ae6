import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities, goals, weeklyPlanMails } from './schema.ts';

/**
 * A mentee's own goals and activities for their data export, and their erasure at account
 * deletion (ADR 0019). Work a mentor assigned is the mentee's: it is exported and erased with
 * the mentee, and kept when the mentor leaves.
 */
export async function findOwnGoalsAndActivities(db: Db, userId: string) {
  const ownGoals = await db
    .select({
      id: goals.id,
      title: goals.title,
      why: goals.why,
      targetDate: goals.targetDate,
      category: goals.category,
      status: goals.status,
      manualProgress: goals.manualProgress,
      shared: goals.shared,
      createdAt: goals.createdAt,
      updatedAt: goals.updatedAt,
    })
    .from(goals)
    .where(eq(goals.menteeId, userId))
    .orderBy(goals.createdAt);
  const ownActivities = await db
    .select({
      id: activities.id,
      goalId: activities.goalId,
      bookingId: activities.bookingId,
      name: activities.name,
      description: activities.description,
      category: activities.category,
      dueDate: activities.dueDate,
      status: activities.status,
      source: activities.source,
      kind: activities.kind,
      score: activities.score,
      completedAt: activities.completedAt,
      createdAt: activities.createdAt,
      updatedAt: activities.updatedAt,
    })
    .from(activities)
    .where(eq(activities.menteeId, userId))
    .orderBy(activities.createdAt);
  return { goals: ownGoals, activities: ownActivities };
}

/** Delete the mentee's goals, activities and weekly-plan mail log (account deletion). */
export async function deleteOwnGoalsAndActivities(db: Db, userId: string): Promise<void> {
  await db.delete(activities).where(eq(activities.menteeId, userId));
  await db.delete(goals).where(eq(goals.menteeId, userId));
  await db.delete(weeklyPlanMails).where(eq(weeklyPlanMails.userId, userId));
}
