import type { RouteObject } from 'react-router';

/**
 * The public mentor directory `/mentors` and profiles `/mentors/:id` (docs/product.md#11-fix:
 * 'View All Mentors' goes to the directory). Top navigation and footer show on both.
 */
export const mentorsRoutes: RouteObject[] = [
  {
    path: 'mentors',
    lazy: async () => ({ Component: (await import('./pages/directory-page.tsx')).DirectoryPage }),
  },
  {
    path: 'mentors/:id',
    lazy: async () => ({ Component: (await import('./pages/profile-page.tsx')).ProfilePage }),
  },
];

/**
 * Find Mentors inside a dashboard, relative to it: `/dashboard/find-mentors` and
 * `/dashboard_mentor/find-mentors` show the directory with the same search and filters in the
 * dashboard's frame. The app's router puts it into both dashboard shells.
 */
export const dashboardMentorsRoutes: RouteObject[] = [
  {
    path: 'find-mentors',
    lazy: async () => ({
      Component: (await import('./pages/directory-page.tsx')).DashboardDirectoryPage,
    }),
  },
];
