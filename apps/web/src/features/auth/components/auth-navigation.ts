/**
 * What auth pages hand each other through router navigation state and the query string.
 */

/** Navigation state an auth page may receive: a green notice and an address to prefill. */
export interface AuthNavigationState {
  /** Already translated text for the dismissible success banner. */
  notice?: string;
  /** E-mail address to prefill (e.g. the one just signed up with). */
  email?: string;
}

/** Read {@link AuthNavigationState} from `location.state`, ignoring anything else. */
export function readAuthNavigationState(state: unknown): AuthNavigationState {
  if (typeof state !== 'object' || state === null) return {};
  const { notice, email } = state as Record<string, unknown>;
  return {
    notice: typeof notice === 'string' ? notice : undefined,
    email: typeof email === 'string' ? email : undefined,
  };
}

/**
 * The `?next=` target after login, only when it is a path on this site: it must start with
 * a single '/' (not '//' or '/\', which browsers read as another host) and hold no control
 * characters. Returns null for anything else, so that a crafted link cannot send a user
 * who just signed in to a look-alike site.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/')) return null;
  if (next.startsWith('//') || next.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  return next;
}
