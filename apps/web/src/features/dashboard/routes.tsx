import type { RouteObject } from 'react-router';
import { BARE } from '@/lib/route-handle.ts';

/** The mentee dashboard under /dashboard (product spec §2 "Mentee dashboard"). */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    handle: BARE,
    lazy: async () => ({
      Component: (await import('./components/mentee-dashboard-layout.tsx')).MenteeDashboardLayout,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/mentee-home-page.tsx')).MenteeHomePage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('./pages/dashboard-not-built-page.tsx')).DashboardNotBuiltPage,
        }),
      },
    ],
  },
];
