import type { RouteObject } from 'react-router';

/**
 * The mentor's calendar, relative to the mentor dashboard (`/dashboard_mentor/calendar`):
 * the app's router puts it into the mentor shell. One lazy chunk.
 */
export const calendarRoutes: RouteObject[] = [
  {
    path: 'calendar',
    lazy: async () => ({
      Component: (await import('./pages/calendar-page.tsx')).CalendarPage,
    }),
  },
];
