import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import type { ResourceKey } from 'i18next';
import { afterAll, afterEach, beforeAll } from 'vitest';
import i18n from './lib/i18n.ts';
import { server } from './testing/server.ts';

// The app fetches most catalogues on demand (lib/i18n.ts); tests get all of them up front so
// that no component suspends and every test renders its texts at once.
const catalogues = import.meta.glob<ResourceKey>('./i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});
for (const [file, catalogue] of Object.entries(catalogues)) {
  const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
  if (!i18n.hasResourceBundle(language!, namespace!))
    i18n.addResourceBundle(language!, namespace!, catalogue);
}

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(cleanup);

// The network is MSW's (src/testing/): each test says what the API answers; nothing else.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
