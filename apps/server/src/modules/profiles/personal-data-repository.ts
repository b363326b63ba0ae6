import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menteeProfiles, mentorProfiles } from './schema.ts';

/**
 * A person's own profile rows for their data export and account deletion (ADR 0019). The
 * search document and the admin's reviewer id are left out of the export: they are the
 * directory's and the reviewer's, not the person's.
 */
export async function findProfileRows(db: Db, userId: string) {
  const [mentor] = await db.select().from(mentorProfiles).where(eq(mentorProfiles.userId, userId));
  const [mentee] = await db.select().from(menteeProfiles).where(eq(menteeProfiles.userId, userId));
  const mentorRow = mentor
    ? (({ searchVector: _s, reviewedBy: _r, ...rest }) => rest)(mentor)
    : null;
  return { mentor: mentorRow, mentee: mentee ?? null };
}

/**
 * Delete both profile rows of `userId` (an approved mentor leaves the directory at once: the
 * directory's version trigger fires on the delete, migration 0010).
 * @returns the photo paths the rows had, for the caller to remove the files.
 */
export async function deleteProfileRows(db: Db, userId: string): Promise<(string | null)[]> {
  const a = await db
    .delete(mentorProfiles)
    .where(eq(mentorProfiles.userId, userId))
    .returning({ photoPath: mentorProfiles.photoPath });
  const b = await db
    .delete(menteeProfiles)
    .where(eq(menteeProfiles.userId, userId))
    .returning({ photoPath: menteeProfiles.photoPath });
  return [...a, ...b].map((row) => row.photoPath);
}
