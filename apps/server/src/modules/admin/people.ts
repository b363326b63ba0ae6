import {
  PEOPLE_PAGE_SIZE,
  type AdminPeoplePage,
  type AdminPeopleQuery,
  type AdminPerson,
  type AdminPersonRow,
  type AdminPersonSession,
} from '@pathwise/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  findPersonAccount,
  searchPeople,
  type PersonAccountRow,
} from '../account/admin-figures.ts';
import type { AuditLogService } from '../audit-log/service.ts';
import {
  heldSessionCounts,
  sessionsOfPerson,
  type PersonBookingRow,
} from '../bookings/admin-figures.ts';
import { delistedMentorIds, mentorStateOf } from '../profiles/admin-figures.ts';
import type { ProfilesService } from '../profiles/service.ts';
import { openReportCounts, reportsOnPerson } from '../reports/admin-figures.ts';

/** Sessions of each kind on a person's page, and reports. */
const PERSON_SESSIONS = 10;
const PERSON_REPORTS = 50;

/**
 * The people list and a person's admin page (docs/product.md#146-admin-overview), read from
 * the modules that own each fact: the account (name, email, role, suspension), profiles
 * (delisting), bookings (sessions), reports and the audit log.
 */
export function createPeopleService(deps: {
  database: Database;
  adminEmails: ReadonlySet<string>;
  profiles: Pick<ProfilesService, 'people'>;
  auditLog: Pick<AuditLogService, 'list'>;
}) {
  const { db } = deps.database;
  const adminEmails = [...deps.adminEmails];

  async function withCounts(rows: PersonAccountRow[]): Promise<AdminPersonRow[]> {
    const ids = rows.map((r) => r.id);
    const [held, reports] = await Promise.all([
      heldSessionCounts(db, ids),
      openReportCounts(db, ids),
    ]);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      role: r.role,
      status: r.status,
      joinedAt: r.joinedAt.toISOString(),
      sessionsHeld: held.get(r.id) ?? 0,
      openReports: reports.get(r.id) ?? 0,
    }));
  }

  return {
    /**
     * `GET /api/admin/people`: {@link PEOPLE_PAGE_SIZE} people a page, newest account first,
     * matching `q` in the name or email (trimmed, any case) and the role and status filters.
     */
    async list(query: AdminPeopleQuery): Promise<AdminPeoplePage> {
      const { rows, total } = await searchPeople(db, {
        q: query.q,
        role: query.role,
        status: query.status,
        adminEmails,
        delistedIds: await delistedMentorIds(db),
        limit: PEOPLE_PAGE_SIZE,
        offset: (query.page - 1) * PEOPLE_PAGE_SIZE,
      });
      return {
        items: await withCounts(rows),
        total,
        page: query.page,
        pageSize: PEOPLE_PAGE_SIZE,
      };
    },

    /**
     * `GET /api/admin/people/:id`: the person with their mentor state, suspension, the reports
     * about them, the latest admin actions on them and their sessions.
     * @throws AppError 404 `user_not_found`.
     */
    async find(id: string): Promise<AdminPerson> {
      const account = await findPersonAccount(db, id, adminEmails, await delistedMentorIds(db));
      if (!account) throw new AppError('user_not_found', 'No person with this id.');
      const [[row], mentor, reports, actions, sessions] = await Promise.all([
        withCounts([account]),
        mentorStateOf(db, id),
        reportsOnPerson(db, id, PERSON_REPORTS),
        deps.auditLog.list({ subjectUserId: id }),
        sessionsOfPerson(db, id, PERSON_SESSIONS),
      ]);
      const others = await deps.profiles.people(
        [...sessions.upcoming, ...sessions.recent].map((s) => s.otherId),
      );
      const session = (s: PersonBookingRow): AdminPersonSession => ({
        id: s.id,
        startsAt: s.startsAt.toISOString(),
        endsAt: s.endsAt.toISOString(),
        status: s.status,
        as: s.as,
        other: { id: s.otherId, name: others.get(s.otherId)?.name ?? '' },
        missed: s.missed,
      });
      const suspended = account.status === 'suspended' && account.suspendedAt;
      return {
        ...row!,
        timeZone: account.timeZone,
        mentor: mentor && {
          status: mentor.status,
          delistedAt: mentor.delistedAt?.toISOString() ?? null,
          delistReason: mentor.delistReason,
        },
        suspension: suspended
          ? {
              since: suspended.toISOString(),
              until: account.suspendedUntil?.toISOString() ?? null,
              reason: account.suspensionReason,
            }
          : null,
        reports: reports.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        actions: actions.entries,
        upcomingSessions: sessions.upcoming.map(session),
        recentSessions: sessions.recent.map(session),
      };
    },
  };
}
