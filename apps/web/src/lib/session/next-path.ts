import { ownSitePath } from '@pathwise/contracts';

/** The `?next=` parameter of /login: where to go after signing in. */

/**
 * The `?next=` target after login, only when it is a path on this site: it must start with
 * a single '/' (not '//' or '/\', which browsers read as another host) and hold no control
 * characters. Returns null for anything else, so that a crafted link cannot send a user
 * who just signed in to a look-alike site. The same rule as the server's for the OAuth
 * sign-in's `next` (contracts `ownSitePath`).
 */
export function safeNextPath(next: string | null | undefined): string | null {
  return ownSitePath(next);
}
