import i18n, { type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import common from '../i18n/locales/en/common.json';
import { formatCatalogueNumber } from './i18n-number-format.ts';

/**
 * i18next set-up. English is the spec's own wording (docs/product.md#10-keep-exactly "Keep exactly");
 * one namespace per feature so that features keep their strings apart.
 * `{{product}}` in any string is the configured APP_NAME.
 *
 * Only {@link EAGER_NAMESPACES} ship in the main bundle; every other catalogue is its own
 * chunk, fetched the first time a route needs it (`withNamespaces` in `app/router.tsx` loads
 * a route's namespaces together with its page, and `useTranslation` suspends on any other
 * namespace until it has arrived). Unit tests load every catalogue up front (`test-setup.ts`).
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
 * The namespaces bundled with the page frame, so that the first paint shows no raw keys:
 * `common` holds the texts of the top navigation (its Resources menu included), the footer,
 * the spinner and the error pages.
 */
export const EAGER_NAMESPACES = ['common'] as const satisfies readonly Namespace[];

/** Loaders of the other catalogues, one chunk each, keyed by their path. */
const lazyCatalogues = import.meta.glob<ResourceKey>(
  ['../i18n/locales/*/*.json', '!../i18n/locales/*/common.json'],
  { import: 'default' },
);

/** Import the catalogue chunk of `language`/`namespace`; rejects when there is none. */
function importCatalogue(language: string, namespace: string): Promise<ResourceKey> {
  const load = lazyCatalogues[`../i18n/locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`No catalogue for ${language}/${namespace}`));
}

void i18n
  .use(resourcesToBackend(importCatalogue))
  .use(initReactI18next)
  .init({
    resources: { en: { common } },
    // Bundled catalogues are used as they are; the others come from the backend.
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
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
