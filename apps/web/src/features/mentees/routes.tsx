import type { RouteObject } from 'react-router';

/**
 * My Mentees, relative to the mentor dashboard (`/dashboard_mentor/mentees` and
 * `/dashboard_mentor/mentees/:id`; docs/product.md#220-mentor-dashboard). The app's router puts
 * them into the mentor shell, before the dashboard's coming-soon catch-all.
 */
export const menteesRoutes: RouteObject[] = [
  {
    path: 'mentees',
    lazy: async () => ({
      Component: (await import('./pages/mentees-page.tsx')).MenteesPage,
    }),
  },
  {
    path: 'mentees/:id',
    lazy: async () => ({
      Component: (await import('./pages/mentee-page.tsx')).MenteePage,
    }),
  },
];
