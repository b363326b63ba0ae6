import type { RouteObject } from 'react-router';

/** `/appeal/:token`: a statement of reasons' appeal page, public, a lazy chunk. */
export const appealRoutes: RouteObject[] = [
  {
    path: 'appeal/:token',
    lazy: async () => ({
      Component: (await import('./pages/appeal-page.tsx')).AppealPage,
    }),
  },
];
