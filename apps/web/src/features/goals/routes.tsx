import type { RouteObject } from 'react-router';

/**
 * Goals & Activities, relative to the mentee dashboard (`/dashboard/goals`). The
 * app's router puts it into the mentee shell, before the dashboard's coming-soon catch-all.
 */
export const goalsRoutes: RouteObject[] = [
  {
    path: 'goals',
    lazy: async () => ({
      Component: (await import('./pages/goals-page.tsx')).GoalsPage,
    }),
  },
];
