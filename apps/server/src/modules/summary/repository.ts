import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';

/**
 * The mentee home's two badge dates (First Question, First Post), read in one named
 * prepared statement over `expert_requests_mentee_idx` and `circle_posts_author_idx` instead of
 * one query built by Drizzle in each of the experts and circles modules (docs/performance.md,
 * "Third round": the summary ran six round trips per request). The summary module owns
 * no table; the rules are those of `experts.firstRequestAt` and `circles.firstPostAt`.
 */
export interface BadgeDates {
  /** When the mentee first asked an expert, or null. */
  firstQuestionAt: Date | null;
  /** When they first wrote a circle post or reply, or null. */
  firstPostAt: Date | null;
}

/** $1 the mentee. */
const BADGE_DATES_SQL = `
  select (select min(created_at) from expert_requests where mentee_id = $1) as "firstQuestionAt",
         (select min(created_at) from circle_posts where author_id = $1) as "firstPostAt"`;

/** The badge dates of `menteeId` (see {@link BadgeDates}). */
export async function badgeDates(db: Db, menteeId: string): Promise<BadgeDates> {
  const [row] = await prepared<BadgeDates>(db, 'summary_badge_dates', BADGE_DATES_SQL, [menteeId]);
  return row!;
}
