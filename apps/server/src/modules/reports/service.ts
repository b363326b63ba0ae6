import { mailLanguage } from '../../mail/language.ts';
import {
  REPORTS_PER_HOUR,
  type AdminReport,
  type AdminReportList,
  type CreateReport,
  type ReportContext,
  type ReportReason,
  type ReportReceipt,
  type ReportStatus,
  type ReportSubject,
  type ResolveReport,
  type Suspension,
} from '@pathwise/contracts';
import type { Config } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { Mailer } from '../../jobs/mail-job.ts';
import { newId } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { createRateLimit } from '../../lib/rate-limit.ts';
import type { AccountSuspensions } from '../account/suspension.ts';
import type { AuditLogService } from '../audit-log/service.ts';
import type { BookingModeration } from '../bookings/moderation.ts';
import type { PostModeration } from '../circles/post-moderation.ts';
import type { MentorsService } from '../mentors/service.ts';
import type { NotificationsInbox } from '../notifications/inbox.ts';
import { createDecisions } from './decisions.ts';
import * as repo from './repository.ts';

/**
 * Reporting and moderation (docs/product.md#141-reporting,
 * docs/product.md#143-moderation-and-suspension): members report a person, a message, a
 * circle post or a review; admins work the queue (dismiss, remove the content, warn, suspend)
 * and suspend or reinstate accounts directly. Every admin action is one audit-log row in its
 * transaction; a removal or suspension mails the person a statement of reasons (EU DSA
 * Art. 17) with a single-use appeal link, and an appeal puts the case back in the queue.
 */
export type ReportsService = ReturnType<typeof createReportsService>;

/** What a content module answers about one piece of content (ADR 0009: its own tables). */
interface ContentModeration {
  reportTarget(viewerId: string, id: string): Promise<{ authorId: string } | null>;
  context(id: string): Promise<ReportContext | null>;
  removeForModeration(
    tx: Transaction,
    id: string,
    adminId: string,
  ): Promise<{ authorId: string } | null>;
}

const subjectNotFound = () =>
  new AppError('report_subject_not_found', 'There is nothing with this id that you can report.');
const reportNotFound = () => new AppError('report_not_found', 'No report with this id.');
const userNotFound = () => new AppError('user_not_found', 'No account with this id.');

