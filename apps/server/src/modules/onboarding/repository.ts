import type { UserType } from '@pathwise/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menteeProfiles, onboarding } from './schema.ts';

/**
 * Onboarding data access: the wizard's saved answers and the mentee and mentor profiles its
 * Confirm writes (issue "Onboarding"). The only module code that touches Drizzle for these
 * tables (STYLE.md §5); every function takes the pool's `db` or a transaction's.
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

/** What the bio and about steps give both profiles. Empty optional texts are stored as null. */
export interface ProfileBase {
  userId: string;
  firstName: string;
  lastName: string;
  contactEmail: string | null;
  location: string | null;
  institution: string | null;
  bioRole: string | null;
  domain: string | null;
  about: string;
}

/** A mentee profile's columns (docs/product.md#3-data). */
export interface MenteeProfileInput extends ProfileBase {
  experience: string;
  timeline: string;
  numberOfSessions: number;
  frequency: number;
  period: string;
  skills: string[];
  traits: string[];
  goal: string;
  goalOther: string | null;
}

/** Create or replace the mentee profile. */
export async function upsertMenteeProfile(db: Db, input: MenteeProfileInput): Promise<void> {
  await db
    .insert(menteeProfiles)
    .values(input)
    .onConflictDoUpdate({
      target: menteeProfiles.userId,
      set: { ...input, updatedAt: sql`now()` },
    });
}

/** What Settings (Languages, Goals) reads of a mentee profile (issue 12). */
export interface MenteeSettingsRecord {
  languages: string[];
  goal: string;
  goalOther: string | null;
}

/** The settings columns of `userId`'s mentee profile, or null without one. */
export async function findMenteeSettings(
  db: Db,
  userId: string,
): Promise<MenteeSettingsRecord | null> {
  const [row] = await db
    .select({
      languages: menteeProfiles.languages,
      goal: menteeProfiles.goal,
      goalOther: menteeProfiles.goalOther,
    })
    .from(menteeProfiles)
    .where(eq(menteeProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Change some settings columns of `userId`'s mentee profile; false when there is none. */
export async function updateMenteeSettings(
  db: Db,
  userId: string,
  patch: Partial<MenteeSettingsRecord>,
): Promise<boolean> {
  const rows = await db
    .update(menteeProfiles)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(menteeProfiles.userId, userId))
    .returning({ userId: menteeProfiles.userId });
  return rows.length > 0;
}
