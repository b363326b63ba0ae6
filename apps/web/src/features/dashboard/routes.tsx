import type { RouteObject } from 'react-router';
import { BARE } from '@/lib/route-handle.ts';

/**
 * The mentee dashboard under /dashboard (docs/product.md#219-mentee-dashboard "Mentee dashboard").
 *
 * Every page here is BARE, /dashboard/messages included although the route table
 * (docs/product.md#21-route-table) shows the site's top navigation there: the dashboard frame has its own top bar, and stacking both looked
 * like two headers. The sidebar's other pages come with later issues and meanwhile get an
 * honest "not available yet" page inside the frame. The home (the index route) is composed
 * by the app (`app/homes/`) from the features' home sections.
 */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    handle: BARE,
    lazy: async () => ({
      Component: (await import('./components/mentee-dashboard-layout.tsx')).MenteeDashboardLayout,
    }),
    children: [
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('./pages/dashboard-coming-soon-page.tsx'))
            .DashboardComingSoonPage,
        }),
      },
    ],
  },
];
