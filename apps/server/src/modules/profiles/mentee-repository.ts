import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menteeProfiles } from './schema.ts';

/**
 * `mentee_profiles`, the one repository that writes it (ADR 0016): the profile onboarding
 * writes when a mentee finishes, and what Settings edits. Every function takes the pool's
 * `db` or a transaction's.
 */

/** The Settings → Profile columns (docs/product.md#1115-settings-that-save). */
export interface MenteeOwnProfile {
  firstName: string;
  lastName: string;
  photoPath: string | null;
  headline: string | null;
  company: string | null;
  employmentStatus: string | null;
  industry: string | null;
  about: string;
  skills: string[];
  languages: string[];
  profileLinks: Record<string, string>;
}

/** What Save Changes writes (the photo has its own calls, languages their own tab). */
export type MenteeProfileUpdate = Omit<
  MenteeOwnProfile,
  'firstName' | 'lastName' | 'photoPath' | 'languages'
>;

/** The mentee's profile, or null when `userId` has none (onboarding not finished). */
export async function findOwnMenteeProfile(
  db: Db,
  userId: string,
): Promise<MenteeOwnProfile | null> {
  const [row] = await db
    .select({
      firstName: menteeProfiles.firstName,
      lastName: menteeProfiles.lastName,
      photoPath: menteeProfiles.photoPath,
      headline: menteeProfiles.headline,
      company: menteeProfiles.company,
      employmentStatus: menteeProfiles.employmentStatus,
      industry: menteeProfiles.industry,
      about: menteeProfiles.about,
      skills: menteeProfiles.skills,
      languages: menteeProfiles.languages,
      profileLinks: menteeProfiles.profileLinks,
    })
    .from(menteeProfiles)
    .where(eq(menteeProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** What Settings (Languages, Goals) reads of a mentee profile. */
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

/** The columns a change of an existing mentee profile may set (never its key). */
export type MenteeProfilePatch = Partial<
  Omit<typeof menteeProfiles.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>
>;

/** Change some columns of `userId`'s mentee profile; false when there is none. */
export async function updateMenteeProfile(
  db: Db,
  userId: string,
  patch: MenteeProfilePatch,
): Promise<boolean> {
  const rows = await db
    .update(menteeProfiles)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(menteeProfiles.userId, userId))
    .returning({ id: menteeProfiles.userId });
  return rows.length > 0;
}

/** A mentee profile's columns as onboarding writes them (docs/product.md#3-data). */
export interface MenteeProfileInput {
  userId: string;
  firstName: string;
  lastName: string;
  contactEmail: string | null;
  location: string | null;
  institution: string | null;
  bioRole: string | null;
  domain: string | null;
  about: string;
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
