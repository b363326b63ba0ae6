import { UI_LANGUAGES } from '@pathwise/contracts';
import i18n, { type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { detectLanguage } from './detect-language.ts';
import { formatCatalogueNumber } from './i18n-number-format.ts';

/**
 * i18next set-up. English is the spec's own wording (docs/product.md#10-keep-exactly "Keep exactly");
 * one namespace per feature so that features keep their strings apart.
 * `{{product}}` in any string is the configured APP_NAME.
 *
 * The page shows one language (docs/product.md#15-languages; {@link initialLanguage}, then the
 * account's and the person's choices through `lib/language.ts`), and only its catalogues are
 * downloaded: every catalogue is its own chunk (ADR 0022). {@link EAGER_NAMESPACES} load before
 * the first render (`main.tsx` waits for {@link i18nReady}; the server names them in a preload
 * header, so they download beside the entry); the others are fetched the first time a route
 * needs them (`withNamespaces` in `app/router.tsx` loads a route's namespaces together with its
 * page, and `useTranslation` suspends on any other namespace until it has arrived). Unit tests
 * load every catalogue up front (`test-setup.ts`).
 */
export const NAMESPACES = [
  'common',
  'home',
  'auth',
  'dashboard',
  'public',
  'onboarding',
  'mentor',
  'admin',
  'circles',
  'mentors',
  'contact',
  'resources',
  'notifications',
  'calendar',
  'goals',
  'booking',
  'sessions',
  'settings',
  'profile',
  'mentees',
  'earnings',
  'messages',
  'experts',
  'feature-requests',
  'blocks',
  'report',
] as const;

/** A catalogue name: one JSON file per language in `i18n/locales/<lng>/`. */
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The namespaces loaded before the first render, so that the first paint shows no raw keys:
 * `common` holds the texts of the top navigation (its Resources menu included), the footer,
 * the spinner and the error pages.
 */
export const EAGER_NAMESPACES = ['common'] as const satisfies readonly Namespace[];

/** A language's catalogue loaders: a chunk fetched with its first catalogues. */
type CatalogueLoaders = Record<string, () => Promise<ResourceKey>>;
const catalogueLists: Record<string, () => Promise<{ default: CatalogueLoaders }>> = {
  en: () => import('../i18n/catalogues/en.ts'),
  es: () => import('../i18n/catalogues/es.ts'),
  hi: () => import('../i18n/catalogues/hi.ts'),
};
const loaders = new Map<string, Promise<CatalogueLoaders>>();

/**
 * Import the catalogue chunk of `language`/`namespace`; rejects when there is none. The list of
 * a language's catalogues is itself a chunk (one per language, not all three in the entry).
 */
function importCatalogue(language: string, namespace: string): Promise<ResourceKey> {
  const list = catalogueLists[language];
  if (!list) return Promise.reject(new Error(`No catalogues for ${language}`));
  let loading = loaders.get(language);
  if (!loading) {
    // A failed fetch is tried again on the next call.
    loading = list().then(
      (module) => module.default,
      (err: unknown) => {
        loaders.delete(language);
        throw err;
      },
    );
    loaders.set(language, loading);
  }
  return loading.then((found) => {
    const load = found[`../locales/${language}/${namespace}.json`];
    return load ? load() : Promise.reject(new Error(`No catalogue for ${language}/${namespace}`));
  });
}

/** The local storage key of the visitor's chosen language (docs/product.md#15-languages). */
export const LANGUAGE_STORAGE_KEY = 'pathwise.language';

/** The language saved in local storage; null when none or when storage is unavailable. */
export function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Remember `language` as the visitor's choice: in local storage (read first on the next visit)
 * and in the `pathwise_lng` cookie, from which the server picks the catalogues it names in the
 * preload header of the next page load (ADR 0022). Storage failures (private mode) are ignored.
 */
export function rememberLanguage(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice then lasts for this page only.
  }
  document.cookie = `pathwise_lng=${language}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The language the page starts in and where it came from ({@link detectLanguage}): the
 * address's `?lng=`, the stored choice, the browser's languages, else English.
 */
export const initialLanguage = detectLanguage({
  search: window.location.search,
  stored: storedLanguage(),
  languages: navigator.languages,
  supported: UI_LANGUAGES,
});

// A mail link's `?lng=` is remembered like a choice (saved in the account too once the session is
// read: lib/language.ts).
if (initialLanguage.source === 'address') rememberLanguage(initialLanguage.language);

// `<html lang>` follows the language (screen readers, hyphenation, the Devanagari font's
// `:lang(hi)`); `dir` stays `ltr`, which all three languages are.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/**
 * Resolves once the current language's {@link EAGER_NAMESPACES} have arrived: `main.tsx`
 * renders then, so that the first paint shows no raw keys.
 */
export const i18nReady = i18n
  .use(resourcesToBackend(importCatalogue))
  .use(initReactI18next)
  .init({
    lng: initialLanguage.language,
    // Set the language at once, not on the next task: the router starts loading the first
    // route's namespaces while this chunk runs (`loadNamespaces` needs the language).
    initAsync: false,
    // Every catalogue has every key (scripts/check-catalogues.mjs): no fallback language, whose
    // catalogues would otherwise be downloaded too.
    fallbackLng: false,
    supportedLngs: [...UI_LANGUAGES],
    load: 'currentOnly',
    ns: [...EAGER_NAMESPACES],
    defaultNS: 'common',
    // i18next's defaults, given explicitly: i18next then skips checking each key for natural
    // language (`looksLikeObjectPath`, a regular expression per `t()`; docs/performance.md). Every
    // key of the catalogues is a path.
    nsSeparator: ':',
    keySeparator: '.',
    interpolation: { escapeValue: false, defaultVariables: { product: 'Pathwise' } },
    returnNull: false,
  });
// One `Intl.NumberFormat` per language and options instead of one per value (docs/performance.md).
i18n.services.formatter?.add('number', formatCatalogueNumber);

/**
 * Load `namespaces` of the current language (no-op for those already here). Rejects when a
 * catalogue could not be fetched, so that a route shows its error page rather than raw keys.
 */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  await i18n.loadNamespaces([...namespaces]);
  const missing = namespaces.filter((ns) => !i18n.hasResourceBundle(i18n.language, ns));
  if (missing.length) throw new Error(`Could not load the catalogues ${missing.join(', ')}`);
}

/**
 * Make `{{product}}` resolve to the configured product name. Returns whether it changed: only
 * then must the texts already on screen render again (`i18n.changeLanguage`), which re-renders
 * every translated component (docs/performance.md: not on each first load, where the name is the
 * default).
 */
export function setProductName(name: string): boolean {
  if (i18n.options.interpolation?.defaultVariables?.product === name) return false;
  i18n.options.interpolation = {
    ...i18n.options.interpolation,
    defaultVariables: { product: name },
  };
  return true;
}

export default i18n;
