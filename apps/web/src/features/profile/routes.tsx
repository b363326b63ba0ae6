import type { RouteObject } from 'react-router';

/**
 * `<dashboard>/profile` in both dashboards (docs/product.md#1115-settings-that-save): the person's
 * own profile as others see it. Relative to a dashboard; the app's router puts it into both shells.
 */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: async () => ({
      Component: (await import('./pages/own-profile-page.tsx')).OwnProfilePage,
    }),
  },
];
