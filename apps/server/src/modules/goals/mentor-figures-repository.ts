import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { goalProgress } from './repository.ts';
import { activities, goals } from './schema.ts';

/**
 * The goals read for the mentor's mentees table (issue 10 "The mentor's view"), apart from
 * `repository.ts`. The caller (the mentees module, through the goals service) has checked
 * that the mentees are the mentor's; only shared goals and what the mentor assigned count.
 */

/** Work a mentor assigned one mentee, counted (issue 10 "The mentor's view"). */
export interface AssignedTally {
  assigned: number;
  done: number;
  /** Due before `today` and not complete. */
  overdue: number;
}

/** What the mentor's mentees table shows of one mentee's plan ({@link mentorFigures}). */
export interface MenteeFigures {
  assignments: AssignedTally;
  tests: AssignedTally;
  /** Average progress of the mentee's shared goals that are not dropped; null without any. */
  progress: number | null;
  sharedGoals: number;
}

/**
 * For each of `menteeIds` (the caller has checked they are `mentorId`'s mentees): the
 * assignments and tests `mentorId` assigned them (all, complete, overdue before `today`,
 * `YYYY-MM-DD`) and the average progress of their shared, not dropped goals (each goal's
 * progress as {@link goalProgress} computes it). Two grouped queries, run side by side; ids without rows get
 * zeros and a null progress.
 */
export async function mentorFigures(
  db: Db,
  mentorId: string,
  menteeIds: string[],
  today: string,
): Promise<Map<string, MenteeFigures>> {
  const result = new Map<string, MenteeFigures>();
  if (menteeIds.length === 0) return result;
  const zero = (): AssignedTally => ({ assigned: 0, done: 0, overdue: 0 });
  for (const id of menteeIds)
    result.set(id, { assignments: zero(), tests: zero(), progress: null, sharedGoals: 0 });
  const done = sql`${activities.status} = 'complete'`;
  const overdue = sql`${activities.status} <> 'complete' and ${activities.dueDate} < ${today}`;
  const [work, plans] = await Promise.all([
    db
      .select({
        menteeId: activities.menteeId,
        kind: activities.kind,
        assigned: sql<number>`count(*)::int`,
        done: sql<number>`(count(*) filter (where ${done}))::int`,
        overdue: sql<number>`(count(*) filter (where ${overdue}))::int`,
      })
      .from(activities)
      .where(
        and(
          anyOf(activities.menteeId, menteeIds),
          eq(activities.createdBy, mentorId),
          inArray(activities.kind, ['assignment', 'test']),
        ),
      )
      .groupBy(activities.menteeId, activities.kind),
    db
      .select({
        menteeId: goals.menteeId,
        manualProgress: goals.manualProgress,
        activityCount: sql<number>`count(${activities.id})::int`,
        doneCount: sql<number>`(count(${activities.id}) filter (where ${activities.status} = 'complete'))::int`,
      })
      .from(goals)
      .leftJoin(activities, eq(activities.goalId, goals.id))
      .where(
        and(anyOf(goals.menteeId, menteeIds), eq(goals.shared, true), ne(goals.status, 'dropped')),
      )
      .groupBy(goals.id),
  ]);
  for (const w of work) {
    const figures = result.get(w.menteeId);
    if (!figures) continue;
    const tally = { assigned: w.assigned, done: w.done, overdue: w.overdue };
    if (w.kind === 'test') figures.tests = tally;
    else figures.assignments = tally;
  }
  const sums = new Map<string, { total: number; n: number }>();
  for (const g of plans) {
    const s = sums.get(g.menteeId) ?? { total: 0, n: 0 };
    s.total += goalProgress(g.doneCount, g.activityCount, g.manualProgress);
    s.n += 1;
    sums.set(g.menteeId, s);
  }
  for (const [id, s] of sums) {
    const figures = result.get(id);
    if (figures) {
      figures.progress = Math.round(s.total / s.n);
      figures.sharedGoals = s.n;
    }
  }
  return result;
}

/**
 * The totals of {@link mentorFigures}' tallies over all of `menteeIds` (the summary cards):
 * the assignments and tests `mentorId` assigned them, done, and overdue before `today`. One
 * aggregate, no per-mentee rows.
 */
export async function mentorTotals(
  db: Db,
  mentorId: string,
  menteeIds: string[],
  today: string,
): Promise<{ assignments: AssignedTally; tests: AssignedTally }> {
  const totals = {
    assignments: { assigned: 0, done: 0, overdue: 0 },
    tests: { assigned: 0, done: 0, overdue: 0 },
  };
  if (menteeIds.length === 0) return totals;
  const rows = await db
    .select({
      kind: activities.kind,
      assigned: sql<number>`count(*)::int`,
      done: sql<number>`(count(*) filter (where ${activities.status} = 'complete'))::int`,
      overdue: sql<number>`(count(*) filter (where ${activities.status} <> 'complete' and ${activities.dueDate} < ${today}))::int`,
    })
    .from(activities)
    .where(
      and(
        eq(activities.createdBy, mentorId),
        inArray(activities.kind, ['assignment', 'test']),
        anyOf(activities.menteeId, menteeIds),
      ),
    )
    .groupBy(activities.kind);
  for (const r of rows) {
    const tally = { assigned: r.assigned, done: r.done, overdue: r.overdue };
    if (r.kind === 'test') totals.tests = tally;
    else totals.assignments = tally;
  }
  return totals;
}
