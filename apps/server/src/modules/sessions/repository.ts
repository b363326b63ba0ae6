import { and, eq, gt, ne, sql } from 'drizzle-orm';
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

/** Store a session for `token` (only its SHA-256) until `expiresAt`. */
export async function insertSession(
  db: Db,
  input: { userId: string; token: string; expiresAt: Date },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(sessions)
    .values({
      id: newId(),
      userId: input.userId,
      tokenHash: sha256(input.token),
      expiresAt: input.expiresAt,
    })
    .returning({ id: sessions.id, createdAt: sessions.createdAt });
  return row!;
}

/** The session lookup as Drizzle builds it, with the token's hash as placeholder `hash`. */
function sessionByTokenQuery(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      timeZone: users.timeZone,
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

/** The unexpired session whose token is `token`, with its user; null otherwise. */
export async function findSessionByToken(db: Db, token: string): Promise<SessionUser | null> {
  let query = sessionByToken.get(db);
  if (!query) {
    query = sessionByTokenQuery(db);
    sessionByToken.set(db, query);
  }
  const [row] = await query.execute({ hash: sha256(token) });
  return row ? { sessionId: row.sessionId, user: toUser(row) } : null;
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

/**
 * Delete every session of a user (after a password reset), or every one but `exceptId`
 * (after a password change, which keeps the session that made it).
 */
export async function deleteUserSessions(db: Db, userId: string, exceptId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptId ? ne(sessions.id, exceptId) : undefined));
}
