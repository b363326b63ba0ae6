import type { ResourceKey } from 'i18next';

/**
 * Loaders of the `hi` catalogues, one chunk each, keyed by their path. Its own module, bundled
 * with the language's first catalogues (`first-hi` in vite.config.ts), so that the entry holds
 * no language's list (docs/performance.md, "The first load").
 */
export default import.meta.glob<ResourceKey>('../locales/hi/*.json', { import: 'default' });