export function createReportsService(deps: {
  config: Pick<Config, 'appName' | 'appUrl' | 'rateLimits'>;
  database: Database;
  mailer: Mailer;
  accounts: AccountSuspensions;
  auditLog: Pick<AuditLogService, 'record'>;
  inbox: Pick<NotificationsInbox, 'notify'>;
  mentors: Pick<MentorsService, 'directoryChanged'>;
  messages: ContentModeration;
  posts: ContentModeration & Pick<PostModeration, 'context'>;
  bookings: ContentModeration & Pick<BookingModeration, 'cancelUpcomingOf'>;
}) {
  const { config, database, mailer, accounts, auditLog, inbox } = deps;
  const { db } = database;
  const perReporter = createRateLimit(
    database.pool,
    'reports',
    REPORTS_PER_HOUR,
    config.rateLimits.enabled,
  );
  const decisions = createDecisions({ config, database, mailer, accounts });
  const content: Record<Exclude<ReportSubject['kind'], 'user'>, ContentModeration> = {
    message: deps.messages,
    circle_post: deps.posts,
    review: deps.bookings,
  };

  /** The person a report on `subject` is about, if `viewerId` can see it; else 404. */
  async function subjectUserOf(viewerId: string, subject: ReportSubject): Promise<string> {
    if (subject.kind === 'user') {
      const person = await accounts.suspensionOf(subject.id);
      if (!person || person.deleted) throw subjectNotFound();
      return person.id;
    }
    const target = await content[subject.kind].reportTarget(viewerId, subject.id);
    if (!target) throw subjectNotFound();
    return target.authorId;
  }

  /** Tell each reporter of `closed` the outcome in general terms (never the action). */
  async function tellReporters(
    tx: Transaction,
    closed: repo.ReportRow[],
    outcome: 'actioned' | 'dismissed',
  ) {
    for (const reporterId of new Set(closed.map((r) => r.reporterId))) {
      await inbox.notify(tx, {
        userId: reporterId,
        kind: 'moderation',
        event: 'report.resolved',
        data: { outcome },
        link: '/terms',
      });
    }
  }

  /**
   * Suspend `userId` in `tx`: the account, its sessions and sockets (account module), the
   * directory's version (a suspended mentor leaves it), the statement of reasons and the
   * audit row. Upcoming sessions are cancelled after commit ({@link cancelSessions}).
   */
  async function suspendIn(
    tx: Transaction,
    adminId: string,
    input: {
      userId: string;
      reason: string;
      until: Date | null;
      reportId: string | null;
      rule: ReportReason;
    },
  ) {
    await accounts.setSuspension(tx, input.userId, { reason: input.reason, until: input.until });
    await deps.mentors.directoryChanged(tx.db);
    await decisions.decide(tx, { ...input, action: 'suspend' });
    await auditLog.record(tx.db, {
      adminId,
      action: 'suspend',
      subjectUserId: input.userId,
      subject: input.reportId ? { kind: 'report', id: input.reportId } : null,
      note: input.until ? `${input.reason} (until ${input.until.toISOString()})` : input.reason,
    });
  }

  const cancelSessions = (userId: string) => deps.bookings.cancelUpcomingOf(userId);

  function parseUntil(until: string | undefined): Date | null {
    if (!until) return null;
    const at = new Date(until);
    if (at.getTime() <= Date.now()) {
      throw new AppError('general_argument_invalid', 'Invalid `until` param: it must be ahead.');
    }
    return at;
  }

  async function toAdminReport(row: repo.ReportRow): Promise<AdminReport> {
    const [reporter, person, earlier, context] = await Promise.all([
      accounts.suspensionOf(row.reporterId),
      accounts.suspensionOf(row.subjectUserId),
      repo.reportsOn(db, row.subjectUserId, row.id),
      row.subjectKind === 'user' ? null : content[row.subjectKind].context(row.subjectId),
    ]);
    return {
      id: row.id,
      subject: { kind: row.subjectKind, id: row.subjectId },
      reason: row.reason,
      details: row.details,
      notice:
        row.noticeName && row.noticeEmail ? { name: row.noticeName, email: row.noticeEmail } : null,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      reporter: { id: row.reporterId, name: reporter?.name ?? '' },
      reportedPerson: {
        id: row.subjectUserId,
        name: person?.name ?? '',
        suspended: person?.suspended ?? false,
      },
      earlierReports: earlier
        .filter((r) => r.createdAt.getTime() <= row.createdAt.getTime())
        .map((r) => ({
          id: r.id,
          reason: r.reason,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        })),
      context,
      appeal:
        row.appealText && row.appealedAt
          ? { text: row.appealText, at: row.appealedAt.toISOString() }
          : null,
    };
  }

  return {
    /**
     * `POST /api/reports`: file a report and acknowledge it in the app.
     * @throws AppError 404 `report_subject_not_found` (nothing the reporter can see); 400
     *   `report_own_subject`; 409 `report_duplicate` (an open report on it by the same
     *   reporter); 429 past {@link REPORTS_PER_HOUR} an hour.
     */
    async create(reporterId: string, input: CreateReport): Promise<ReportReceipt> {
      const subjectUserId = await subjectUserOf(reporterId, input.subject);
      if (subjectUserId === reporterId) {
        throw new AppError('report_own_subject', 'You cannot report yourself or your own content.');
      }
      await perReporter.consume(reporterId);
      return database.transaction(async (tx) => {
        const row = await repo.insertReport(tx.db, {
          id: newId(),
          reporterId,
          subjectKind: input.subject.kind,
          subjectId: input.subject.id,
          subjectUserId,
          reason: input.reason,
          details: input.details,
          noticeName: input.notice?.name ?? null,
          noticeEmail: input.notice?.email ?? null,
          noticeAccurate: input.notice ? true : null,
        });
        if (!row) {
          throw new AppError('report_duplicate', 'You already reported this; we are reviewing it.');
        }
        await inbox.notify(tx, {
          userId: reporterId,
          kind: 'moderation',
          event: 'report.received',
          data: {},
          link: '/terms',
        });
        return { id: row.id, status: row.status, createdAt: row.createdAt.toISOString() };
      });
    },

    /** `GET /api/admin/reports`: the reports in `status`, oldest first, each in context. */
    async list(status: ReportStatus): Promise<AdminReportList> {
      const rows = await repo.listReports(db, status);
      const items: AdminReport[] = [];
      for (const row of rows) items.push(await toAdminReport(row));
      return { items };
    },

    /**
     * `POST /api/admin/reports/:id/resolution`: resolve an open report; every open report on
     * the same subject closes with it and each reporter hears the outcome in general terms.
     * @throws AppError 404 `report_not_found`; 409 `report_not_open`; 400
     *   `general_argument_invalid` (removing a person: suspend instead; an `until` in the past).
     */
    async resolve(adminId: string, reportId: string, input: ResolveReport): Promise<AdminReport> {
      const until = parseUntil(input.until);
      let suspendedId: string | null = null;
      await database.transaction(async (tx) => {
        const report = await repo.findReport(tx.db, reportId, true);
        if (!report) throw reportNotFound();
        if (report.status !== 'open') {
          throw new AppError('report_not_open', 'This report is already resolved.');
        }
        const subject = { kind: report.subjectKind, id: report.subjectId };
        const personId = report.subjectUserId;
        if (input.action === 'remove') {
          if (subject.kind === 'user') {
            throw new AppError(
              'general_argument_invalid',
              'Invalid `action` param: a person cannot be removed; warn or suspend them.',
            );
          }
          await content[subject.kind].removeForModeration(tx, subject.id, adminId);
          await decisions.decide(tx, {
            userId: personId,
            action: 'remove',
            reportId,
            rule: report.reason,
            reason: input.note,
            until: null,
          });
        } else if (input.action === 'warn') {
          const person = await accounts.suspensionOf(personId, tx.db);
          if (person && !person.deleted) {
            const { warningMail } = await import('./mails.tsx');
            await mailer.send(
              await warningMail({
                appName: config.appName,
                to: person.email,
                name: person.name,
                note: input.note,
                link: `${config.appUrl}/terms`,
                language: mailLanguage(person.language),
              }),
              tx.client,
            );
            await inbox.notify(tx, {
              userId: personId,
              kind: 'moderation',
              event: 'moderation.warned',
              data: { title: input.note.slice(0, 280) },
              link: '/terms',
            });
          }
        } else if (input.action === 'suspend') {
          if (personId === adminId) {
            throw new AppError('general_forbidden', 'You cannot suspend your own account.');
          }
          await suspendIn(tx, adminId, {
            userId: personId,
            reason: input.note,
            until,
            reportId,
            rule: report.reason,
          });
          suspendedId = personId;
        }
        const outcome = input.action === 'dismiss' ? 'dismissed' : 'actioned';
        const closed = await repo.closeOpenOnSubject(tx.db, subject, {
          status: outcome,
          action: input.action,
          adminId,
          note: input.note,
        });
        if (input.action !== 'suspend') {
          await auditLog.record(tx.db, {
            adminId,
            action: input.action,
            subjectUserId: personId,
            subject: input.action === 'remove' ? subject : { kind: 'report', id: reportId },
            note: input.note,
          });
        }
        await tellReporters(tx, closed, outcome);
      });
      if (suspendedId) await cancelSessions(suspendedId);
      return toAdminReport((await repo.findReport(db, reportId))!);
    },

    /**
     * `POST /api/admin/users/:id/suspension`: suspend an account directly (from the person's
     * page), with the same effects as the queue's suspend.
     * @throws AppError 404 `user_not_found`; 403 `general_forbidden` for one's own account.
     */
    async suspend(
      adminId: string,
      userId: string,
      input: { reason: string; until?: string },
    ): Promise<Suspension> {
      if (userId === adminId) {
        throw new AppError('general_forbidden', 'You cannot suspend your own account.');
      }
      const until = parseUntil(input.until);
      await database.transaction(async (tx) => {
        const person = await accounts.suspensionOf(userId, tx.db);
        if (!person || person.deleted) throw userNotFound();
        await suspendIn(tx, adminId, {
          userId,
          reason: input.reason,
          until,
          reportId: null,
          rule: 'other',
        });
      });
      await cancelSessions(userId);
      return { userId, suspended: true, suspendedUntil: until?.toISOString() ?? null };
    },

    /**
     * `DELETE /api/admin/users/:id/suspension`: reinstate the account (sign-in and listing
     * come back; cancelled sessions stay cancelled). Recorded even when it was not suspended.
     * @throws AppError 404 `user_not_found`.
     */
    async reinstate(adminId: string, userId: string): Promise<Suspension> {
      await database.transaction(async (tx) => {
        const person = await accounts.suspensionOf(userId, tx.db);
        if (!person || person.deleted) throw userNotFound();
        await accounts.setSuspension(tx, userId, null);
        await deps.mentors.directoryChanged(tx.db);
        await auditLog.record(tx.db, {
          adminId,
          action: 'reinstate',
          subjectUserId: userId,
          subject: null,
        });
      });
      return { userId, suspended: false, suspendedUntil: null };
    },

    /** `GET /api/appeals/:token` (see `decisions.ts`). */
    appealCase: (token: string) => decisions.appealCase(token),
    /** `POST /api/appeals/:token` (see `decisions.ts`). */
    appeal: (token: string, text: string) => decisions.appeal(token, text),
  };
}
