import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moderationDecisions, reports } from './schema.ts';

/**
 * The reports module's part of a person's data (ADR 0019): the reports they filed and the
 * decisions taken about them (each with their appeal). Reports filed by others about them are
 * left out: they would name the reporters.
 */
export async function findOwnModerationData(db: Db, userId: string) {
  const filed = await db
    .select({
      kind: reports.subjectKind,
      reason: reports.reason,
      details: reports.details,
      noticeName: reports.noticeName,
      noticeEmail: reports.noticeEmail,
      status: reports.status,
      createdAt: reports.createdAt,
      resolvedAt: reports.resolvedAt,
    })
    .from(reports)
    .where(eq(reports.reporterId, userId))
    .orderBy(asc(reports.createdAt));
  const decisions = await db
    .select({
      action: moderationDecisions.action,
      rule: moderationDecisions.rule,
      reason: moderationDecisions.reason,
      createdAt: moderationDecisions.createdAt,
      appealedAt: moderationDecisions.appealedAt,
      appealText: reports.appealText,
    })
    .from(moderationDecisions)
    .leftJoin(reports, eq(reports.id, moderationDecisions.reportId))
    .where(eq(moderationDecisions.userId, userId))
    .orderBy(asc(moderationDecisions.createdAt));
  return { filed, decisions };
}

/**
 * Account deletion: the name and email a person gave in their legal notices go; the reports
 * themselves stay for the record (they are about someone else's conduct), their reporter
 * shown as the account's tombstone, "Former member".
 */
export async function eraseNoticeContacts(db: Db, userId: string): Promise<void> {
  await db
    .update(reports)
    .set({ noticeName: null, noticeEmail: null })
    .where(eq(reports.reporterId, userId));
}
