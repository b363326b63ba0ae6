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
    create(input: { userId: string; token: string; expiresAt: Date }, db: Db = database.db) {
      return repo.insertSession(db, input);
    },
    /** End one session (sign-out). */
    delete(sessionId: string, db: Db = database.db): Promise<void> {
      return repo.deleteSession(db, sessionId);
    },
    /**
     * End every session of a user (after a password reset), or all but `exceptId` (after a
     * password change), in `db`'s transaction if given.
     */
    deleteAllOf(userId: string, db: Db = database.db, exceptId?: string): Promise<void> {
      return repo.deleteUserSessions(db, userId, exceptId);
    },
    /** When session `sessionId` was opened, or null when it is gone (re-authentication checks). */
    openedAt(sessionId: string): Promise<Date | null> {
      return repo.findSessionOpenedAt(database.db, sessionId);
    },
  };
}
