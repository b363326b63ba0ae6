import type { Database } from '../../db/client.ts';
import { verifyPassword } from '../../lib/crypto.ts';
import type { PersonalDataPart } from '../../lib/personal-data.ts';
import type { SessionStore } from '../sessions/service.ts';
import * as repo from './personal-data-repository.ts';

/**
 * The account's part of a person's data (ADR 0019): `account.json` and `sign-in.json` (linked
 * providers, whether two-factor is on; never a secret or a hash); at deletion every session,
 * link, linked provider and second factor ends and the row becomes the "Former member"
 * tombstone (the email can sign up again, and Google or LinkedIn sign-in makes a new account).
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
      return {
        json: {
          'account.json': await repo.findAccountExport(db, userId),
          'sign-in.json': await repo.findSignInExport(db, userId),
        },
      };
    },
    async eraseFor(userId, on) {
      await deps.sessions.deleteAllOf(userId, on);
      await repo.eraseSignInMethods(on, userId);
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

export function createAccountIdentity(deps: {
  database: Database;
  sessions: SessionStore;
  /** Two-factor authentication (ADR 0018): whether it is on, and spending a code once. */
  secondFactor: {
    isOn(userId: string): Promise<boolean>;
    confirmWithCode(userId: string, otp: string): Promise<boolean>;
  };
}) {
  const { db } = deps.database;
  return {
    /** Whether two-factor authentication is on for `userId`. */
    hasSecondFactor: (userId: string) => deps.secondFactor.isOn(userId),
    /**
     * Whether `code` is a right code of the app or an unused recovery code of `userId` (it is
     * spent; wrong ones count toward the sign-in failures of the address; 429 past the limit).
     */
    checkSecondFactor: (userId: string, code: string) =>
      deps.secondFactor.confirmWithCode(userId, code),
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
