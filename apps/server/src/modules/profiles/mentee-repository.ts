import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  ownProfileColumns,
  settingsColumns,
  updateRow,
  type OwnProfileBase,
  type ProfileBase,
  type SettingsBase,
} from './rows-repository.ts';
import { menteeProfiles } from './schema.ts';

/**
 * `mentee_profiles`, the one repository that writes it (ADR 0016): the profile onboarding
 * writes when a mentee finishes, and what Settings edits. Every function takes the pool's
 * `db` or a transaction's.
 */

/** The Settings → Profile columns (docs/product.md#1115-settings-that-save). */
export type MenteeOwnProfile = OwnProfileBase;

/** What Save Changes writes (the photo has its own calls, languages their own tab). */
export type MenteeProfileUpdate = Omit<MenteeOwnProfile, 'photoPath' | 'languages'>;

/** The mentee's profile, or null when `userId` has none (onboarding not finished). */
export async function findOwnMenteeProfile(
  db: Db,
  userId: string,
): Promise<MenteeOwnProfile | null> {
  const [row] = await db
    .select(ownProfileColumns(menteeProfiles))
    .from(menteeProfiles)
    .where(eq(menteeProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** What Settings (Languages, Goals) reads of a mentee profile. */
export type MenteeSettingsRecord = SettingsBase;

/** The settings columns of `userId`'s mentee profile, or null without one. */
export async function findMenteeSettings(
  db: Db,
  userId: string,
): Promise<MenteeSettingsRecord | null> {
  const [row] = await db
    .select(settingsColumns(menteeProfiles))
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
export function updateMenteeProfile(
  db: Db,
  userId: string,
  patch: MenteeProfilePatch,
): Promise<boolean> {
  return updateRow(db, menteeProfiles, userId, patch);
}

/** A mentee profile's columns as onboarding writes them (docs/product.md#3-data). */
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
