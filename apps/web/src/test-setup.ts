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

// The web project runs its files in one shared jsdom per worker (`isolate: false`,
// docs/performance.md#the-test-suite): each file starts from the state a fresh jsdom would have.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.title = '';
});

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(cleanup);

// The network is MSW's (src/testing/): each test says what the API answers; nothing else.
// MSW's 'error' only makes such a request fail, which a component may show as its error
// state while the test passes without looking: every request nobody answered is recorded
// and fails the test that made it.
const unanswered: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      unanswered.push(`${request.method} ${url.pathname}${url.search}`);
      print.error();
    },
  }),
);
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  if (unanswered.length > 0) {
    const requests = unanswered.splice(0);
    throw new Error(
      `No handler answered ${requests.join(', ')}: give the test one (server.use(...)).`,
    );
  }
});
afterAll(() => server.close());
