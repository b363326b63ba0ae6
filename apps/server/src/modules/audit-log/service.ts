import {
  AUDIT_LOG_PAGE_SIZE,
  type AuditLogEntry,
  type AuditLogPage,
  type AuditLogQuery,
} from '@pathwise/contracts';
import type { Database, Db } from '../../db/client.ts';
import {
  insertAdminAction,
  listAdminActions,
  type AdminActionInput,
  type AdminActionRow,
} from './repository.ts';

/**
 * The audit log (docs/product.md#145-audit-log): every admin action is one row, recorded by
 * the module that acts, in the action's transaction; admins read it page by page. Nothing
 * changes or deletes a row.
 */
export type AuditLogService = ReturnType<typeof createAuditLogService>;
export type { AdminActionInput };

function toEntry(row: AdminActionRow): AuditLogEntry {
  return {
    id: row.id,
    action: row.action,
    admin: { id: row.adminId, name: row.adminName },
    subjectUser:
      row.subjectUserId === null ? null : { id: row.subjectUserId, name: row.subjectUserName! },
    subject:
      row.subjectKind === null || row.subjectId === null
        ? null
        : { kind: row.subjectKind, id: row.subjectId },
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createAuditLogService(deps: { database: Database }) {
  return {
    /**
     * Record one admin action. `db` must be the acting transaction's handle, so the row
     * commits with the action or not at all.
     */
    record(db: Db, input: AdminActionInput): Promise<void> {
      return insertAdminAction(db, input);
    },

    /**
     * `GET /api/admin/audit-log`: {@link AUDIT_LOG_PAGE_SIZE} rows, newest first, filtered;
     * `nextCursor` is the last row's id (an unknown one gives an empty page).
     */
    async list(query: AuditLogQuery): Promise<AuditLogPage> {
      const rows = await listAdminActions(deps.database.db, {
        action: query.action,
        adminId: query.adminId,
        subjectUserId: query.subjectUserId,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        after: query.cursor,
        limit: AUDIT_LOG_PAGE_SIZE + 1,
      });
      const page = rows.slice(0, AUDIT_LOG_PAGE_SIZE);
      return {
        entries: page.map(toEntry),
        nextCursor: rows.length > AUDIT_LOG_PAGE_SIZE ? page.at(-1)!.id : null,
      };
    },
  };
}
