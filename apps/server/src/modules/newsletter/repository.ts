import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers, newsletterUnsubscribeTokens } from './schema.ts';
import { newId, sha256 } from '../../lib/crypto.ts';

/**
 * Newsletter subscribers' data access (ADR 0009). Tokens are stored as SHA-256 only, like
 * the account tokens; the raw ones exist in the mails alone.
 */

/** A subscriber as the service needs it. */
export interface Subscriber {
  id: string;
  email: string;
}

/**
 * Make `email` a pending subscriber with a fresh confirmation token (a new row, or a pending
 * or unsubscribed one refreshed: older confirmation links stop working). A confirmed
 * subscriber is left untouched and null is returned, so that nothing is mailed to them again.
 */
export async function upsertPendingSubscriber(
  db: Db,
  input: { email: string; confirmToken: string; confirmExpiresAt: Date },
): Promise<Subscriber | null> {
  const confirmTokenHash = sha256(input.confirmToken);
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({
      id: newId(),
      email: input.email,
      status: 'pending',
      confirmTokenHash,
      confirmExpiresAt: input.confirmExpiresAt,
    })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        status: 'pending',
        confirmTokenHash,
        confirmExpiresAt: input.confirmExpiresAt,
        unsubscribedAt: null,
        updatedAt: sql`now()`,
      },
      setWhere: ne(newsletterSubscribers.status, 'confirmed'),
    })
    .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
  return row ?? null;
}

/** Store a new unsubscribe token (its SHA-256) for `subscriberId`. */
export async function insertUnsubscribeToken(
  db: Db,
  subscriberId: string,
  token: string,
): Promise<void> {
  await db.insert(newsletterUnsubscribeTokens).values({ tokenHash: sha256(token), subscriberId });
}

/**
 * Use a confirmation token: atomically confirms the pending subscriber it belongs to if it is
 * unexpired, and forgets it (single use). Null for an unknown, used or expired token.
 */
export async function confirmSubscriber(db: Db, token: string): Promise<Subscriber | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      status: 'confirmed',
      confirmedAt: sql`now()`,
      confirmTokenHash: null,
      confirmExpiresAt: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, sha256(token)),
        eq(newsletterSubscribers.status, 'pending'),
        gt(newsletterSubscribers.confirmExpiresAt, sql`now()`),
      ),
    )
    .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
  return row ?? null;
}

/**
 * Unsubscribe the subscriber that `token` belongs to (any of their tokens). Idempotent: an
 * already unsubscribed subscriber keeps the first time. Null for an unknown token.
 */
export async function unsubscribeByToken(db: Db, token: string): Promise<Subscriber | null> {
  const owner = db
    .select({ id: newsletterUnsubscribeTokens.subscriberId })
    .from(newsletterUnsubscribeTokens)
    .where(eq(newsletterUnsubscribeTokens.tokenHash, sha256(token)));
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
      confirmTokenHash: null,
      confirmExpiresAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(newsletterSubscribers.id, sql`(${owner})`))
    .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
  return row ?? null;
}
