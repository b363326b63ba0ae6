import type { ReportStatus, ReportSubjectKind } from '@pathwise/contracts';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moderationDecisions, reports } from './schema.ts';

/**
 * The reports module's data access (docs/product.md#141-reporting,
 * docs/product.md#143-moderation-and-suspension): reports and moderation decisions. Only this
 * file queries those tables (modules/admin's figures read reports through their own file).
 */

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;
export type DecisionRow = typeof moderationDecisions.$inferSelect;

/** Insert a report; null when the reporter already has an open one on that subject. */
export async function insertReport(db: Db, row: NewReport): Promise<ReportRow | null> {
  const [inserted] = await db.insert(reports).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Reports in `status`, oldest first (an appeal counts from when it came back). */
export async function listReports(db: Db, status: ReportStatus): Promise<ReportRow[]> {
  return db
    .select()
    .from(reports)
    .where(eq(reports.status, status))
    .orderBy(asc(sql`coalesce(${reports.appealedAt}, ${reports.createdAt})`), asc(reports.id));
}

/** The reports on `userId` other than `exceptId`, newest first. */
export async function reportsOn(db: Db, userId: string, exceptId: string): Promise<ReportRow[]> {
  return db
    .select()
    .from(reports)
    .where(and(eq(reports.subjectUserId, userId), ne(reports.id, exceptId)))
    .orderBy(desc(reports.createdAt))
    .limit(50);
}

/** Report `id`, locked for the caller's transaction when `lock`. */
export async function findReport(db: Db, id: string, lock = false): Promise<ReportRow | null> {
  const query = db.select().from(reports).where(eq(reports.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Close every open report on one subject with `outcome`; answers the rows closed (their
 * reporters hear the outcome).
 */
export async function closeOpenOnSubject(
  db: Db,
  subject: { kind: ReportSubjectKind; id: string },
  outcome: {
    status: 'dismissed' | 'actioned';
    action: 'dismiss' | 'remove' | 'warn' | 'suspend';
    adminId: string;
    note: string;
  },
): Promise<ReportRow[]> {
  return db
    .update(reports)
    .set({
      status: outcome.status,
      resolvedAt: sql`now()`,
      resolvedBy: outcome.adminId,
      resolutionAction: outcome.action,
      resolutionNote: outcome.note,
    })
    .where(
      and(
        eq(reports.subjectKind, subject.kind),
        eq(reports.subjectId, subject.id),
        eq(reports.status, 'open'),
      ),
    )
    .returning();
}

/** Put report `id` back in the queue as an appeal with the person's `text`. */
export async function reopenAsAppeal(db: Db, id: string, text: string): Promise<void> {
  await db
    .update(reports)
    .set({ status: 'open', appealText: text, appealedAt: sql`now()` })
    .where(eq(reports.id, id));
}

export async function insertDecision(
  db: Db,
  row: typeof moderationDecisions.$inferInsert,
): Promise<void> {
  await db.insert(moderationDecisions).values(row);
}

/** The decision whose appeal secret hashes to `tokenHash`, locked; or null. */
export async function findDecisionByToken(db: Db, tokenHash: string): Promise<DecisionRow | null> {
  const [row] = await db
    .select()
    .from(moderationDecisions)
    .where(eq(moderationDecisions.appealTokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

/** Record that decision `id` was appealed (and, when it had none, the report now carrying it). */
export async function markAppealed(db: Db, id: string, reportId: string): Promise<void> {
  await db
    .update(moderationDecisions)
    .set({ appealedAt: sql`now()`, reportId })
    .where(eq(moderationDecisions.id, id));
}
