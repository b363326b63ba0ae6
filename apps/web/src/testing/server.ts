import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The one mock of the network in web unit tests (docs/architecture.md#tests: MSW handlers typed by
 * the contracts, in `src/testing/`). Started in `test-setup.ts` and reset after each test; a
 * test says what the API answers with `server.use(...)` (see `./api.ts`). A request nobody
 * answers fails the test, so a page cannot quietly depend on a call the test did not expect.
 *
 * The answers every test has: the public profile's fire-and-forget view count
 * (docs/product.md#1210-earnings-and-analytics), which no page waits for, and the dashboard
 * sidebar's unread badges (nothing unread unless a test says otherwise with `server.use`).
 */
export const server = setupServer(
  http.post('/api/mentors/:id/views', () => new HttpResponse(null, { status: 204 })),
  http.get('/api/notifications/unread-count', () => HttpResponse.json({ unreadCount: 0 })),
  http.get('/api/conversations', () => HttpResponse.json({ items: [] })),
);
