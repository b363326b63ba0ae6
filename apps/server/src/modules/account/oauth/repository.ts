import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { newId, sha256 } from '../../../lib/crypto.ts';
import { users } from '../schema.ts';
import { oauthFlows, userIdentities } from './schema.ts';

/**
 * Data access of sign-in with Google and LinkedIn (ADR 0017): provider identities and the
 * sign-ins in flight. The only code that touches these tables (ADR 0009).
 */

export type Provider = 'google' | 'linkedin';

/** A sign-in in flight, as the callback reads it back. */
export interface FlowRecord {
  provider: Provider;
  state: string;
  nonce: string | null;
  codeVerifier: string | null;
  nextPath: string | null;
  origin: 'login' | 'signup';
  linkUserId: string | null;
}

/** Store a sign-in in flight under the SHA-256 of `secret` (the browser's cookie). */
export async function insertFlow(
  db: Db,
  input: FlowRecord & { secret: string; expiresAt: Date },
): Promise<void> {
  const { secret, ...flow } = input;
  await db.insert(oauthFlows).values({ id: newId(), secretHash: sha256(secret), ...flow });
}

/** Forget sign-ins whose time ran out (each start clears them, so the table stays small). */
export async function deleteExpiredFlows(db: Db): Promise<void> {
  await db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, sql`now()`));
}

/**
 * Take (read and delete, in one statement) the unexpired sign-in whose cookie secret is
 * `secret`: a callback works once. Null when unknown, used or expired.
 */
export async function takeFlow(db: Db, secret: string): Promise<FlowRecord | null> {
  const [row] = await db
    .delete(oauthFlows)
    .where(and(eq(oauthFlows.secretHash, sha256(secret)), gt(oauthFlows.expiresAt, sql`now()`)))
    .returning({
      provider: oauthFlows.provider,
      state: oauthFlows.state,
      nonce: oauthFlows.nonce,
      codeVerifier: oauthFlows.codeVerifier,
      nextPath: oauthFlows.nextPath,
      origin: oauthFlows.origin,
      linkUserId: oauthFlows.linkUserId,
    });
  return row ?? null;
}

/** The account that `subject` of `provider` signs in to, or null. */
export async function findIdentityOwner(
  db: Db,
  provider: Provider,
  subject: string,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Link `subject` of `provider` to account `userId`. False when that identity, or another one
 * of the same provider on this account, is already linked (unique indexes).
 */
export async function insertIdentity(
  db: Db,
  input: { userId: string; provider: Provider; subject: string; email: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(userIdentities)
    .values({ id: newId(), ...input })
    .onConflictDoNothing()
    .returning({ id: userIdentities.id });
  return rows.length > 0;
}

/** Remember the address the provider gave at this sign-in. */
export async function updateIdentityEmail(
  db: Db,
  provider: Provider,
  subject: string,
  email: string | null,
): Promise<void> {
  await db
    .update(userIdentities)
    .set({ email })
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
}

/** The providers linked to `userId`, oldest first. */
export async function listIdentities(db: Db, userId: string) {
  return db
    .select({
      provider: userIdentities.provider,
      email: userIdentities.email,
      createdAt: userIdentities.createdAt,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(userIdentities.createdAt);
}

/**
 * Whether account `userId` has a password. With `lock`, the account row is locked until the
 * transaction ends, so two unlinks cannot both take the last two ways to sign in.
 */
export async function hasPassword(db: Db, userId: string, lock = false): Promise<boolean> {
  const query = db
    .select({ set: sql<boolean>`${users.passwordHash} is not null` })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row?.set ?? false;
}

/** Unlink `provider` from `userId`; false when it was not linked. */
export async function deleteIdentity(db: Db, userId: string, provider: Provider) {
  const rows = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
    .returning({ id: userIdentities.id });
  return rows.length > 0;
}

/**
 * Drop the password of an account whose address was never verified, when its mailbox's owner
 * signs in through a provider: whoever signed up with that address before them no longer can.
 */
export async function forgetPassword(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
