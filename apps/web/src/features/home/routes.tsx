import type { RouteObject } from 'react-router';

/** The home page `/` (product spec §2 "Home page"). */
export const homeRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./pages/home-page.tsx')).HomePage }),
  },
];
