import type { RouteObject } from 'react-router';

/**
 * The notifications page, relative to a dashboard: the app's router puts it into both
 * dashboard shells (`/dashboard/notifications`, `/dashboard_mentor/notifications`).
 */
export const notificationsRoutes: RouteObject[] = [
  {
    path: 'notifications',
    lazy: async () => ({
      Component: (await import('./pages/notifications-page.tsx')).NotificationsPage,
    }),
  },
];

/** `/unsubscribe?token=&kind=`: a mail's opt-out page, public, a lazy chunk. */
export const unsubscribeRoutes: RouteObject[] = [
  {
    path: 'unsubscribe',
    lazy: async () => ({
      Component: (await import('./pages/unsubscribe-page.tsx')).UnsubscribePage,
    }),
  },
];
