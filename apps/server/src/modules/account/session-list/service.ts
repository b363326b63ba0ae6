import type { AccountSession } from '@pathwise/contracts';
import Bowser from 'bowser';
import type { SessionStore } from '../../sessions/service.ts';

/**
 * The person's sign-in sessions, as Settings → Security lists them
 * (docs/product.md#71-account-api): browser and system parsed from the user agent with
 * bowser, created and last active; no place is kept (ADR 0018).
 */
export type SessionList = ReturnType<typeof createSessionList>;

/** Browser and system names of a user agent (both '' when unknown or absent). */
export function describeUserAgent(userAgent: string | null): { browser: string; system: string } {
  if (!userAgent) return { browser: '', system: '' };
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  return {
    browser: [browser.name, major].filter(Boolean).join(' '),
    system: [os.name, os.versionName ?? os.version].filter(Boolean).join(' '),
  };
}

export function createSessionList(deps: {
  sessions: SessionStore;
  /** Called with each ended session's id, so its live sockets close too (ADR 0012). */
  onSessionEnded: (sessionId: string) => void;
}) {
  const { sessions, onSessionEnded } = deps;
  return {
    /** `userId`'s complete sessions, the current one (`currentId`) first and marked. */
    async list(userId: string, currentId: string): Promise<AccountSession[]> {
      const rows = await sessions.listOf(userId);
      const listed = rows.map((row) => ({
        id: row.id,
        ...describeUserAgent(row.userAgent),
        createdAt: row.createdAt.toISOString(),
        lastActiveAt: row.lastActiveAt.toISOString(),
        current: row.id === currentId,
      }));
      return [...listed.filter((s) => s.current), ...listed.filter((s) => !s.current)];
    },

    /** End `userId`'s session `sessionId`; false when they have none of that id. */
    async end(userId: string, sessionId: string): Promise<boolean> {
      const ended = await sessions.deleteOwn(userId, sessionId);
      if (ended) onSessionEnded(sessionId);
      return ended;
    },

    /** End every session of `userId` but `currentId`. */
    async endOthers(userId: string, currentId: string): Promise<void> {
      for (const id of await sessions.deleteOthers(userId, currentId)) onSessionEnded(id);
    },
  };
}
