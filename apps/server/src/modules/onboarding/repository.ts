import type { UserType } from '@pathwise/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { onboarding } from './schema.ts';

/**
 * Onboarding data access: the wizard's saved answers (docs/product.md#116-every-wizard-step-saved).
 * The profiles its Confirm writes are the profiles module's (ADR 0016). Every function takes
 * the pool's `db` or a transaction's.
 */

/** The onboarding row as stored; `answers` is unchecked here (the service checks it). */
export interface OnboardingRecord {
  userType: UserType | null;
  answers: Record<string, unknown>;
  completedAt: Date | null;
}

const onboardingColumns = {
  userType: onboarding.userType,
  answers: onboarding.answers,
  completedAt: onboarding.completedAt,
};

/** The user's onboarding row, or null before the first save. */
export async function findOnboarding(db: Db, userId: string): Promise<OnboardingRecord | null> {
  const [row] = await db
    .select(onboardingColumns)
    .from(onboarding)
    .where(eq(onboarding.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The user's onboarding row, created empty if missing, locked until the transaction ends so
 * that two saves of one user run one after the other (last write wins, nothing is lost).
 */
export async function lockOnboarding(db: Db, userId: string): Promise<OnboardingRecord> {
  await db.insert(onboarding).values({ userId }).onConflictDoNothing();
  const [row] = await db
    .select(onboardingColumns)
    .from(onboarding)
    .where(eq(onboarding.userId, userId))
    .for('update');
  return row!;
}

/** Replace the role and the answers. */
export async function updateOnboarding(
  db: Db,
  userId: string,
  input: { userType: UserType | null; answers: Record<string, unknown> },
): Promise<void> {
  await db
    .update(onboarding)
    .set({ userType: input.userType, answers: input.answers, updatedAt: sql`now()` })
    .where(eq(onboarding.userId, userId));
}

/** Mark onboarding finished (keeps the first completion time). */
export async function markOnboardingCompleted(db: Db, userId: string): Promise<void> {
  await db
    .update(onboarding)
    .set({ completedAt: sql`coalesce(${onboarding.completedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(onboarding.userId, userId));
}
