import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

/**
 * The route chunks whose imports the entry names for parallel loading: the home page and the
 * public pages people land on from outside (directory, profiles, circles, FAQ). See
 * `build.modulePreload` below.
 */
const PRELOADED_ROUTE =
  /(^|\/)(home-page|directory-page|profile-page|circles-page|circle-page|faq-page)-/;

/** Vite build of the SPA; also the `web` Vitest project (component and unit tests). */
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // `.br` and `.gz` copies of every built file of 1 KB and more, which the server sends
    // precompressed (@fastify/static `preCompressed`).
    compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 }),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    sourcemap: false,
    modulePreload: {
      // The entry chunk can carry, for each lazy route, the files that route's chunk imports
      // so that they load in parallel. Only the landing pages keep that list; other routes'
      // imports load once their chunk arrives (one more round trip on a first visit, none
      // after). The lists of every route cost ~1.2 KB gzip of file names in the first load
      // of every page (budget: first-load JS of / ≤ 170 KB gzip).
      resolveDependencies: (filename, deps) => (PRELOADED_ROUTE.test(filename) ? deps : []),
    },
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into the entry chunk. Rolldown would
        // otherwise cut it into a common chunk per set of lazy routes sharing a module (eight
        // files on the first load of /), which compresses worse and costs more requests.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
