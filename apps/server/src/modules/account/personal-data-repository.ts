import { FORMER_MEMBER_NAME } from '@pathwise/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens, users } from './schema.ts';

/** The account as the person's data export shows it (`account.json`; no password hash). */
export async function findAccountExport(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerifiedAt: users.emailVerifiedAt,
      timeZone: users.timeZone,
      language: users.language,
      showInMemberLists: users.showInMemberLists,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The password hash (null: none set) of a live account; undefined when unknown or deleted. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row && !row.deletedAt ? row.passwordHash : undefined;
}

/**
 * Turn the account into its tombstone (ADR 0019): name "Former member", the email freed (an
 * address of the reserved `.invalid` domain, unique by id), no password, no verification, zone
 * or member-list presence; its verification and recovery links deleted.
 */
export async function tombstoneUser(db: Db, userId: string): Promise<void> {
  await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
  await db
    .update(users)
    .set({
      email: `deleted-${userId.toLowerCase()}@deleted.invalid`,
      name: FORMER_MEMBER_NAME,
      passwordHash: null,
      emailVerifiedAt: null,
      timeZone: null,
      language: 'en',
      showInMemberLists: false,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
