import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newId, sha256 } from '../../lib/crypto.ts';
import { accountExports } from './schema.ts';

/** Data access of prepared data exports (ADR 0019). Every function takes the pool's `db` or a transaction's. */

/** Record a prepared export under the link secret `token` (only its SHA-256 is stored). */
export async function insertExport(
  db: Db,
  input: { userId: string; token: string; storageKey: string; expiresAt: Date },
): Promise<void> {
  await db.insert(accountExports).values({
    id: newId(),
    userId: input.userId,
    tokenHash: sha256(input.token),
    storageKey: input.storageKey,
    expiresAt: input.expiresAt,
  });
}

/**
 * Spend the link `token` of `userId`'s export: marks it used when it is theirs, unused and
 * unexpired, in one statement (two clicks cannot both download).
 * @returns the ZIP's storage key, or null when the link does not work.
 */
export async function consumeExport(db: Db, userId: string, token: string): Promise<string | null> {
  const [row] = await db
    .update(accountExports)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountExports.tokenHash, sha256(token)),
        eq(accountExports.userId, userId),
        isNull(accountExports.usedAt),
        gt(accountExports.expiresAt, sql`now()`),
      ),
    )
    .returning({ storageKey: accountExports.storageKey });
  return row?.storageKey ?? null;
}

/**
 * Delete the export rows that can no longer be downloaded (used or expired) of `userId`
 * (everyone's when null: the hourly sweep), or all of theirs with `all` (account deletion).
 * @returns the storage keys of their ZIPs, for the caller to remove.
 */
export async function deleteSpentExports(
  db: Db,
  userId: string | null,
  all = false,
): Promise<string[]> {
  const rows = await db
    .delete(accountExports)
    .where(
      and(
        userId === null ? undefined : eq(accountExports.userId, userId),
        all
          ? undefined
          : or(
              sql`${accountExports.usedAt} is not null`,
              lte(accountExports.expiresAt, sql`now()`),
            ),
      ),
    )
    .returning({ storageKey: accountExports.storageKey });
  return rows.map((row) => row.storageKey);
}
