import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menteeProfiles, mentorProfiles } from './schema.ts';

/**
 * What both profile tables' repositories do alike, written once (ADR 0016): a person's one
 * row changed by id, and its photo replaced. Every function takes the pool's `db` or a
 * transaction's.
 */

/** The profile tables by role: both are keyed by `user_id`, one row per person. */
export const PROFILE_TABLES = { mentor: mentorProfiles, mentee: menteeProfiles };

/** Either profile table. */
type ProfileTable = (typeof PROFILE_TABLES)[keyof typeof PROFILE_TABLES];

/** What the bio and about steps give both profiles. Empty optional texts are stored as null. */
export interface ProfileBase {
  userId: string;
  contactEmail: string | null;
  location: string | null;
  institution: string | null;
  bioRole: string | null;
  domain: string | null;
  about: string;
}

/** The Settings → Profile columns both roles have (docs/product.md#1115-settings-that-save). */
export interface OwnProfileBase {
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

/** {@link OwnProfileBase}'s columns of `table`, to select. */
export function ownProfileColumns(table: ProfileTable) {
  return {
    photoPath: table.photoPath,
    headline: table.headline,
    company: table.company,
    employmentStatus: table.employmentStatus,
    industry: table.industry,
    about: table.about,
    skills: table.skills,
    languages: table.languages,
    profileLinks: table.profileLinks,
  };
}

/** What Settings (Languages, Goals) reads of either profile. */
export interface SettingsBase {
  languages: string[];
  goal: string;
  goalOther: string | null;
}

/** {@link SettingsBase}'s columns of `table`, to select. */
export function settingsColumns(table: ProfileTable) {
  return { languages: table.languages, goal: table.goal, goalOther: table.goalOther };
}

/** Change some columns of `userId`'s row in `table`; false when there is none. */
export async function updateRow<T extends ProfileTable>(
  db: Db,
  table: T,
  userId: string,
  patch: Partial<T['$inferInsert']>,
): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(table.userId, userId))
    .returning({ id: table.userId });
  return rows.length > 0;
}

/**
 * Set (or clear, with null) the photo path of `userId`'s row in `table`, reading the previous
 * path under the same row lock, so the caller can delete the old file after a replacement.
 * @returns the previous path, or undefined when `userId` has no row in `table`.
 */
export async function replacePhotoPath(
  db: Db,
  role: keyof typeof PROFILE_TABLES,
  userId: string,
  photoPath: string | null,
): Promise<string | null | undefined> {
  const table = PROFILE_TABLES[role];
  const result = await db.execute<{ previous: string | null }>(sql`
    update ${table} p set photo_path = ${photoPath}, updated_at = now()
    from (select user_id, photo_path from ${table} where user_id = ${userId} for update) old
    where p.user_id = old.user_id
    returning old.photo_path as previous`);
  const row = result.rows[0];
  return row ? row.previous : undefined;
}
