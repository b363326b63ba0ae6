import type { RouteObject } from 'react-router';

/**
 * The mentor's availability page, relative to the mentor dashboard
 * (`/dashboard_mentor/availability`, issue 9): the app's router puts it into that shell.
 */
export const availabilityRoutes: RouteObject[] = [
  {
    path: 'availability',
    lazy: async () => ({
      Component: (await import('./pages/availability-page.tsx')).AvailabilityPage,
    }),
  },
];
