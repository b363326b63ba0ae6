import type { RouteObject } from 'react-router';

/** /circles and /circles/:id (docs/product.md#217-circles "Circles / communities page"), loaded lazily. */
export const circlesRoutes: RouteObject[] = [
  {
    path: 'circles',
    lazy: async () => ({ Component: (await import('./pages/circles-page.tsx')).CirclesPage }),
  },
  {
    path: 'circles/:id',
    lazy: async () => ({ Component: (await import('./pages/circle-page.tsx')).CirclePage }),
  },
];
