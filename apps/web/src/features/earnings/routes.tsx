import type { RouteObject } from 'react-router';

/**
 * The mentor's earnings, relative to the mentor dashboard (`/dashboard_mentor/earnings`): the app's
 * router puts it into the mentor shell. One lazy chunk.
 */
export const earningsRoutes: RouteObject[] = [
  {
    path: 'earnings',
    lazy: async () => ({
      Component: (await import('./pages/earnings-page.tsx')).EarningsPage,
    }),
  },
];
