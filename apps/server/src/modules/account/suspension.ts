import type { Database, Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionStore } from '../sessions/service.ts';
import * as repo from './repository.ts';
import type { SessionsEnded } from './service.ts';

/**
 * Account suspension (docs/product.md#143-moderation-and-suspension): the `users` columns the
 * account module owns, written for the reports module (`app.suspensions`) and read at every
 * sign-in.
 */
export type AccountSuspensions = ReturnType<typeof createAccountSuspensions>;

/**
 * Whether the account is suspended at `at`: `suspended_at` set and `suspended_until` null or
 * still ahead (a suspension with an end lapses by itself; no job is needed).
 */
function suspendedNow(record: repo.SuspensionRecord | null, at = new Date()): boolean {
  if (!record?.suspendedAt) return false;
  return record.suspendedUntil === null || record.suspendedUntil.getTime() > at.getTime();
}

/**
 * Refuse a new sign-in session to a suspended account (every way of signing in opens its
 * session through the account service's `openSession`, which calls this).
 * @throws AppError 403 `user_suspended`, saying until when and how to appeal.
 */
export async function refuseSuspended(db: Db, userId: string): Promise<void> {
  const record = await repo.findSuspension(db, userId);
  if (!record || !suspendedNow(record)) return;
  const until = record.suspendedUntil
    ? `until ${record.suspendedUntil.toISOString().slice(0, 16).replace('T', ' ')} UTC`
    : 'until further notice';
  throw new AppError(
    'user_suspended',
    `This account is suspended ${until}. To appeal, use the link in the email we sent you about this decision.`,
  );
}

export function createAccountSuspensions(deps: {
  database: Database;
  sessions: SessionStore;
  /** Called after commit with the suspended person, so their live sockets close (ADR 0012). */
  sessionsEnded: SessionsEnded;
}) {
  const { db } = deps.database;
  return {
    /**
     * A person's name, email and suspension state (the reports module's queue and
     * statements); null for an unknown id. Runs on `on` (a caller's transaction) when given.
     */
    async suspensionOf(userId: string, on: Db = db) {
      const record = await repo.findSuspension(on, userId);
      if (!record) return null;
      return { ...record, suspended: suspendedNow(record) };
    },

    /**
     * Suspend (`suspension` given) or reinstate (`null`) an account in the caller's
     * transaction `tx`. Suspending ends every sign-in session of the person at once and,
     * after commit, closes their live sockets; sign-in then answers 403 `user_suspended`
     * until `until` (null = until reinstated).
     */
    async setSuspension(
      tx: { db: Db; afterCommit(fn: () => void): void },
      userId: string,
      suspension: { reason: string; until: Date | null } | null,
    ): Promise<void> {
      await repo.setSuspension(tx.db, userId, suspension);
      if (suspension) {
        await deps.sessions.deleteAllOf(userId, tx.db);
        tx.afterCommit(() => deps.sessionsEnded({ userId }));
      }
    },
  };
}
