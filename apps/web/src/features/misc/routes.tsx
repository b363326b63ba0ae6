import type { RouteObject } from 'react-router';

/**
 * The catch-all route: every address the app does not know shows the not-found page. Lazy,
 * so the page's code stays out of the entry chunk (first-load JS budget).
 */
export const notFoundRoutes: RouteObject[] = [
  {
    path: '*',
    lazy: async () => ({
      Component: (await import('./pages/not-found-page.tsx')).NotFoundPage,
    }),
  },
];
