import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The one mock of the network in web unit tests (ARCHITECTURE "Tests": MSW handlers typed by
 * the contracts, in `src/testing/`). Started in `test-setup.ts` and reset after each test; a
 * test says what the API answers with `server.use(...)` (see `./api.ts`). A request nobody
 * answers fails the test, so a page cannot quietly depend on a call the test did not expect.
 *
 * The one answer every test has: the public profile's fire-and-forget view count
 * (issue 12 analytics), which no page waits for.
 */
export const server = setupServer(
  http.post('/api/mentors/:id/views', () => new HttpResponse(null, { status: 204 })),
);
