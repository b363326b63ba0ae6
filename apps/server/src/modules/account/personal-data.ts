import type { Database } from '../../db/client.ts';
import { verifyPassword } from '../../lib/crypto.ts';
import type { PersonalDataPart } from '../../lib/personal-data.ts';
import type { SessionStore } from '../sessions/service.ts';
import * as repo from './personal-data-repository.ts';

/**
 * The account's part of a person's data (ADR 0019): `account.json`; at deletion every session
 * and link ends and the row becomes the "Former member" tombstone (the email can sign up again).
 */
export function createAccountPersonalData(deps: {
  database: Database;
  sessions: SessionStore;
  /** Called once the deletion committed: ends the person's live sockets (ADR 0012). */
  onSessionsEnded: (ended: { userId: string }) => void;
}): PersonalDataPart {
  const { db } = deps.database;
  return {
    module: 'account',
    async exportFor(userId) {
      return { json: { 'account.json': await repo.findAccountExport(db, userId) } };
    },
    async eraseFor(userId, on) {
      await deps.sessions.deleteAllOf(userId, on);
      await repo.tombstoneUser(on, userId);
      return async () => deps.onSessionsEnded({ userId });
    },
  };
}

/**
 * What the account module tells about confirming who is asking (account deletion): whether a
 * password is set and right, and when the current session was opened.
 */
export type AccountIdentity = ReturnType<typeof createAccountIdentity>;

export function createAccountIdentity(deps: { database: Database; sessions: SessionStore }) {
  const { db } = deps.database;
  return {
    /**
     * `none` when the account has no password (signed up with a provider), `ok` or `wrong`.
     * An unknown or deleted account answers `wrong`.
     */
    async checkPassword(userId: string, password: string): Promise<'none' | 'ok' | 'wrong'> {
      const hash = await repo.findPasswordHash(db, userId);
      if (hash === undefined) return 'wrong';
      if (hash === null) return 'none';
      return (await verifyPassword(hash, password)) ? 'ok' : 'wrong';
    },
    /** Whether the account has a password. */
    async hasPassword(userId: string): Promise<boolean> {
      return Boolean(await repo.findPasswordHash(db, userId));
    },
    /** When the session `sessionId` was opened (sign-in time); null when it is gone. */
    sessionOpenedAt: (sessionId: string) => deps.sessions.openedAt(sessionId),
  };
}
