import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle.ts';

/**
 * The site's top navigation but no footer: an admin page is a work page, not a dashboard
 * with its own frame; the top bar gives the way home and Logout.
 */
const ADMIN_HANDLE: RouteHandle = { footer: false };

/** Admin pages under /admin (docs/product.md#121-mentor-vetting "Mentor vetting"): admins only. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    handle: ADMIN_HANDLE,
    lazy: async () => ({
      Component: (await import('./components/admin-layout.tsx')).AdminLayout,
    }),
    children: [
      {
        path: 'mentors',
        lazy: async () => ({
          Component: (await import('./pages/mentor-applications-page.tsx')).MentorApplicationsPage,
        }),
      },
      // The overview, people and audit log (docs/product.md#146-admin-overview).
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/overview-page.tsx')).OverviewPage,
        }),
      },
      {
        path: 'people',
        lazy: async () => ({ Component: (await import('./pages/people-page.tsx')).PeoplePage }),
      },
      {
        path: 'people/:id',
        lazy: async () => ({ Component: (await import('./pages/person-page.tsx')).PersonPage }),
      },
      {
        path: 'audit-log',
        lazy: async () => ({
          Component: (await import('./pages/audit-log-page.tsx')).AuditLogPage,
        }),
      },
      {
        path: 'reports',
        lazy: async () => ({
          Component: (await import('./pages/reports-page.tsx')).ReportsPage,
        }),
      },
    ],
  },
];
