/**
 * The browser's own time zone (an IANA name such as `Europe/Berlin`; `UTC` when the browser does
 * not say). Only a first default: a signed-in person's zone is the one saved on their account,
 * read through `ownTimeZone()` in `lib/session/account.ts`, which falls back to this.
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
