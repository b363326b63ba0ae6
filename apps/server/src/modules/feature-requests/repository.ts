import type { CreateFeatureRequest } from '@pathwise/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newId } from '../../lib/crypto.ts';
import { featureRequests } from './schema.ts';

/**
 * Feature requests' data access: the only code of this module that touches Drizzle
 * (ADR 0009).
 */

/** A stored feature request. */
export interface StoredFeatureRequest {
  id: string;
  title: string;
  description: string;
  createdAt: Date;
}

const columns = {
  id: featureRequests.id,
  title: featureRequests.title,
  description: featureRequests.description,
  createdAt: featureRequests.createdAt,
};

/** Store one request of `userId` (at `createdAt`, default now: the demo seed places its past). */
export async function insertFeatureRequest(
  db: Db,
  userId: string,
  input: CreateFeatureRequest,
  createdAt?: Date,
): Promise<StoredFeatureRequest> {
  const [row] = await db
    .insert(featureRequests)
    .values({
      id: newId(),
      userId,
      title: input.title,
      description: input.description,
      ...(createdAt ? { createdAt } : {}),
    })
    .returning(columns);
  return row!;
}

/** `userId`'s requests, newest first (ties by id, so the order is stable), at most `limit`. */
export async function listFeatureRequestsOf(
  db: Db,
  userId: string,
  limit: number,
): Promise<StoredFeatureRequest[]> {
  return db
    .select(columns)
    .from(featureRequests)
    .where(eq(featureRequests.userId, userId))
    .orderBy(desc(featureRequests.createdAt), desc(featureRequests.id))
    .limit(limit);
}

/** Whether `userId` has any request (the demo seed's idempotence check). */
export async function hasFeatureRequest(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: featureRequests.id })
    .from(featureRequests)
    .where(eq(featureRequests.userId, userId))
    .limit(1);
  return row !== undefined;
}
