/**
 * The e-mail address typed on /login, kept in localStorage while typing and removed after
 * a successful login (docs/product.md#42-forms "Login form"). Storage can be unavailable (private
 * windows, blocked cookies); then nothing is remembered and nothing breaks.
 */

/** localStorage key of the remembered address. */
export const REMEMBERED_EMAIL_KEY = 'pathwise.loginEmail';

/** The remembered address, or '' when there is none. */
export function readRememberedEmail(): string {
  try {
    return window.localStorage.getItem(REMEMBERED_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Remember `email` as typed; an empty value forgets it. */
export function rememberEmail(email: string): void {
  try {
    if (email) window.localStorage.setItem(REMEMBERED_EMAIL_KEY, email);
    else window.localStorage.removeItem(REMEMBERED_EMAIL_KEY);
  } catch {
    // Storage unavailable: remembering is a convenience only.
  }
}

/** Forget the remembered address (after a successful login). */
export function forgetRememberedEmail(): void {
  rememberEmail('');
}
