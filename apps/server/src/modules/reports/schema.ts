import type {
  AdminActionKind,
  ReportReason,
  ReportStatus,
  ReportSubjectKind,
} from '@pathwise/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../account/schema.ts';

/** Tables owned by the reports module (docs/architecture.md "Data"). */

/**
 * Reports of a person, a message, a circle post or reply, or a review
 * (docs/product.md#141-reporting). `subject_user_id` is the person the report is about (the
 * author of the content), so earlier reports on the same person are one index away. One open
 * report per reporter and subject (a second answers 409).
 */
export const reports = pgTable(
  'reports',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    reporterId: varchar('reporter_id', { length: 36 })
      .notNull()
      .references(() => users.id),
    subjectKind: varchar('subject_kind', { length: 16 }).$type<ReportSubjectKind>().notNull(),
    subjectId: varchar('subject_id', { length: 64 }).notNull(),
    subjectUserId: varchar('subject_user_id', { length: 36 })
      .notNull()
      .references(() => users.id),
    reason: varchar('reason', { length: 16 }).$type<ReportReason>().notNull(),
    details: text('details').notNull().default(''),
    /** For an `illegal` notice (EU DSA Art. 16): the reporter's name and email as given. */
    noticeName: varchar('notice_name', { length: 128 }),
    noticeEmail: varchar('notice_email', { length: 254 }),
    /** The reporter's statement that the notice is accurate and complete. */
    noticeAccurate: boolean('notice_accurate'),
    status: varchar('status', { length: 16 }).$type<ReportStatus>().notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: varchar('resolved_by', { length: 36 }).references(() => users.id),
    /** The action that closed it (`dismiss`, `remove`, `warn`, `suspend`). */
    resolutionAction: varchar('resolution_action', { length: 16 }).$type<AdminActionKind>(),
    resolutionNote: text('resolution_note'),
    /**
     * The reported person's appeal of the decision (one per case): the case is open again,
     * flagged as an appeal with this text (docs/product.md#143-moderation-and-suspension).
     */
    appealText: text('appeal_text'),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_one_open_key')
      .on(t.reporterId, t.subjectKind, t.subjectId)
      .where(sql`${t.status} = 'open'`),
    index('reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    index('reports_subject_user_idx').on(t.subjectUserId, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);

/**
 * Each removal of content or suspension of an account, with the single-use secret of its
 * appeal link (only its SHA-256; the statement of reasons mails the link,
 * docs/product.md#143-moderation-and-suspension). `report_id` is the report it resolved,
 * null for a suspension made from the person's page; an appeal of such a decision files a
 * report on the person to carry it into the queue.
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    userId: varchar('user_id', { length: 36 })
      .notNull()
      .references(() => users.id),
    action: varchar('action', { length: 16 }).$type<'remove' | 'suspend'>().notNull(),
    reportId: varchar('report_id', { length: 36 }).references(() => reports.id),
    /** The rule broken as the statement names it (the report's reason, or `other`). */
    rule: varchar('rule', { length: 16 }).$type<ReportReason>().notNull(),
    reason: text('reason').notNull(),
    appealTokenHash: varchar('appeal_token_hash', { length: 64 }).notNull(),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('moderation_decisions_token_key').on(t.appealTokenHash)],
);
