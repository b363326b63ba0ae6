import { FORMER_MEMBER_NAME } from '@pathwise/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mfaRecoveryCodes, mfaTotp } from './mfa/schema.ts';
import { oauthFlows, userIdentities } from './oauth/schema.ts';
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

/**
 * How the person signs in, for `sign-in.json`: linked providers (with the address each gave)
 * and whether two-factor authentication is on with how many recovery codes are left. Never a
 * secret, a hash or a code.
 */
export async function findSignInExport(db: Db, userId: string) {
  const providers = await db
    .select({
      provider: userIdentities.provider,
      email: userIdentities.email,
      linkedAt: userIdentities.createdAt,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId));
  const [totp] = await db
    .select({ enabledAt: mfaTotp.enabledAt })
    .from(mfaTotp)
    .where(eq(mfaTotp.userId, userId));
  const [codes] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return {
    providers,
    twoFactor: { on: Boolean(totp?.enabledAt), since: totp?.enabledAt ?? null },
    recoveryCodesLeft: codes?.left ?? 0,
  };
}

/** Delete the person's linked providers, sign-ins in flight, authenticator and recovery codes. */
export async function eraseSignInMethods(db: Db, userId: string): Promise<void> {
  await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
  await db.delete(oauthFlows).where(eq(oauthFlows.linkUserId, userId));
  await db.delete(mfaTotp).where(eq(mfaTotp.userId, userId));
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
}
