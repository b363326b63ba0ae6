import type { MentorPlan, PublicMentor } from '@pathwise/contracts';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mentorPlans, mentorProfiles } from '../../db/schema.ts';

/**
 * The public face of mentor profiles: approved mentors only, public columns only (issue
 * "Onboarding": pending and declined mentors are never listed). The only code of this
 * module that touches Drizzle (STYLE.md §5).
 */

const approved = eq(mentorProfiles.status, 'approved');

const publicColumns = {
  id: mentorProfiles.userId,
  firstName: mentorProfiles.firstName,
  lastName: mentorProfiles.lastName,
  niche: mentorProfiles.niche,
  about: mentorProfiles.about,
  skillsText: mentorProfiles.skillsText,
  certification: mentorProfiles.certification,
  certificationOther: mentorProfiles.certificationOther,
  expertOptIn: mentorProfiles.expertOptIn,
};

function baseQuery(db: Db) {
  return db.select(publicColumns).from(mentorProfiles);
}

type PublicRow = Awaited<ReturnType<typeof baseQuery>>[number];

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
 * The contract's shape; the enum columns hold only the contracts' slugs (written from parsed
 * answers) and the route's response schema checks them again.
 */
function toPublic(row: PublicRow, plans: MentorPlan[]): PublicMentor {
  const { firstName, lastName, ...rest } = row;
  return {
    ...(rest as Omit<PublicMentor, 'name' | 'plans'>),
    name: `${firstName} ${lastName}`.trim(),
    plans,
  };
}

/** One page of approved mentors, the most recently approved first, and how many there are. */
export async function listApprovedMentors(
  db: Db,
  page: { page: number; pageSize: number },
): Promise<{ items: PublicMentor[]; total: number }> {
  const rows = await baseQuery(db)
    .where(approved)
    .orderBy(desc(mentorProfiles.reviewedAt), asc(mentorProfiles.userId))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [counted] = await db.select({ n: count() }).from(mentorProfiles).where(approved);
  const plans = await plansOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => toPublic(r, plans.get(r.id) ?? [])),
    total: counted?.n ?? 0,
  };
}

/** One approved mentor, or null (also for a pending or declined one). */
export async function findApprovedMentor(db: Db, id: string): Promise<PublicMentor | null> {
  const [row] = await baseQuery(db)
    .where(and(approved, eq(mentorProfiles.userId, id)))
    .limit(1);
  if (!row) return null;
  const plans = await plansOf(db, [id]);
  return toPublic(row, plans.get(id) ?? []);
}
