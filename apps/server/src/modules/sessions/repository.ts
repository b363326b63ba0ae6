import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../lib/auth.ts';
import { sha256, newId } from '../../lib/crypto.ts';
import { users } from '../account/schema.ts';
import { toUser } from '../account/user.ts';
import { onboarding } from '../onboarding/schema.ts';
import { sessions } from './schema.ts';

/**
 * Sign-in sessions (ADR 0004): only the SHA-256 of the cookie token is stored. The lookup
 * reads the signed-in user with the session in one query, since it runs on every request.
 */

/** What a new session is made of; see {@link insertSession}. */
export interface NewSession {
  userId: string;
  token: string;
  expiresAt: Date;
  /** The sign-in request's user agent, cut to the column's 512 characters. */
  userAgent?: string;
  /** True when the account must still prove its second factor (ADR 0018). */
  mfaPending?: boolean;
}

/** Store a session for `token` (only its SHA-256) until `expiresAt`. */
export async function insertSession(
  db: Db,
  input: NewSession,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(sessions)
    .values({
      id: newId(),
      userId: input.userId,
      tokenHash: sha256(input.token),
      expiresAt: input.expiresAt,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      mfaPending: input.mfaPending ?? false,
    })
    .returning({ id: sessions.id, createdAt: sessions.createdAt });
  return row!;
}

/** The session lookup as Drizzle builds it, with the token's hash as placeholder `hash`. */
function sessionByTokenQuery(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      mfaPending: sessions.mfaPending,
      lastActiveAt: sessions.lastActiveAt,
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      timeZone: users.timeZone,
      language: users.language,
      userType: onboarding.userType,
      completedAt: onboarding.completedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(onboarding, eq(onboarding.userId, users.id))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_by_token');
}

/**
 * The lookup built once per database handle: it runs on every signed-in request, and building
 * it took more CPU than PostgreSQL's answer (docs/performance.md#the-hot-endpoints). Named,
 * so each pooled connection also parses and plans it once.
 */
const sessionByToken = new WeakMap<Db, ReturnType<typeof sessionByTokenQuery>>();

/** How stale `last_active_at` may get before a request writes it again: 5 minutes. */
const ACTIVITY_RESOLUTION_MS = 5 * 60 * 1000;

/**
 * The unexpired session whose token is `token`, with its user; null otherwise. Writes the
 * session's `last_active_at` when it is more than 5 minutes old, so an active session costs
 * one write every 5 minutes rather than one per request.
 */
export async function findSessionByToken(db: Db, token: string): Promise<SessionUser | null> {
  let query = sessionByToken.get(db);
  if (!query) {
    query = sessionByTokenQuery(db);
    sessionByToken.set(db, query);
  }
  const [row] = await query.execute({ hash: sha256(token) });
  if (!row) return null;
  if (Date.now() - row.lastActiveAt.getTime() > ACTIVITY_RESOLUTION_MS) {
    await db
      .update(sessions)
      .set({ lastActiveAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, mfaPending: row.mfaPending, user: toUser(row) };
}

/** The unexpired sessions of `userId`, the latest active first (the sessions list). */
export function listUserSessions(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, sql`now()`),
        eq(sessions.mfaPending, false),
      ),
    )
    .orderBy(desc(sessions.lastActiveAt), desc(sessions.createdAt));
}

/** Delete the session `sessionId` if it is `userId`'s; whether there was one. */
export async function deleteUserSession(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Delete every session of `userId` but `keepId`; the ids of those deleted. */
export async function deleteOtherSessions(
  db: Db,
  userId: string,
  keepId: string,
): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/**
 * Mark a session waiting for its second factor as complete, under a new token (the one the
 * password sign-in set is dropped). Undefined when the session is gone or was complete already.
 */
export async function completeSession(db: Db, sessionId: string, token: string) {
  const [row] = await db
    .update(sessions)
    .set({ tokenHash: sha256(token), mfaPending: false, lastActiveAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.mfaPending, true)))
    .returning({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt });
  return row;
}

/** When session `sessionId` was opened (its sign-in), or null when it is gone. */
export async function findSessionOpenedAt(db: Db, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Delete one session. */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Delete every session of a user (after a password reset). */
export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
