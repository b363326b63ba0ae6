import type { Plan } from '@pathwise/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newId } from '../../lib/crypto.ts';
import { mentorPlans } from './schema.ts';

/**
 * A mentor's own plans and intake settings (Settings → Mentee Management, docs/product.md#1115-settings-that-save). Plans
 * with `archived_at` set are kept for the bookings and balances that opened them; they hold
 * negative positions so that the unique `(mentor_id, position)` leaves their place free for
 * the plan that replaces them. Every function takes the pool's `db` or a transaction's.
 */

/** A stored plan as the mentor's settings read it. */
export interface PlanRow {
  id: string;
  position: number;
  name: string;
  priceMinor: number;
  currency: string;
  sessions: number;
  deliverables: string | null;
}

const planColumns = {
  id: mentorPlans.id,
  position: mentorPlans.position,
  name: mentorPlans.name,
  priceMinor: mentorPlans.priceMinor,
  currency: mentorPlans.currency,
  sessions: mentorPlans.sessions,
  deliverables: mentorPlans.deliverables,
};

/**
 * Lock the mentor's profile row until `db`'s transaction ends, so that plan changes of one
 * mentor happen one at a time (positions, the first plan, the most plans). False when the
 * user has no mentor profile.
 */
export async function lockMentor(db: Db, mentorId: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from mentor_profiles where user_id = ${mentorId} for update`,
  );
  return result.rows.length > 0;
}

/** The mentor's current (not archived) plans, in their order. */
export async function listCurrentPlans(db: Db, mentorId: string): Promise<PlanRow[]> {
  return db
    .select(planColumns)
    .from(mentorPlans)
    .where(and(eq(mentorPlans.mentorId, mentorId), isNull(mentorPlans.archivedAt)))
    .orderBy(asc(mentorPlans.position));
}

/** Insert a current plan at `position`; returns its id. */
export async function insertPlan(
  db: Db,
  mentorId: string,
  position: number,
  plan: Plan,
): Promise<string> {
  const id = newId();
  await db.insert(mentorPlans).values({
    id,
    mentorId,
    position,
    name: plan.name,
    priceMinor: plan.priceMinor,
    currency: plan.currency,
    sessions: plan.sessions,
    deliverables: plan.deliverables ? plan.deliverables : null,
  });
  return id;
}

/** Change a plan's terms in place (only for a plan no mentee has opened). */
export async function updatePlan(db: Db, mentorId: string, id: string, plan: Plan): Promise<void> {
  await db
    .update(mentorPlans)
    .set({
      name: plan.name,
      priceMinor: plan.priceMinor,
      currency: plan.currency,
      sessions: plan.sessions,
      deliverables: plan.deliverables ? plan.deliverables : null,
    })
    .where(and(eq(mentorPlans.mentorId, mentorId), eq(mentorPlans.id, id)));
}

/**
 * Archive a plan: `archived_at` now, and a negative position below every other of the
 * mentor's plans, freeing its place. Its terms never change again.
 */
export async function archivePlan(db: Db, mentorId: string, id: string): Promise<void> {
  await db.execute(sql`
    update mentor_plans
    set archived_at = now(),
        position = (select least(min(position), 0) - 1 from mentor_plans where mentor_id = ${mentorId})
    where mentor_id = ${mentorId} and id = ${id}`);
}

/** Delete a plan no mentee has opened. */
export async function deletePlan(db: Db, mentorId: string, id: string): Promise<void> {
  await db
    .delete(mentorPlans)
    .where(and(eq(mentorPlans.mentorId, mentorId), eq(mentorPlans.id, id)));
}

/**
 * A plan of the mentor's, archived or not, by id: the booking path's look-up (archived plans
 * stay bookable for mentees with sessions left in them).
 */
export async function findPlan(
  db: Db,
  mentorId: string,
  id: string,
): Promise<(PlanRow & { archived: boolean }) | null> {
  const [row] = await db
    .select({ ...planColumns, archivedAt: mentorPlans.archivedAt })
    .from(mentorPlans)
    .where(and(eq(mentorPlans.mentorId, mentorId), eq(mentorPlans.id, id)));
  if (!row) return null;
  const { archivedAt, ...plan } = row;
  return { ...plan, archived: archivedAt !== null };
}

/** The mentor's archived plans with the given ids (a mentee's open packages). */
export async function findArchivedPlans(
  db: Db,
  mentorId: string,
  ids: string[],
): Promise<PlanRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(planColumns)
    .from(mentorPlans)
    .where(
      and(
        eq(mentorPlans.mentorId, mentorId),
        inArray(mentorPlans.id, ids),
        isNotNull(mentorPlans.archivedAt),
      ),
    )
    .orderBy(asc(mentorPlans.position));
}
