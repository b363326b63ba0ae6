import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { newId, sha256 } from '../../../lib/crypto.ts';
import { mfaChallenges, mfaRecoveryCodes, mfaTotp } from './schema.ts';

/** Queries of the two-factor tables (ADR 0018). */

/** Whether `userId` has TOTP turned on (a sign-in then waits for the second factor). */
export async function isTotpOn(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: mfaTotp.userId })
    .from(mfaTotp)
    .where(and(eq(mfaTotp.userId, userId), isNotNull(mfaTotp.enabledAt)));
  return row !== undefined;
}

/** The person's authenticator, on or still being set up; undefined when none. */
export async function findTotp(db: Db, userId: string) {
  const [row] = await db.select().from(mfaTotp).where(eq(mfaTotp.userId, userId));
  return row;
}

/** Store a new secret that is not on yet, replacing one left from an unfinished setup. */
export async function putPendingTotp(db: Db, userId: string, secret: string): Promise<void> {
  await db
    .insert(mfaTotp)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: mfaTotp.userId,
      set: { secret, enabledAt: null, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(mfaTotp.enabledAt),
    });
}

/**
 * Record that the code of time step `step` was used, and turn TOTP on when `enable`. Atomic:
 * false when a code of that step or a later one was used first (a replay, RFC 6238 §5.2).
 */
export async function useTotpStep(
  db: Db,
  userId: string,
  step: number,
  enable = false,
): Promise<boolean> {
  const rows = await db
    .update(mfaTotp)
    .set({ lastUsedStep: step, ...(enable ? { enabledAt: sql`now()` } : {}) })
    .where(
      and(
        eq(mfaTotp.userId, userId),
        or(isNull(mfaTotp.lastUsedStep), lt(mfaTotp.lastUsedStep, step)),
        enable ? isNull(mfaTotp.enabledAt) : isNotNull(mfaTotp.enabledAt),
      ),
    )
    .returning({ userId: mfaTotp.userId });
  return rows.length > 0;
}

/** Turn two-factor off: the authenticator and every recovery code go. */
export async function deleteFactors(db: Db, userId: string): Promise<void> {
  await db.delete(mfaTotp).where(eq(mfaTotp.userId, userId));
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
}

/** The hash a recovery code is stored under: SHA-256 of the user id and the normalised code. */
export function recoveryCodeHash(userId: string, code: string): string {
  return sha256(`${userId}:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);
}

/** How many unused recovery codes `userId` has. */
export async function countRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Whether `userId` has a set of recovery codes (used or not). */
export async function hasRecoveryCodes(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mfaRecoveryCodes.id })
    .from(mfaRecoveryCodes)
    .where(eq(mfaRecoveryCodes.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** Replace `userId`'s recovery codes by `codes` (only their hashes are stored). */
export async function replaceRecoveryCodes(db: Db, userId: string, codes: string[]) {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db
    .insert(mfaRecoveryCodes)
    .values(
      codes.map((code) => ({ id: newId(), userId, codeHash: recoveryCodeHash(userId, code) })),
    );
}

/** Spend one unused recovery code; false when it is wrong or was used. */
export async function useRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, recoveryCodeHash(userId, code)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length > 0;
}

/** Open a challenge for `sessionId` until `expiresAt`. */
export async function insertChallenge(
  db: Db,
  input: { sessionId: string; factor: 'totp' | 'recoverycode'; expiresAt: Date },
) {
  const [row] = await db
    .insert(mfaChallenges)
    .values({ id: newId(), ...input })
    .returning();
  return row!;
}

/** The unexpired challenge `id` of `sessionId`; undefined when none. */
export async function findChallenge(db: Db, sessionId: string, id: string) {
  const [row] = await db
    .select()
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.id, id),
        eq(mfaChallenges.sessionId, sessionId),
        gt(mfaChallenges.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** Close every challenge of `sessionId` (its second factor is proven). */
export async function deleteChallenges(db: Db, sessionId: string): Promise<void> {
  await db.delete(mfaChallenges).where(eq(mfaChallenges.sessionId, sessionId));
}
