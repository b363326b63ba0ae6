import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { expertRequests } from './schema.ts';

/** A mentee's expert requests for their data export (ADR 0019; who accepted is left out). */
export async function findOwnExpertRequests(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(expertRequests)
    .where(eq(expertRequests.menteeId, userId))
    .orderBy(expertRequests.createdAt);
  return rows.map(({ menteeId: _m, acceptedBy: _a, ...request }) => request);
}

/** Delete the mentee's expert requests, open ones included (account deletion). */
export async function deleteOwnExpertRequests(db: Db, userId: string): Promise<void> {
  await db.delete(expertRequests).where(eq(expertRequests.menteeId, userId));
}
