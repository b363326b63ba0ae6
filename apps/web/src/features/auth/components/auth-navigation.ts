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
