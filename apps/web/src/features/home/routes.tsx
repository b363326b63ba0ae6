import type { RouteObject } from 'react-router';

/** The home page `/` (docs/product.md#24-home-page "Home page"). */
export const homeRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./pages/home-page.tsx')).HomePage }),
  },
];
