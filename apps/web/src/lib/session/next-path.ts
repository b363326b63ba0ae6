/** The `?next=` parameter of /login: where to go after signing in. */

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
