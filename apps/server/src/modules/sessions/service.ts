import type { Database, Db } from '../../db/client.ts';
import type { SessionUser } from '../../lib/auth.ts';
import * as repo from './repository.ts';

/**
 * Sign-in sessions: the lookup the auth plugin runs on every request (and a realtime
 * handshake will run on connect), and what the account module does on sign-in, sign-out and
 * password reset. The module owns the `sessions` table.
 */
export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore(deps: { database: Database }) {
  const { database } = deps;
  return {
    /** The unexpired session whose cookie token is `token`, with its user; null otherwise. */
    findByToken(token: string): Promise<SessionUser | null> {
      return repo.findSessionByToken(database.db, token);
    },
    /** Store a session for `token` (only its SHA-256) until `expiresAt`. */
    create(input: repo.NewSession, db: Db = database.db) {
      return repo.insertSession(db, input);
    },
    /** The person's complete, unexpired sessions, the latest active first. */
    listOf(userId: string) {
      return repo.listUserSessions(database.db, userId);
    },
    /** End `userId`'s session `sessionId`; false when they have none of that id. */
    deleteOwn(userId: string, sessionId: string): Promise<boolean> {
      return repo.deleteUserSession(database.db, userId, sessionId);
    },
    /**
     * End every session of `userId` but `keepId` (signing out the others, a password change),
     * in `db`'s transaction if given; answers the ids ended.
     */
    deleteOthers(userId: string, keepId: string, db: Db = database.db): Promise<string[]> {
      return repo.deleteOtherSessions(db, userId, keepId);
    },
    /** The second factor is proven: the session becomes complete under the new `token`. */
    complete(sessionId: string, token: string, db: Db = database.db) {
      return repo.completeSession(db, sessionId, token);
    },
    /** End one session (sign-out). */
    delete(sessionId: string, db: Db = database.db): Promise<void> {
      return repo.deleteSession(db, sessionId);
    },
    /** End every session of a user (after a password reset), in `db`'s transaction if given. */
    deleteAllOf(userId: string, db: Db = database.db): Promise<void> {
      return repo.deleteUserSessions(db, userId);
    },
    /** When session `sessionId` was opened, or null when it is gone (re-authentication checks). */
    openedAt(sessionId: string): Promise<Date | null> {
      return repo.findSessionOpenedAt(database.db, sessionId);
    },
  };
}
