import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import {
  AuditLogEntry,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_SUBJECT_KINDS,
} from './moderation.ts';

/**
 * The admin overview, people list and person page (docs/product.md#146-admin-overview): the
 * marketplace's health by week and its members as an admin sees them.
 */

/** How an admin page names a person's role: an ADMIN_EMAILS address is `admin`. */
export const PERSON_ROLES = ['mentee', 'mentor', 'admin'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

/** A person's standing: suspended wins over delisted (an approved mentor hidden by an admin). */
export const PERSON_STATUSES = ['active', 'suspended', 'delisted'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/** People a page of the list. */
export const PEOPLE_PAGE_SIZE = 20;

/** `GET /api/admin/people` query: search by name or email (trimmed, any case), filters, page. */
export const AdminPeopleQuery = lazySchema(() =>
  z.object({
    q: z.string().trim().max(254).optional(),
    role: z.enum(PERSON_ROLES).optional(),
    status: z.enum(PERSON_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  }),
);
export type AdminPeopleQuery = z.infer<typeof AdminPeopleQuery>;

/** One person in the list. `role` is null before the role step of onboarding. */
export const AdminPersonRow = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(PERSON_ROLES).nullable(),
    status: z.enum(PERSON_STATUSES),
    /** When the account was made (ISO 8601). */
    joinedAt: z.string(),
    /** Sessions held, as mentor or mentee. */
    sessionsHeld: z.number().int(),
    /** Open reports about this person. */
    openReports: z.number().int(),
  }),
);
export type AdminPersonRow = z.infer<typeof AdminPersonRow>;

export const AdminPeoplePage = lazySchema(() =>
  z.object({
    items: z.array(AdminPersonRow),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type AdminPeoplePage = z.infer<typeof AdminPeoplePage>;

/** A session on a person's admin page. */
export const AdminPersonSession = lazySchema(() =>
  z.object({
    id: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    status: z.enum(['pending', 'confirmed', 'cancelled', 'declined', 'expired']),
    /** The person's side of it. */
    as: z.enum(['mentor', 'mentee']),
    other: z.object({ id: z.string(), name: z.string() }),
    /** Someone was marked absent. */
    missed: z.boolean(),
  }),
);
export type AdminPersonSession = z.infer<typeof AdminPersonSession>;

/** `GET /api/admin/people/:id`: the person, the reports about them, actions, sessions. */
export const AdminPerson = lazySchema(() =>
  AdminPersonRow.extend({
    timeZone: z.string().nullable(),
    /** Their mentor application's state, null for someone who never applied. */
    mentor: z
      .object({
        status: z.enum(['pending', 'approved', 'declined']),
        delistedAt: z.string().nullable(),
        delistReason: z.string().nullable(),
      })
      .nullable(),
    /** The current suspension, null when none. `until` null: until an admin lifts it. */
    suspension: z
      .object({ since: z.string(), until: z.string().nullable(), reason: z.string().nullable() })
      .nullable(),
    /** Reports about them, newest first (at most 50). */
    reports: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(REPORT_SUBJECT_KINDS),
        reason: z.enum(REPORT_REASONS),
        status: z.enum(REPORT_STATUSES),
        createdAt: z.string(),
      }),
    ),
    /** The latest admin actions on them (the audit log's first page for this person). */
    actions: z.array(AuditLogEntry),
    /** Their next sessions, soonest first, and their latest past ones, newest first (10 each). */
    upcomingSessions: z.array(AdminPersonSession),
    recentSessions: z.array(AdminPersonSession),
  }),
);
export type AdminPerson = z.infer<typeof AdminPerson>;

/** Weeks the overview shows: this one and the twelve before it. */
export const OVERVIEW_WEEKS = 13;

/** One week of the overview, Monday to Sunday in the admin's zone. Medians in hours, null without data. */
export const OverviewWeek = lazySchema(() =>
  z.object({
    /** The Monday it starts on, `YYYY-MM-DD` in the admin's zone. */
    week: z.string(),
    signupsMentees: z.number().int(),
    signupsMentors: z.number().int(),
    applicationsDecided: z.number().int(),
    medianDecisionHours: z.number().nullable(),
    sessionsBooked: z.number().int(),
    sessionsHeld: z.number().int(),
    sessionsCancelled: z.number().int(),
    sessionsMissed: z.number().int(),
    messagesSent: z.number().int(),
    reportsResolved: z.number().int(),
    medianResolutionHours: z.number().nullable(),
  }),
);
export type OverviewWeek = z.infer<typeof OverviewWeek>;

/** `GET /api/admin/overview`: the weeks, oldest first (the last is this week), and what waits now. */
export const AdminOverview = lazySchema(() =>
  z.object({
    /** The IANA zone the weeks were cut in: the admin's, else UTC. */
    timeZone: z.string(),
    weeks: z.array(OverviewWeek),
    applicationsWaiting: z.number().int(),
    openReports: z.number().int(),
  }),
);
export type AdminOverview = z.infer<typeof AdminOverview>;
