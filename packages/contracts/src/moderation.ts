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
