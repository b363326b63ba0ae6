import type { MenteeIntake, MentorStatus } from '@pathwise/contracts';
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
import { mentorProfiles } from './schema.ts';

/**
 * `mentor_profiles`, the one repository that writes it (ADR 0016): the profile onboarding
 * submits, what Settings edits, the review state admins set, the ratings reviews give and the
 * intake settings. Every write raises the directory version (statement trigger of migration
 * `mentor_directory_version`), so the directory and `GET /api/mentors/:id` show it at once.
 * Every function takes the pool's `db` or a transaction's.
 */

/** The Settings → Profile columns (docs/product.md#1115-settings-that-save). */
export interface MentorOwnProfile extends OwnProfileBase {
  yearsExperience: number | null;
  status: MentorStatus;
}

/** What Save Changes writes (the photo has its own calls). */
export type MentorProfileUpdate = Omit<MentorOwnProfile, 'photoPath' | 'languages' | 'status'>;

const ownColumns = {
  ...ownProfileColumns(mentorProfiles),
  yearsExperience: mentorProfiles.yearsExperience,
  status: mentorProfiles.status,
};

/** The mentor's profile, or null when `userId` has no mentor profile. */
export async function findOwnProfile(db: Db, userId: string): Promise<MentorOwnProfile | null> {
  const [row] = await db
    .select(ownColumns)
    .from(mentorProfiles)
    .where(eq(mentorProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** What Settings (Languages, Goals, Expertise & Domains) reads of a mentor profile. */
export interface MentorSettingsRecord extends SettingsBase {
  niche: string;
  skillsText: string;
  certification: string;
  certificationOther: string | null;
  expertOptIn: boolean;
}

/** The settings columns of `userId`'s mentor profile, or null without one. */
export async function findMentorSettings(
  db: Db,
  userId: string,
): Promise<MentorSettingsRecord | null> {
  const [row] = await db
    .select({
      ...settingsColumns(mentorProfiles),
      niche: mentorProfiles.niche,
      skillsText: mentorProfiles.skillsText,
      certification: mentorProfiles.certification,
      certificationOther: mentorProfiles.certificationOther,
      expertOptIn: mentorProfiles.expertOptIn,
    })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** The mentor's intake settings, or null without a mentor profile. */
export async function findIntake(db: Db, mentorId: string): Promise<MenteeIntake | null> {
  const [row] = await db
    .select({
      acceptingNewMentees: mentorProfiles.acceptingNewMentees,
      maxActiveMentees: mentorProfiles.maxActiveMentees,
    })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.userId, mentorId));
  return row ?? null;
}

/** A mentor application's review state, or null when the user has no mentor profile. */
export async function findMentorReview(
  db: Db,
  userId: string,
): Promise<{
  status: MentorStatus;
  declineReason: string | null;
  delistedAt: Date | null;
  suspended: boolean;
} | null> {
  const [row] = await db
    .select({
      status: mentorProfiles.status,
      declineReason: mentorProfiles.declineReason,
      delistedAt: mentorProfiles.delistedAt,
      // Suspended now (docs/product.md#143-moderation-and-suspension): the account's state.
      suspended: sql<boolean>`exists (select 1 from users su where su.id = ${mentorProfiles.userId}
        and su.suspended_at is not null
        and (su.suspended_until is null or su.suspended_until > now()))`,
    })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** An application's status, locked until the transaction ends (one decision at a time). */
export async function lockMentorStatus(db: Db, userId: string): Promise<MentorStatus | null> {
  const [row] = await db
    .select({ status: mentorProfiles.status })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.userId, userId))
    .for('update');
  return row?.status ?? null;
}

/**
 * The review status and whether the mentor is delisted, locked until the transaction ends (one
 * listing change at a time; docs/product.md#144-the-mentor-lifecycle); null without a profile.
 */
export async function lockMentorListing(
  db: Db,
  userId: string,
): Promise<{ status: MentorStatus; delisted: boolean } | null> {
  const [row] = await db
    .select({
      status: mentorProfiles.status,
      delisted: sql<boolean>`${mentorProfiles.delistedAt} is not null`,
    })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.userId, userId))
    .for('update');
  return row ?? null;
}

/**
 * Delist the mentor now with `reason`, or relist them (`null`): docs/product.md#144-the-mentor-lifecycle.
 * Like every write here it raises the directory version, so the directory drops or shows
 * them at once (ADR 0007).
 */
export async function recordListing(
  db: Db,
  userId: string,
  delisted: { reason: string } | null,
): Promise<void> {
  await db
    .update(mentorProfiles)
    .set({
      delistedAt: delisted ? sql`now()` : null,
      delistReason: delisted?.reason ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(mentorProfiles.userId, userId));
}

/** The columns a change of an existing mentor profile may set (never its key). */
export type MentorProfilePatch = Partial<
  Omit<typeof mentorProfiles.$inferInsert, 'userId' | 'createdAt' | 'updatedAt' | 'searchVector'>
>;

/** Change some columns of `userId`'s mentor profile; false when there is none. */
export function updateMentorProfile(
  db: Db,
  userId: string,
  patch: MentorProfilePatch,
): Promise<boolean> {
  return updateRow(db, mentorProfiles, userId, patch);
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

/**
 * A mentor profile's columns as onboarding submits them (docs/product.md#3-data), without the
 * review state. Empty optional texts are stored as null.
 */
export interface MentorProfileInput extends ProfileBase {
  niche: string;
  skillsText: string;
  expertOptIn: boolean;
  certification: string;
  certificationOther: string | null;
  clientsCount: number;
  goal: string;
  goalOther: string | null;
}

/**
 * Create the mentor profile, or replace it on a resubmission: either way the application is
 * `pending` again, submitted now, with the previous review cleared
 * (docs/product.md#121-mentor-vetting).
 */
export async function submitMentorProfile(db: Db, input: MentorProfileInput): Promise<void> {
  const review = {
    status: 'pending' as const,
    declineReason: null,
    submittedAt: sql`now()`,
    reviewedAt: null,
    reviewedBy: null,
  };
  await db
    .insert(mentorProfiles)
    .values({ ...input, ...review })
    .onConflictDoUpdate({
      target: mentorProfiles.userId,
      set: { ...input, ...review, updatedAt: sql`now()` },
    });
}
