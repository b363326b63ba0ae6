import type { AdminActionKind, AuditSubjectKind } from '@pathwise/contracts';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { newId } from '../../lib/crypto.ts';
import { users } from '../account/schema.ts';
import { adminActions } from './schema.ts';

/** The audit log's data access: the only code that touches `admin_actions` (ADR 0009). */

/** One admin action to record. */
export interface AdminActionInput {
  adminId: string;
  action: AdminActionKind;
  subjectUserId?: string | null;
  subject?: { kind: AuditSubjectKind; id: string } | null;
  note?: string | null;
}

/** Insert one row; `db` is the acting transaction's, so the row exists only if the action does. */
export async function insertAdminAction(db: Db, input: AdminActionInput): Promise<void> {
  await db.insert(adminActions).values({
    id: newId(),
    adminId: input.adminId,
    action: input.action,
    subjectUserId: input.subjectUserId ?? null,
    subjectKind: input.subject?.kind ?? null,
    subjectId: input.subject?.id ?? null,
    note: input.note ?? null,
  });
}

/** A row with the names of the admin and of the person acted on. */
export interface AdminActionRow {
  id: string;
  action: AdminActionKind;
  adminId: string;
  adminName: string;
  subjectUserId: string | null;
  subjectUserName: string | null;
  subjectKind: AuditSubjectKind | null;
  subjectId: string | null;
  note: string | null;
  createdAt: Date;
}

/** Filters of {@link listAdminActions}; `after` is the id of the previous page's last row. */
export interface AdminActionFilter {
  action?: AdminActionKind;
  adminId?: string;
  subjectUserId?: string;
  from?: Date;
  to?: Date;
  after?: string;
  limit: number;
}

const admin = alias(users, 'admin');
const subjectUser = alias(users, 'subject_user');

/** A page of rows, newest first (`created_at`, then id). */
export async function listAdminActions(
  db: Db,
  filter: AdminActionFilter,
): Promise<AdminActionRow[]> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(adminActions.action, filter.action));
  if (filter.adminId) conditions.push(eq(adminActions.adminId, filter.adminId));
  if (filter.subjectUserId) conditions.push(eq(adminActions.subjectUserId, filter.subjectUserId));
  if (filter.from) conditions.push(gte(adminActions.createdAt, filter.from));
  if (filter.to) conditions.push(lt(adminActions.createdAt, filter.to));
  if (filter.after) {
    // Row comparison against the stored row: exact to the microsecond, which a time in the
    // cursor would not be.
    conditions.push(
      sql`(${adminActions.createdAt}, ${adminActions.id}) < (select a.created_at, a.id from ${adminActions} a where a.id = ${filter.after})`,
    );
  }
  const rows = await db
    .select({
      id: adminActions.id,
      action: adminActions.action,
      adminId: adminActions.adminId,
      adminName: admin.name,
      subjectUserId: adminActions.subjectUserId,
      subjectUserName: subjectUser.name,
      subjectKind: adminActions.subjectKind,
      subjectId: adminActions.subjectId,
      note: adminActions.note,
      createdAt: adminActions.createdAt,
    })
    .from(adminActions)
    .innerJoin(admin, eq(admin.id, adminActions.adminId))
    .leftJoin(subjectUser, eq(subjectUser.id, adminActions.subjectUserId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(filter.limit);
  return rows;
}
