import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { featureRequests } from './schema.ts';

/** The feature requests a person sent, for their data export (ADR 0019). */
export async function findOwnFeatureRequests(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(featureRequests)
    .where(eq(featureRequests.userId, userId))
    .orderBy(featureRequests.createdAt);
  return rows.map(({ userId: _u, ...request }) => request);
}

/** Delete the person's feature requests (account deletion; the mails already sent stay with support). */
export async function deleteOwnFeatureRequests(db: Db, userId: string): Promise<void> {
  await db.delete(featureRequests).where(eq(featureRequests.userId, userId));
}
