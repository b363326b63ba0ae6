import type { AdminActionKind, AuditSubjectKind } from '@pathwise/contracts';
import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../account/schema.ts';

/** Tables owned by the audit-log module (docs/architecture.md "Data"). */

/**
 * The audit log (docs/product.md#145-audit-log): one row per admin action, written in the
 * action's own transaction and never changed or deleted through the API. Accounts are never
 * removed (a deleted one stays as a tombstone, ADR 0019), so the references always resolve.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    adminId: varchar('admin_id', { length: 36 })
      .notNull()
      .references(() => users.id),
    action: varchar('action', { length: 16 }).$type<AdminActionKind>().notNull(),
    /** The person acted on (the mentor, the reported person), when there is one. */
    subjectUserId: varchar('subject_user_id', { length: 36 }).references(() => users.id),
    subjectKind: varchar('subject_kind', { length: 16 }).$type<AuditSubjectKind>(),
    subjectId: varchar('subject_id', { length: 64 }),
    /** The admin's note or reason, as given. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_actions_created_idx').on(t.createdAt, t.id),
    index('admin_actions_subject_user_idx').on(t.subjectUserId, t.createdAt),
  ],
);
