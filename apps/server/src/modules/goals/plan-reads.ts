import type { Db } from '../../db/client.ts';
import type { Week } from './repository.ts';
import { openPlan, planSummary, type PlanItem, type PlanSummaryRow } from './summary-repository.ts';
import {
  claimWeeklyPlanMail,
  weeklyPlanCandidates,
  type WeeklyPlanCandidate,
} from './weekly-plan-repository.ts';

export type { PlanItem, PlanSummaryRow, WeeklyPlanCandidate };

/**
 * The goals service's reads for the mentee home and the weekly plan mail
 * (docs/product.md#125-goals-and-activities, docs/product.md#127-notifications), merged into {@link createGoalsService}'s
 * answer.
 */
export function planReads(db: Db) {
  return {
    /**
     * The home's plan figures of `menteeId` for `week` (see {@link PlanSummaryRow}): goals
     * achieved, skills learned, projects completed, overdue count, this week's activities,
     * active goals due up to `windowEnd` with their progress. One query.
     */
    planSummary(menteeId: string, week: Week, windowEnd: string): Promise<PlanSummaryRow> {
      return planSummary(db, menteeId, week, windowEnd);
    },

    /** The weekly mail's lists: open activities due this week, and overdue ones. */
    openPlan(menteeId: string, week: Week): Promise<{ thisWeek: PlanItem[]; overdue: PlanItem[] }> {
      return openPlan(db, menteeId, week);
    },

    /** Mentees who may get a weekly mail (see {@link weeklyPlanCandidates}). */
    weeklyPlanCandidates(until: string, sentSince: string): Promise<WeeklyPlanCandidate[]> {
      return weeklyPlanCandidates(db, until, sentSince);
    },

    /**
     * Claim the weekly mail of `userId` for `weekStart` (insert into `weekly_plan_mails`, on
     * conflict nothing): true for exactly one caller across processes. Pass the transaction's
     * `db` to claim atomically with the mail's enqueue.
     */
    claimWeeklyPlanMail(userId: string, weekStart: string, on: Db = db): Promise<boolean> {
      return claimWeeklyPlanMail(on, userId, weekStart);
    },
  };
}
