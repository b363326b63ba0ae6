import type { User } from '@pathwise/contracts';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { accountTokens, users, type AccountTokenKind } from './schema.ts';
import { onboarding } from '../onboarding/schema.ts';
import { newId, sha256 } from '../../lib/crypto.ts';
import { toUser, type UserRow } from './user.ts';

/**
 * Account data access: users and one-time link secrets (sign-in sessions: modules/sessions).
 * The only module code that touches Drizzle for these tables (ADR 0009).
 */

/** A user row as the service needs it (with the password hash). */
export interface UserRecord extends User {
  /** Null for an account that signs in only through Google or LinkedIn. */
  passwordHash: string | null;
}

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  userType: onboarding.userType,
  completedAt: onboarding.completedAt,
};

function toRecord(row: UserRow & { passwordHash: string | null }): UserRecord {
  return { ...toUser(row), passwordHash: row.passwordHash };
}

/** Find a user by id, with the password hash; null when there is none. */
export async function findUserById(db: Db, id: string): Promise<UserRecord | null> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(onboarding, eq(onboarding.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row ? toRecord(row) : null;
}

/**
 * Move account `userId` to `email` (already normalised), proven by a link sent there: the
 * address counts as verified. Returns false when another account holds `email`.
 */
export async function setEmail(db: Db, userId: string, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      email,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(users.id, userId),
        sql`not exists (select 1 from ${users} other where other.email = ${email} and other.id <> ${userId})`,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Find a user by (already normalised) email. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(onboarding, eq(onboarding.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return row ? toRecord(row) : null;
}

/**
 * Insert a user. Returns null when the id or the email is taken (unique violation),
 * which the service answers with 409 `user_already_exists`.
 */
export async function insertUser(
  db: Db,
  input: { id: string; email: string; name: string; passwordHash: string | null },
): Promise<User | null> {
  const rows = await db.insert(users).values(input).onConflictDoNothing().returning({
    id: users.id,
    email: users.email,
    name: users.name,
    emailVerifiedAt: users.emailVerifiedAt,
    createdAt: users.createdAt,
  });
  return rows[0] ? toUser(rows[0]) : null;
}

/** Mark the email verified (keeps the first verification time). */
export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Replace the password hash. */
export async function updatePasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Store a one-time link secret (only its SHA-256) of `kind` for `userId`, with the address
 * it is about (`payload`) for the email-change kinds.
 */
export async function insertAccountToken(
  db: Db,
  input: {
    userId: string;
    kind: AccountTokenKind;
    secret: string;
    expiresAt: Date;
    payload?: string;
  },
): Promise<void> {
  await db.insert(accountTokens).values({
    id: newId(),
    userId: input.userId,
    kind: input.kind,
    payload: input.payload ?? null,
    secretHash: sha256(input.secret),
    expiresAt: input.expiresAt,
  });
}

/**
 * Use a link secret: atomically marks it used if it belongs to `userId`, is of `kind`,
 * unused and unexpired. Returns false otherwise (wrong, used or expired).
 */
export async function consumeAccountToken(
  db: Db,
  input: { userId: string; kind: AccountTokenKind; secret: string },
): Promise<boolean> {
  return (await consumeTokenPayload(db, input)) !== undefined;
}

/**
 * Use a link secret like {@link consumeAccountToken}; answers its `payload` (null for the
 * kinds without one) when it worked, undefined when the secret is wrong, used or expired.
 */
export async function consumeTokenPayload(
  db: Db,
  input: { userId: string; kind: AccountTokenKind; secret: string },
): Promise<string | null | undefined> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.secretHash, sha256(input.secret)),
        eq(accountTokens.userId, input.userId),
        eq(accountTokens.kind, input.kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ payload: accountTokens.payload });
  return rows[0]?.payload;
}

