import { setupServer } from 'msw/node';

/**
 * The one mock of the network in web unit tests (ARCHITECTURE "Tests": MSW handlers typed by
 * the contracts, in `src/testing/`). Started in `test-setup.ts` and reset after each test; a
 * test says what the API answers with `server.use(...)` (see `./api.ts`). A request nobody
 * answers fails the test, so a page cannot quietly depend on a call the test did not expect.
 */
export const server = setupServer();
