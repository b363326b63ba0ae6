import type { RouteObject } from 'react-router';

/** The feature's pages, one lazy chunk (see `pages/index.ts`). */
const pages = () => import('./pages/index.ts');

/**
 * The mentee dashboard's Sessions and My Mentors pages, relative to /dashboard (the app puts
 * them into the mentee shell).
 */
export const menteeSessionsRoutes: RouteObject[] = [
  { path: 'sessions', lazy: async () => ({ Component: (await pages()).SessionsPage }) },
  { path: 'mentors', lazy: async () => ({ Component: (await pages()).MyMentorsPage }) },
];

/**
 * /sessions/:id for both participants: the site's top navigation, no footer (a work page,
 * like /admin).
 */
export const sessionRoutes: RouteObject[] = [
  {
    path: 'sessions/:id',
    handle: { footer: false },
    lazy: async () => ({ Component: (await pages()).SessionPage }),
  },
];
