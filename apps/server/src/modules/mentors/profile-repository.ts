import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mentorProfiles } from './schema.ts';

/**
 * A mentor's own profile as Settings → Profile edits it (issue 12), whatever the review
 * state. Every update raises the directory version (statement trigger of migration
 * `mentor_directory_version`), so the directory and `GET /api/mentors/:id` show it at once.
 */

/** The Settings → Profile columns of `mentor_profiles`. */
export interface MentorOwnProfile {
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
  yearsExperience: number | null;
  status: 'pending' | 'approved' | 'declined';
}

/** What Save Changes writes (the photo has its own calls). */
export type MentorProfileUpdate = Omit<
  MentorOwnProfile,
  'firstName' | 'lastName' | 'photoPath' | 'languages' | 'status'
>;

const ownColumns = {
  firstName: mentorProfiles.firstName,
  lastName: mentorProfiles.lastName,
  photoPath: mentorProfiles.photoPath,
  headline: mentorProfiles.headline,
  company: mentorProfiles.company,
  employmentStatus: mentorProfiles.employmentStatus,
  industry: mentorProfiles.industry,
  about: mentorProfiles.about,
  skills: mentorProfiles.skills,
  languages: mentorProfiles.languages,
  profileLinks: mentorProfiles.profileLinks,
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

/** Write the Settings → Profile fields; false when there is no such mentor. */
export async function updateOwnProfile(
  db: Db,
  userId: string,
  update: MentorProfileUpdate,
): Promise<boolean> {
  const rows = await db
    .update(mentorProfiles)
    .set({ ...update, updatedAt: sql`now()` })
    .where(eq(mentorProfiles.userId, userId))
    .returning({ id: mentorProfiles.userId });
  return rows.length > 0;
}

/**
 * Set (or clear, with null) the mentor's photo path.
 * @returns the previous path, or undefined when there is no such mentor.
 */
export async function replacePhotoPath(
  db: Db,
  userId: string,
  photoPath: string | null,
): Promise<string | null | undefined> {
  const result = await db.execute<{ previous: string | null }>(sql`
    update mentor_profiles mp set photo_path = ${photoPath}, updated_at = now()
    from (select user_id, photo_path from mentor_profiles where user_id = ${userId} for update) old
    where mp.user_id = old.user_id
    returning old.photo_path as previous`);
  const row = result.rows[0];
  return row ? row.previous : undefined;
}

/**
 * Refresh the words of the mentor's name in the directory's search document
 * (`mentor_profiles.first_name`/`last_name` feed the generated `search_vector`) from the
 * account's name `name` (`users.name`, the one owner of a person's name, issue 17 item 5):
 * the first word and the rest. Only search reads these columns; every page shows
 * `users.name`. The write raises the directory version. False when there is no such mentor.
 */
export async function refreshSearchName(db: Db, userId: string, name: string): Promise<boolean> {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const rows = await db
    .update(mentorProfiles)
    .set({
      firstName: first.slice(0, 80),
      lastName: rest.join(' ').slice(0, 80),
      updatedAt: sql`now()`,
    })
    .where(eq(mentorProfiles.userId, userId))
    .returning({ id: mentorProfiles.userId });
  return rows.length > 0;
}
