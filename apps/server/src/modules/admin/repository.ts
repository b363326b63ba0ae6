import type { MentorApplication, MentorPlan, MentorStatus } from '@pathwise/contracts';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { mentorPlans, mentorProfiles, users } from '../../db/schema.ts';

/**
 * Mentor applications as admins review them (PRODUCT-DECISIONS "Mentor vetting"). The only
 * code of this module that touches Drizzle (STYLE.md §5); columns are selected explicitly.
 */

const reviewers = alias(users, 'reviewers');

const applicationColumns = {
  userId: mentorProfiles.userId,
  accountEmail: users.email,
  accountName: users.name,
  firstName: mentorProfiles.firstName,
  lastName: mentorProfiles.lastName,
  contactEmail: mentorProfiles.contactEmail,
  location: mentorProfiles.location,
  institution: mentorProfiles.institution,
  bioRole: mentorProfiles.bioRole,
  domain: mentorProfiles.domain,
  about: mentorProfiles.about,
  niche: mentorProfiles.niche,
  skillsText: mentorProfiles.skillsText,
  expertOptIn: mentorProfiles.expertOptIn,
  certification: mentorProfiles.certification,
  certificationOther: mentorProfiles.certificationOther,
  clientsCount: mentorProfiles.clientsCount,
  goal: mentorProfiles.goal,
  goalOther: mentorProfiles.goalOther,
  status: mentorProfiles.status,
  declineReason: mentorProfiles.declineReason,
  submittedAt: mentorProfiles.submittedAt,
  reviewedAt: mentorProfiles.reviewedAt,
  reviewerEmail: reviewers.email,
};

function baseQuery(db: Db) {
  return db
    .select(applicationColumns)
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .leftJoin(reviewers, eq(reviewers.id, mentorProfiles.reviewedBy));
}

type ApplicationRow = Awaited<ReturnType<typeof baseQuery>>[number];

/** Plans of several mentors, each list in the mentor's order. */
async function plansOf(db: Db, mentorIds: string[]): Promise<Map<string, MentorPlan[]>> {
  const byMentor = new Map<string, MentorPlan[]>(mentorIds.map((id) => [id, []]));
  if (mentorIds.length === 0) return byMentor;
  const rows = await db
    .select({
      mentorId: mentorPlans.mentorId,
      name: mentorPlans.name,
      priceMinor: mentorPlans.priceMinor,
      currency: mentorPlans.currency,
      sessions: mentorPlans.sessions,
      deliverables: mentorPlans.deliverables,
    })
    .from(mentorPlans)
    .where(inArray(mentorPlans.mentorId, mentorIds))
    .orderBy(asc(mentorPlans.mentorId), asc(mentorPlans.position));
  for (const { mentorId, ...plan } of rows) byMentor.get(mentorId)?.push(plan);
  return byMentor;
}

/**
 * Rows as the contract's shape. Enum columns hold only the contracts' slugs (they were
 * written from parsed answers); the route's response schema checks them again.
 */
function toApplication(row: ApplicationRow, plans: MentorPlan[]): MentorApplication {
  return {
    ...(row as unknown as Omit<MentorApplication, 'plans' | 'submittedAt' | 'reviewedAt'>),
    plans,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

/**
 * One page of applications with `status` (or all), pending first, then the most recently
 * submitted; with the number of all that match.
 */
export async function listApplications(
  db: Db,
  query: { status: MentorStatus | 'all'; page: number; pageSize: number },
): Promise<{ items: MentorApplication[]; total: number }> {
  const where = query.status === 'all' ? undefined : eq(mentorProfiles.status, query.status);
  const rows = await baseQuery(db)
    .where(where)
    .orderBy(
      sql`case when ${mentorProfiles.status} = 'pending' then 0 else 1 end`,
      desc(mentorProfiles.submittedAt),
      asc(mentorProfiles.userId),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await db.select({ n: count() }).from(mentorProfiles).where(where);
  const plans = await plansOf(
    db,
    rows.map((r) => r.userId),
  );
  return {
    items: rows.map((r) => toApplication(r, plans.get(r.userId) ?? [])),
    total: counted?.n ?? 0,
  };
}

/** One application, or null. */
export async function findApplication(db: Db, userId: string): Promise<MentorApplication | null> {
  const [row] = await baseQuery(db).where(eq(mentorProfiles.userId, userId)).limit(1);
  if (!row) return null;
  const plans = await plansOf(db, [userId]);
  return toApplication(row, plans.get(userId) ?? []);
}

/** An application's status, locked until the transaction ends (one decision at a time). */
export async function lockApplicationStatus(db: Db, userId: string): Promise<MentorStatus | null> {
  const [row] = await db
    .select({ status: mentorProfiles.status })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.userId, userId))
    .for('update');
  return row?.status ?? null;
}

/** Record an admin's decision, now. `declineReason` only for a decline. */
export async function recordDecision(
  db: Db,
  userId: string,
  input: { status: 'approved' | 'declined'; reviewerId: string; declineReason: string | null },
): Promise<void> {
  await db
    .update(mentorProfiles)
    .set({
      status: input.status,
      declineReason: input.declineReason,
      reviewedAt: sql`now()`,
      reviewedBy: input.reviewerId,
      updatedAt: sql`now()`,
    })
    .where(eq(mentorProfiles.userId, userId));
}
