import type { MentorApplication, MentorPlan, MentorStatus, Plan } from '@pathwise/contracts';
import { and, arrayOverlaps, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { newId } from '../../lib/crypto.ts';
import { users } from '../account/schema.ts';
import { mentorProfiles } from '../profiles/schema.ts';
import { mentorPlans } from './schema.ts';

/**
 * Mentor applications as admins review them (docs/product.md#121-mentor-vetting): reads of
 * `mentor_profiles` (the profiles module's, ADR 0016, which alone writes it) and the plans
 * this module owns. Columns are selected explicitly; every function takes the pool's `db` or
 * a transaction's.
 */

const reviewers = alias(users, 'reviewers');

const applicationColumns = {
  userId: mentorProfiles.userId,
  accountEmail: users.email,
  accountName: users.name,
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
  yearsExperience: mentorProfiles.yearsExperience,
  goal: mentorProfiles.goal,
  goalOther: mentorProfiles.goalOther,
  status: mentorProfiles.status,
  declineReason: mentorProfiles.declineReason,
  submittedAt: mentorProfiles.submittedAt,
  reviewedAt: mentorProfiles.reviewedAt,
  reviewerEmail: reviewers.email,
  delistedAt: mentorProfiles.delistedAt,
  delistReason: mentorProfiles.delistReason,
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
    ...(row as unknown as Omit<
      MentorApplication,
      'plans' | 'submittedAt' | 'reviewedAt' | 'delistedAt'
    >),
    plans,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    delistedAt: row.delistedAt ? row.delistedAt.toISOString() : null,
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

/** Replace a mentor's plans with `plans`, keeping their order. */
export async function replaceMentorPlans(db: Db, mentorId: string, plans: Plan[]): Promise<void> {
  await db.delete(mentorPlans).where(eq(mentorPlans.mentorId, mentorId));
  if (plans.length === 0) return;
  await db.insert(mentorPlans).values(
    plans.map((p, position) => ({
      id: newId(),
      mentorId,
      position,
      name: p.name,
      priceMinor: p.priceMinor,
      currency: p.currency,
      sessions: p.sessions,
      deliverables: p.deliverables ? p.deliverables : null,
    })),
  );
}

/**
 * Up to `limit` approved demo mentors (mentor_profiles.is_demo) with any of `skills` or
 * `niches`, in an order that is fixed per `seed` but differs between seeds, so that circles
 * do not all get the same mentors. Used by the demo seeder only.
 */
export async function pickDemoMentors(
  db: Db,
  match: { skills?: string[]; niches?: string[] },
  seed: string,
  limit: number,
): Promise<string[]> {
  const wanted: SQL[] = [];
  if (match.skills?.length) wanted.push(arrayOverlaps(mentorProfiles.skills, match.skills));
  if (match.niches?.length) wanted.push(inArray(mentorProfiles.niche, match.niches));
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: mentorProfiles.userId })
    .from(mentorProfiles)
    .where(
      and(eq(mentorProfiles.isDemo, true), eq(mentorProfiles.status, 'approved'), or(...wanted)),
    )
    .orderBy(sql`md5(${mentorProfiles.userId} || ${seed})`)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Every approved demo mentor's id, in a stable order (the demo seed's availability). */
export async function listApprovedDemoMentors(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: mentorProfiles.userId })
    .from(mentorProfiles)
    .where(and(eq(mentorProfiles.isDemo, true), eq(mentorProfiles.status, 'approved')))
    .orderBy(mentorProfiles.submittedAt, mentorProfiles.userId);
  return rows.map((r) => r.id);
}
