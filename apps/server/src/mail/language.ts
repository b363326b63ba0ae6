import { UI_LANGUAGES, type UiLanguage } from '@pathwise/contracts';

/**
 * The language of a mail (docs/product.md#15-languages): its recipient's interface language
 * (`users.language`, owned by the account module), or for an address without an account the
 * best match of the request that caused the mail. This file is cheap to import (no catalogue, no
 * i18next): routes call {@link bestLanguage} at request time; the catalogues themselves load
 * with the first mail (`i18n.ts`).
 */

/** A language mails are written in: contracts `UI_LANGUAGES` (`en`, `es`, `hi`). */
export type MailLanguage = UiLanguage;

/** The language every mail falls back to. */
export const DEFAULT_MAIL_LANGUAGE: MailLanguage = 'en';

/**
 * `code` as a mail language: one of `UI_LANGUAGES` as given, anything else (null, absent, a
 * code the product does not speak) English. Never throws; a mail always renders.
 */
export function mailLanguage(code: string | null | undefined): MailLanguage {
  return (UI_LANGUAGES as readonly string[]).includes(code ?? '')
    ? (code as MailLanguage)
    : DEFAULT_MAIL_LANGUAGE;
}

/**
 * The `Intl` locale of a mail's dates, times and numbers: US English for English (as mails
 * always wrote them: "Monday, November 30", "1,523"), Spanish, and Hindi as written in India
 * (Western digits, lakh grouping) (docs/product.md#15-languages).
 */
export function mailLocale(language: MailLanguage): string {
  return language === 'en' ? 'en-US' : language === 'hi' ? 'hi-IN' : 'es';
}

/**
 * The best mail language for an `Accept-Language` header: the first of its ranges, by
 * quality then order, whose primary subtag is `en`, `es` or `hi` (`es-MX` → `es`); English
 * when none is, or when the header is absent or malformed.
 */
export function bestLanguage(header: string | null | undefined): MailLanguage {
  if (!header) return DEFAULT_MAIL_LANGUAGE;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.tag && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0];
    if ((UI_LANGUAGES as readonly string[]).includes(primary ?? '')) return primary as MailLanguage;
  }
  return DEFAULT_MAIL_LANGUAGE;
}

/**
 * `link` with `lng=<language>` added to its query, so that the web app opens the page in the
 * mail's language; English links stay exactly as they were (English is the app's default).
 * A link that is not an absolute URL is returned unchanged.
 */
export function withLanguage(link: string, language: MailLanguage): string {
  if (language === DEFAULT_MAIL_LANGUAGE) return link;
  try {
    const url = new URL(link);
    url.searchParams.set('lng', language);
    return url.toString();
  } catch {
    return link;
  }
}
