/**
 * Interface languages (docs/product.md#15-languages): English, Spanish, Hindi. The web app shows
 * one of them and the account saves the person's choice (`users.language`). Apart from the
 * settings' schemas so that the web app's entry chunk, which detects the language, carries only
 * this list (docs/performance.md, first-load JS).
 */
export const UI_LANGUAGES = ['en', 'es', 'hi'] as const;

/** One of {@link UI_LANGUAGES}. */
export type UiLanguageCode = (typeof UI_LANGUAGES)[number];

/** Whether `value` is one of {@link UI_LANGUAGES} (exactly: `es`, not `es-MX`). */
export function isUiLanguage(value: unknown): value is UiLanguageCode {
  return (UI_LANGUAGES as readonly unknown[]).includes(value);
}
