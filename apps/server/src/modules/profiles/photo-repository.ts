import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The profile tables that carry a person's photo (one row per person, by role). */
export type PhotoTable = 'mentor_profiles' | 'mentee_profiles';

/**
 * Set (or clear, with null) the photo path of `userId`'s row in `table`, reading the previous
 * path under the same row lock, so the caller can delete the old file after a replacement.
 * @returns the previous path, or undefined when `userId` has no row in `table`.
 */
export async function replacePhotoPath(
  db: Db,
  table: PhotoTable,
  userId: string,
  photoPath: string | null,
): Promise<string | null | undefined> {
  const t = sql.identifier(table);
  const result = await db.execute<{ previous: string | null }>(sql`
    update ${t} p set photo_path = ${photoPath}, updated_at = now()
    from (select user_id, photo_path from ${t} where user_id = ${userId} for update) old
    where p.user_id = old.user_id
    returning old.photo_path as previous`);
  const row = result.rows[0];
  return row ? row.previous : undefined;
}
