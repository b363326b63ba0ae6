import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/** A query client for one test: no retries, so a failed request shows its error at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * Render `routes` in a memory router at `path` with a fresh query client (or `queryClient`,
 * e.g. one with a signed-in account already set). Returns the router, to read where the page
 * navigated, and the query client.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  queryClient: QueryClient = testQueryClient(),
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
