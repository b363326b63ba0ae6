import { isUiLanguage, type UiLanguageCode, type User } from '@pathwise/contracts';
import { api } from './api-client.ts';
import i18n, { initialLanguage, rememberLanguage } from './i18n.ts';

/**
 * The language choice (docs/product.md#15-languages): switching, remembering it on this browser
 * and in the signed-in person's account, and following the account's language on sign-in.
 */

/** A mail link's `?lng=`, to save in the account once the session is known (then cleared). */
let addressChoice: string | undefined =
  initialLanguage.source === 'address' ? initialLanguage.language : undefined;

/** The account save in flight: a session read meanwhile still carries the old language. */
let saving: Promise<void> | undefined;

/**
 * `PUT /api/settings/language`: save the interface language in the signed-in account, so that
 * it follows the person to other devices and to their mails.
 */
export async function saveAccountLanguage(language: UiLanguageCode): Promise<void> {
  const save = api('/settings/language', { method: 'PUT', body: { language } });
  saving = save;
  try {
    await save;
  } finally {
    if (saving === save) saving = undefined;
  }
}

/**
 * Show `language` at once, without a reload: its catalogues of the namespaces loaded so far are
 * fetched first and the texts on screen render again only once they are there (no raw keys, no
 * English meanwhile). Remembered on this browser.
 */
export async function switchLanguage(language: UiLanguageCode): Promise<void> {
  rememberLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/**
 * The person's choice from a language switcher: shown at once ({@link switchLanguage}) and, for
 * a signed-in person, saved in the account. Rejects when the account could not be saved.
 */
export async function chooseLanguage(language: UiLanguageCode, signedIn: boolean): Promise<void> {
  const shown = switchLanguage(language);
  if (signedIn) await saveAccountLanguage(language);
  await shown;
}

/**
 * Apply the signed-in person's account to the language (called with each session read):
 * a mail link's `?lng=` on this load is their choice and is saved in the account; otherwise
 * the account's language wins over this browser's and is shown and remembered.
 * @returns the language saved in the account now, if any (the caller updates its cache)
 */
export function followAccountLanguage(user: Pick<User, 'language'>): UiLanguageCode | undefined {
  if (addressChoice !== undefined) {
    const chosen = addressChoice;
    addressChoice = undefined;
    if (isUiLanguage(chosen) && chosen !== user.language) {
      void saveAccountLanguage(chosen).catch(() => undefined);
      return chosen;
    }
    return undefined;
  }
  if (saving === undefined && user.language && user.language !== i18n.language) {
    void switchLanguage(user.language);
  }
  return undefined;
}