/**
 * True when `secret` is one of the user's verification secrets, used or expired, and the
 * user's email is verified: a verification link opened again after it worked. Only the
 * link's holder knows the secret, so this tells nobody else anything.
 */
export async function isVerifiedBySpentLink(
  db: Db,
  input: { userId: string; secret: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.secretHash, sha256(input.secret)),
        eq(accountTokens.userId, input.userId),
        eq(accountTokens.kind, 'verification'),
        isNotNull(users.emailVerifiedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Invalidate every unused secret of `kind` for a user (a reset ends older reset links). */
export async function expireAccountTokens(
  db: Db,
  userId: string,
  kind: AccountTokenKind,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
      ),
    );
}

/** A person as other modules show and mail them: id, email, display name, zone, language. */
export interface PersonRecord {
  id: string;
  email: string;
  name: string;
  /** The person's one IANA time zone (`users.time_zone`), null until first set. */
  timeZone: string | null;
  /**
   * The interface language (`users.language`, a code of contracts `UI_LANGUAGES`): the
   * language of the person's mails (docs/product.md#15-languages).
   */
  language: string;
}

/** The accounts of `ids` (unknown ids are left out), in no particular order. */
export async function findPeople(db: Db, ids: string[]): Promise<PersonRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      timeZone: users.timeZone,
      language: users.language,
    })
    .from(users)
    .where(anyOf(users.id, ids));
}

/**
 * The interface language of account `userId` (`users.language`), the language its mails are
 * written in (docs/product.md#15-languages); null when there is no such account.
 */
export async function findLanguage(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language ?? null;
}

/** Whether `userId` names an account that exists and is not deleted. */
export async function isActiveAccount(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row !== undefined;
}

/** What Settings → General and Community read of an account (docs/product.md#1115-settings-that-save). */
export interface PersonSettingsRecord {
  name: string;
  email: string;
  timeZone: string | null;
  language: string;
  showInMemberLists: boolean;
}

/** The settings columns of account `userId`, or null when there is no such account. */
export async function findPersonSettings(
  db: Db,
  userId: string,
): Promise<PersonSettingsRecord | null> {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      timeZone: users.timeZone,
      language: users.language,
      showInMemberLists: users.showInMemberLists,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Set the time zone of account `userId` to `timeZone`; with `onlyIfUnset`, only while it has
 * none (the first default). `users.time_zone` is a person's one zone (ADR 0016).
 */
export async function setTimeZone(
  db: Db,
  userId: string,
  timeZone: string,
  onlyIfUnset = false,
): Promise<void> {
  await db
    .update(users)
    .set({ timeZone, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), onlyIfUnset ? isNull(users.timeZone) : undefined));
}

/** Change some of the settings columns of account `userId` (the others stay). */
export async function updatePersonSettings(
  db: Db,
  userId: string,
  patch: Partial<
    Pick<PersonSettingsRecord, 'name' | 'timeZone' | 'language' | 'showInMemberLists'>
  >,
): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** A person's suspension as stored (docs/product.md#143-moderation-and-suspension). */
export interface SuspensionRecord {
  id: string;
  name: string;
  email: string;
  /** `users.language`: the language of the moderation mails (docs/product.md#15-languages). */
  language: string;
  deleted: boolean;
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
}

/** The account `id`'s name, email, language and suspension columns, or null. */
export async function findSuspension(db: Db, id: string): Promise<SuspensionRecord | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      deleted: sql<boolean>`${users.deletedAt} is not null`,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/** Set or clear (`null`) the account's suspension. */
export async function setSuspension(
  db: Db,
  id: string,
  suspension: { reason: string; until: Date | null } | null,
): Promise<void> {
  await db
    .update(users)
    .set(
      suspension
        ? {
            suspendedAt: sql`now()`,
            suspendedUntil: suspension.until,
            suspensionReason: suspension.reason,
          }
        : { suspendedAt: null, suspendedUntil: null, suspensionReason: null },
    )
    .where(eq(users.id, id));
}
