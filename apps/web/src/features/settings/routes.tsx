import type { RouteObject } from 'react-router';

/**
 * Settings, relative to a dashboard: `<dashboard>/settings` opens the first tab
 * (Profile) and `<dashboard>/settings/:tab` a given one. The app's router puts these into
 * both dashboard shells; which tabs exist depends on the person's role ({@link SETTINGS_TABS}).
 */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings/:tab?',
    lazy: async () => ({
      Component: (await import('./pages/settings-page.tsx')).SettingsPage,
    }),
  },
];
