import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { routeModules } from './build/route-chunks.ts';
import { routePreloads } from './build/route-preloads.ts';
import { UI_LANGUAGES } from '../../packages/contracts/src/ui-languages.ts';

/**
 * The route chunks whose imports the entry names for parallel loading: the home page and the
 * public pages people land on from outside (directory, profiles, circles, FAQ). See
 * `build.modulePreload` below.
 */
const PRELOADED_ROUTE =
  /(^|\/)(home-page|directory-page|profile-page|circles-page|circle-page|faq-page)-/;

const ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);
const require = createRequire(import.meta.url);

/** What the home page runs besides the entry, for the chunk groups below (ADR 0011). */
const home = routeModules({
  entry: src('main.tsx'),
  page: src('features/home/pages/home-page.tsx'),
  feature: src('features/home') + path.sep,
  // The home page's catalogue is a chunk per language of its own (ADR 0022), not in the page's.
  extraOwn: [],
  widelyUsed: 20,
});

/** The public pages whose chunks the server names in a preload header (ADR 0011). */
const preloads = routePreloads(
  {
    '/': { page: src('features/home/pages/home-page.tsx'), catalogues: ['home'] },
    ...Object.fromEntries(
      (
        [
          ['/mentors', 'mentors/pages/directory-page.tsx', 'mentors'],
          ['/mentors/:id', 'mentors/pages/profile-page.tsx', 'mentors'],
          ['/circles', 'circles/pages/circles-page.tsx', 'circles'],
          ['/circles/:id', 'circles/pages/circle-page.tsx', 'circles'],
          ['/faq', 'public-pages/pages/faq-page.tsx', 'public'],
          ['/about', 'public-pages/pages/about-page.tsx', 'public'],
          ['/terms', 'public-pages/pages/terms-page.tsx', 'public'],
          ['/privacy', 'public-pages/pages/privacy-page.tsx', 'public'],
          ['/mentor-guidelines', 'public-pages/pages/mentor-guidelines-page.tsx', 'public'],
          ['/contact', 'contact/pages/contact-page.tsx', 'contact'],
          ['/resources', 'resources/pages/resources-page.tsx', 'resources'],
          ['/resources/:slug', 'resources/pages/article-page.tsx', 'resources'],
          ['/login', 'auth/pages/index.ts', 'auth'],
          ['/signup', 'auth/pages/index.ts', 'auth'],
        ] as const
      ).map(([route, page, namespace]) => [
        route,
        {
          page: src(`features/${page}`),
          catalogues: [namespace],
        },
      ]),
    ),
  },
  {
    locales: src('i18n/locales'),
    languages: UI_LANGUAGES,
    // `EAGER_NAMESPACES` of `src/lib/i18n.ts`, which this config cannot import (it runs in a browser).
    eager: ['common'],
  },
);

/** Vite build of the SPA; also the `web` Vitest project (component and unit tests). */
export default defineConfig(({ command }) => ({
  plugins: [
    home.plugin,
    preloads,
    react(),
    tailwindcss(),
    // `.br` and `.gz` copies of every built file of 1 KB and more, which the server sends
    // precompressed (@fastify/static `preCompressed`).
    compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // Builds only (dev and tests keep the originals, with their warnings):
      ...(command === 'build'
        ? [
            // React Router's package points every import at its development build, whose
            // only difference is the dev warnings it prints (-0.6 KB gzip without them).
            {
              find: /^react-router$/,
              replacement: path.join(
                path.dirname(require.resolve('react-router/package.json')),
                'dist/production/index.mjs',
              ),
            },
            // react-i18next's shim of useSyncExternalStore for React < 18 hands React 19's own
            // hook out; import React's directly (-0.3 KB gzip of CommonJS wrapper).
            { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
          ]
        : []),
    ],
  },
  build: {
    sourcemap: false,
    modulePreload: {
      // The entry chunk can carry, for each lazy route, the files that route's chunk imports
      // so that they load in parallel. Only the landing pages keep that list; other routes'
      // imports load once their chunk arrives (one more round trip on a first visit, none
      // after). The lists of every route cost ~1.2 KB gzip of file names in the first load
      // of every page (budget: first-load JS of / ≤ 170 KB gzip). index.html keeps its list:
      // the entry imports Rolldown's runtime chunk, which without a preload the browser finds
      // only once the entry has arrived, one more round trip before anything runs
      // (docs/performance.md).
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'html' || PRELOADED_ROUTE.test(filename) ? deps : [],
      // Only Safari 16.4–16.6 and Firefox 114 of the build target lack modulepreload; they
      // fetch those imports when the route's chunk runs, one round trip later (-0.3 KB gzip).
      polyfill: false,
    },
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically goes into the entry chunk. Rolldown would
            // otherwise cut it into a common chunk per set of lazy routes sharing a module
            // (eight files on the first load of /), which compresses worse and costs more
            // requests.
            { name: 'index', tags: ['$initial'], priority: 4 },
            // The rest of the first load of /: five files instead of twenty (ADR 0011). The
            // modules the home page shares with other routes go into a few chunks by kind, so
            // that another page needing one of them fetches a file of that kind, not all.
            { name: 'common', test: (id) => home.modules.common.has(id), priority: 3 },
            {
              name: 'icons',
              test: (id) => home.modules.shared.has(id) && ICON.test(id),
              priority: 2,
            },
            {
              name: 'landing',
              test: (id) => home.modules.shared.has(id),
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // Per language, the catalogues of the first load of / (`common` and `home`) in one
            // chunk with the list of the language's catalogues (`i18n/catalogues/<language>.ts`):
            // one request instead of three, and no language's list in the entry (ADR 0022).
            ...UI_LANGUAGES.map((language) => ({
              name: `first-${language}`,
              test: (id: string) =>
                id === src(`i18n/catalogues/${language}.ts`) ||
                (id.startsWith(src(`i18n/locales/${language}/`)) &&
                  /[\\/](common|home)\.json$/.test(id)),
              priority: 5,
              // Not the loaders' own imports (Vite's preload helper): those stay where every
              // language finds them.
              includeDependenciesRecursively: false,
            })),
            {
              name: 'home-page',
              test: (id) => home.modules.own.has(id),
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // One jsdom and one module graph per worker instead of per file: a fresh jsdom, the setup
    // file's imports and React's modules cost ~6 s per file on this 2-core machine, more than
    // most files' tests (docs/performance.md#the-test-suite). test-setup.ts resets what a file
    // could leave behind (storage, cookies, address, MSW handlers, mounted trees).
    isolate: false,
    // The root config's worker count (vitest.config.ts): Vitest 5 resolves it per project, and a
    // project loaded from its own file does not inherit it; projects of one run that differ in
    // it fail to start ("different 'maxWorkers' but same 'sequence.groupOrder'").
    maxWorkers: 2,
    // Interaction-heavy tests take ~2 s alone and more when the machine is busy.
    testTimeout: 15_000,
  },
}));
