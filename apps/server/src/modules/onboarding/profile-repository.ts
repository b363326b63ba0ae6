import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menteeProfiles } from './schema.ts';

/**
 * A mentee's own profile as Settings → Profile edits it (issue 12): the columns of
 * `mentee_profiles` that the Profile tab shows.
 */

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

const ownColumns = {
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
};

/** The mentee's profile, or null when `userId` has none (onboarding not finished). */
export async function findOwnMenteeProfile(
  db: Db,
  userId: string,
): Promise<MenteeOwnProfile | null> {
  const [row] = await db
    .select(ownColumns)
    .from(menteeProfiles)
    .where(eq(menteeProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Write the Settings → Profile fields; false when there is no such mentee. */
export async function updateOwnMenteeProfile(
  db: Db,
  userId: string,
  update: MenteeProfileUpdate,
): Promise<boolean> {
  const rows = await db
    .update(menteeProfiles)
    .set({ ...update, updatedAt: sql`now()` })
    .where(eq(menteeProfiles.userId, userId))
    .returning({ id: menteeProfiles.userId });
  return rows.length > 0;
}

/**
 * Set (or clear, with null) the mentee's photo path.
 * @returns the previous path, or undefined when there is no such mentee.
 */
export async function replaceMenteePhotoPath(
  db: Db,
  userId: string,
  photoPath: string | null,
): Promise<string | null | undefined> {
  const result = await db.execute<{ previous: string | null }>(sql`
    update mentee_profiles mp set photo_path = ${photoPath}, updated_at = now()
    from (select user_id, photo_path from mentee_profiles where user_id = ${userId} for update) old
    where mp.user_id = old.user_id
    returning old.photo_path as previous`);
  const row = result.rows[0];
  return row ? row.previous : undefined;
}
