import type { RouteObject } from 'react-router';

/**
 * Feature Request, relative to a dashboard (`<dashboard>/feature-request`): the
 * app's router puts it into both dashboard shells. A lazy chunk.
 */
export const featureRequestsRoutes: RouteObject[] = [
  {
    path: 'feature-request',
    lazy: async () => ({
      Component: (await import('./pages/feature-request-page.tsx')).FeatureRequestPage,
    }),
  },
];
