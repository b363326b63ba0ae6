import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * Trust and safety (docs/product.md#14-trust-and-safety): what members report, the actions
 * admins take and the audit log that records each of them.
 */

/** What a report can be about (`POST /api/reports` `subject.kind`). */
export const REPORT_SUBJECT_KINDS = ['user', 'message', 'circle_post', 'review'] as const;
export type ReportSubjectKind = (typeof REPORT_SUBJECT_KINDS)[number];

/**
 * Why something is reported. `harassment` covers harassment or hate; `scam` a scam or asking
 * for payment or personal data; `conduct` a no-show or unprofessional conduct; `illegal` a
 * notice of illegal content under the EU Digital Services Act, Art. 16, which also carries the
 * reporter's name, email and a statement that the notice is accurate.
 */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'inappropriate',
  'scam',
  'impersonation',
  'conduct',
  'illegal',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report's state: open in the queue, or closed by a dismissal or an action. */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Longest report details, in characters. */
export const REPORT_DETAILS_MAX_LENGTH = 1000;
/** Reports one person may file per hour. */
export const REPORTS_PER_HOUR = 10;

/**
 * Every kind of admin action; each one is a row of the audit log. `approve`/`decline` decide a
 * mentor application, `delist`/`relist` hide or show an approved mentor, `dismiss`, `remove`
 * and `warn` resolve a report, `suspend`/`reinstate` restrict or restore an account.
 */
export const ADMIN_ACTIONS = [
  'approve',
  'decline',
  'delist',
  'relist',
  'dismiss',
  'remove',
  'warn',
  'suspend',
  'reinstate',
] as const;
export type AdminActionKind = (typeof ADMIN_ACTIONS)[number];

/** What an audit row is about, besides the person: the report, application or content. */
export const AUDIT_SUBJECT_KINDS = ['report', 'application', ...REPORT_SUBJECT_KINDS] as const;
export type AuditSubjectKind = (typeof AUDIT_SUBJECT_KINDS)[number];

/** A person as the admin pages name them. */
const PersonRef = z.object({ id: z.string(), name: z.string() });

/** One row of the audit log (`GET /api/admin/audit-log`). */
export const AuditLogEntry = lazySchema(() =>
  z.object({
    id: z.string(),
    action: z.enum(ADMIN_ACTIONS),
    /** Who acted; null only when that account no longer exists. */
    admin: PersonRef.nullable(),
    /** The person acted on, when there is one. */
    subjectUser: PersonRef.nullable(),
    subject: z.object({ kind: z.enum(AUDIT_SUBJECT_KINDS), id: z.string() }).nullable(),
    note: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;

/** Rows per page of the audit log. */
export const AUDIT_LOG_PAGE_SIZE = 50;

/** `GET /api/admin/audit-log` query: newest first, filtered, one page at a time. */
export const AuditLogQuery = lazySchema(() =>
  z.object({
    action: z.enum(ADMIN_ACTIONS).optional(),
    adminId: z.string().min(1).max(36).optional(),
    subjectUserId: z.string().min(1).max(36).optional(),
    /** Rows at or after this instant (ISO 8601). */
    from: z.iso.datetime({ offset: true }).optional(),
    /** Rows before this instant (ISO 8601). */
    to: z.iso.datetime({ offset: true }).optional(),
    /** The `nextCursor` of the previous page. */
    cursor: z.string().max(100).optional(),
  }),
);
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

export const AuditLogPage = lazySchema(() =>
  z.object({ entries: z.array(AuditLogEntry), nextCursor: z.string().nullable() }),
);
export type AuditLogPage = z.infer<typeof AuditLogPage>;

/** What is reported: a person (`user`, their id) or a piece of their content. */
export const ReportSubject = lazySchema(() =>
  z.object({ kind: z.enum(REPORT_SUBJECT_KINDS), id: z.string().min(1).max(64) }),
);
export type ReportSubject = z.infer<typeof ReportSubject>;

/**
 * `POST /api/reports` body (docs/product.md#141-reporting). `notice` is required with the
 * reason `illegal` (EU DSA Art. 16): the reporter's name, email and `accurate: true`.
 */
export const CreateReport = lazySchema(() =>
  z
    .object({
      subject: ReportSubject,
      reason: z.enum(REPORT_REASONS),
      details: z.string().trim().max(REPORT_DETAILS_MAX_LENGTH).default(''),
      notice: z
        .object({
          name: z.string().trim().min(1).max(128),
          email: z.email().max(254),
          accurate: z.literal(true),
        })
        .optional(),
    })
    .refine((r) => r.reason !== 'illegal' || r.notice !== undefined, {
      message: 'A notice of illegal content needs your name, email and the accuracy statement.',
      path: ['notice'],
    }),
);
export type CreateReport = z.infer<typeof CreateReport>;

/** `POST /api/reports` answer: the report as filed. */
export const ReportReceipt = lazySchema(() =>
  z.object({ id: z.string(), status: z.enum(REPORT_STATUSES), createdAt: z.string() }),
);
export type ReportReceipt = z.infer<typeof ReportReceipt>;

/** `GET /api/admin/reports` query. */
export const AdminReportListQuery = lazySchema(() =>
  z.object({ status: z.enum(REPORT_STATUSES).default('open') }),
);
export type AdminReportListQuery = z.infer<typeof AdminReportListQuery>;

/** One message, post or reply as the queue shows it around the reported one. */
export const ReportContextItem = lazySchema(() =>
  z.object({
    id: z.string(),
    authorName: z.string(),
    text: z.string(),
    createdAt: z.string(),
    /** Removed by a moderator (the text is still shown to the admin, for the record). */
    removed: z.boolean(),
    /** This is the reported item. */
    reported: z.boolean(),
  }),
);
export type ReportContextItem = z.infer<typeof ReportContextItem>;

/**
 * The reported content in its context: a message with the five before and after it, a post
 * with its thread, a review with its session; null for a report on a person.
 */
export const ReportContext = lazySchema(() =>
  // A plain union: `discriminatedUnion` would add its code to the web app's first load (zod is
  // in the entry chunk, with every part any chunk uses); `kind` still narrows the type.
  z.union([
    z.object({ kind: z.literal('message'), items: z.array(ReportContextItem) }),
    z.object({
      kind: z.literal('circle_post'),
      circleTitle: z.string(),
      items: z.array(ReportContextItem),
    }),
    z.object({
      kind: z.literal('review'),
      rating: z.number().int(),
      item: ReportContextItem,
      sessionStart: z.string(),
      planName: z.string().nullable(),
    }),
  ]),
);
export type ReportContext = z.infer<typeof ReportContext>;

/** One report in the moderation queue (`GET /api/admin/reports`). */
export const AdminReport = lazySchema(() =>
  z.object({
    id: z.string(),
    subject: ReportSubject,
    reason: z.enum(REPORT_REASONS),
    details: z.string(),
    notice: z.object({ name: z.string(), email: z.string() }).nullable(),
    status: z.enum(REPORT_STATUSES),
    createdAt: z.string(),
    reporter: PersonRef,
    reportedPerson: PersonRef.extend({ suspended: z.boolean() }),
    /** Earlier reports on the same person (any subject, any state), newest first. */
    earlierReports: z.array(
      z.object({
        id: z.string(),
        reason: z.enum(REPORT_REASONS),
        status: z.enum(REPORT_STATUSES),
        createdAt: z.string(),
      }),
    ),
    context: ReportContext.nullable(),
    /** When the case came back by the person's appeal: their text. */
    appeal: z.object({ text: z.string(), at: z.string() }).nullable(),
  }),
);
export type AdminReport = z.infer<typeof AdminReport>;

export const AdminReportList = lazySchema(() => z.object({ items: z.array(AdminReport) }));
export type AdminReportList = z.infer<typeof AdminReportList>;

/** The actions that resolve a report. */
export const REPORT_RESOLUTIONS = ['dismiss', 'remove', 'warn', 'suspend'] as const;
export type ReportResolutionAction = (typeof REPORT_RESOLUTIONS)[number];

/** Longest admin note or suspension reason, in characters. */
export const MODERATION_NOTE_MAX_LENGTH = 2000;

/**
 * `POST /api/admin/reports/:id/resolution` body. `note` is required (for `warn` it is the
 * text the person gets); `until` (ISO 8601, in the future) only with `suspend`; omitted =
 * until lifted.
 */
export const ResolveReport = lazySchema(() =>
  z
    .object({
      action: z.enum(REPORT_RESOLUTIONS),
      note: z.string().trim().min(1).max(MODERATION_NOTE_MAX_LENGTH),
      until: z.iso.datetime({ offset: true }).optional(),
    })
    .refine((r) => r.until === undefined || r.action === 'suspend', {
      message: '`until` goes with the action suspend only.',
      path: ['until'],
    }),
);
export type ResolveReport = z.infer<typeof ResolveReport>;

/** `POST /api/admin/users/:id/suspension` body: the reason given to the person. */
export const SuspendUser = lazySchema(() =>
  z.object({
    reason: z.string().trim().min(1).max(MODERATION_NOTE_MAX_LENGTH),
    until: z.iso.datetime({ offset: true }).optional(),
  }),
);
export type SuspendUser = z.infer<typeof SuspendUser>;

/** A person's suspension state (answer of the suspension routes). */
export const Suspension = lazySchema(() =>
  z.object({
    userId: z.string(),
    suspended: z.boolean(),
    suspendedUntil: z.string().nullable(),
  }),
);
export type Suspension = z.infer<typeof Suspension>;

/** `/api/appeals/:token` params (the single-use link of a statement of reasons). */
export const AppealParams = lazySchema(() => z.object({ token: z.string().min(1).max(128) }));
export type AppealParams = z.infer<typeof AppealParams>;

/** `GET /api/appeals/:token`: the decision an appeal would answer. */
export const AppealCase = lazySchema(() =>
  z.object({
    action: z.enum(['remove', 'suspend']),
    reason: z.string(),
    decidedAt: z.string(),
    appealed: z.boolean(),
  }),
);
export type AppealCase = z.infer<typeof AppealCase>;

/** Longest appeal, in characters. */
export const APPEAL_MAX_LENGTH = 2000;

/** `POST /api/appeals/:token` body: the one reply. */
export const CreateAppeal = lazySchema(() =>
  z.object({ text: z.string().trim().min(1).max(APPEAL_MAX_LENGTH) }),
);
export type CreateAppeal = z.infer<typeof CreateAppeal>;
