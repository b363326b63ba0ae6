import type { ReportReason, ReportStatus, ReportSubjectKind } from '@pathwise/contracts';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';

/**
 * The reports module's figures for the admin pages (docs/product.md#146-admin-overview): reads
 * of `reports`, never writes.
 */

/** Open reports about each of `ids`; ids without any are left out. */
export async function openReportCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  const rows = await prepared<{ id: string; n: number }>(
    db,
    'admin_open_report_counts',
    `select subject_user_id as id, count(*)::int as n from reports
     where status = 'open' and subject_user_id = any($1::text[])
     group by 1`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** How many reports are open now. */
export async function countOpenReports(db: Db): Promise<number> {
  const [row] = await prepared<{ n: number }>(
    db,
    'admin_open_reports',
    `select count(*)::int as n from reports where status = 'open'`,
    [],
  );
  return row?.n ?? 0;
}

/** A report about a person, as their admin page lists it. */
export interface ReportOnPersonRow {
  id: string;
  kind: ReportSubjectKind;
  reason: ReportReason;
  status: ReportStatus;
  createdAt: Date;
}

/** The latest `limit` reports about `userId`, newest first, with their status. */
export async function reportsOnPerson(
  db: Db,
  userId: string,
  limit: number,
): Promise<ReportOnPersonRow[]> {
  return prepared(
    db,
    'admin_reports_on_person',
    `select id, subject_kind as kind, reason, status, created_at as "createdAt" from reports
     where subject_user_id = $1 order by created_at desc, id limit $2`,
    [userId, limit],
  );
}

/**
 * Reports resolved by week of `timeZone` (weeks start Monday) since `from` (a Monday
 * `YYYY-MM-DD`), with the median hours from report to resolution.
 */
export async function resolutionsByWeek(
  db: Db,
  timeZone: string,
  from: string,
): Promise<{ week: string; resolved: number; medianHours: number | null }[]> {
  return prepared(
    db,
    'admin_resolutions_by_week',
    `select to_char(date_trunc('week', resolved_at at time zone $1), 'YYYY-MM-DD') as week,
       count(*)::int as resolved,
       (percentile_cont(0.5) within group (
          order by extract(epoch from resolved_at - created_at)) / 3600)::float8 as "medianHours"
     from reports
     where resolved_at is not null and resolved_at >= ($2::date::timestamp at time zone $1)
     group by 1`,
    [timeZone, from],
  );
}
