import { createInstance, type TFunction } from 'i18next';
import { catalogues, MAIL_NAMESPACES, type MailNamespace } from './locales/index.ts';
import { DEFAULT_MAIL_LANGUAGE, type MailLanguage } from './language.ts';

/**
 * The mails' texts in every language (docs/product.md#15-languages): one i18next instance over
 * the catalogues of `locales/<language>/<namespace>.json`, one namespace per module that sends
 * mail (ADR 0021). Only mail templates import this file, and they are imported on the first
 * mail, so i18next and the catalogues load then, not when the server starts.
 *
 * Values are interpolated unescaped: React escapes them in the HTML part, and the plain-text
 * part must show them as typed. i18next's `skipOnVariables` (its default) keeps a value such as
 * a name that contains `{{…}}` or `$t(…)` from being interpolated or nested in turn.
 */
const i18n = createInstance();
void i18n.init({
  resources: catalogues,
  lng: DEFAULT_MAIL_LANGUAGE,
  fallbackLng: DEFAULT_MAIL_LANGUAGE,
  ns: [...MAIL_NAMESPACES],
  defaultNS: 'layout',
  // The resources are in memory: initialise synchronously, so the first mail can use them.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * The texts of `namespace` in `language`: `t('key', { appName, count })`, with i18next's
 * plurals (`_one`, `_other`, Spanish `_many`) and `{{variables}}`. A key missing in Spanish or
 * Hindi falls back to English, a key missing everywhere comes back as the key itself (the
 * catalogue check, `scripts/check-catalogues.mjs`, keeps both from happening).
 */
export function mailT(language: MailLanguage, namespace: MailNamespace): TFunction {
  return i18n.getFixedT(language, namespace);
}
