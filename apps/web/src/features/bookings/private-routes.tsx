import type { RouteObject } from 'react-router';

/**
 * The routes of signed-in people, apart from the public {@link ./routes.tsx} so that the entry
 * chunk (which holds the public route table) does not carry them (ADR 0011).
 */

/** The mentee's Sessions and My Mentors pages and a session's page: one lazy chunk (`pages/index.ts`). */
const pages = () => import('./pages/index.ts');

/**
 * The mentee dashboard's Sessions and My Mentors pages, relative to /dashboard (the app puts
 * them into the mentee shell).
 */
export const menteeBookingsRoutes: RouteObject[] = [
  { path: 'sessions', lazy: async () => ({ Component: (await pages()).BookingsPage }) },
  { path: 'mentors', lazy: async () => ({ Component: (await pages()).MyMentorsPage }) },
];

/**
 * /sessions/:id for both participants: the site's top navigation, no footer (a work page,
 * like /admin).
 */
export const bookingDetailRoutes: RouteObject[] = [
  {
    path: 'sessions/:id',
    handle: { footer: false },
    lazy: async () => ({ Component: (await pages()).BookingDetailPage }),
  },
];

/**
 * The mentor's calendar (`calendar`) and availability (`availability`, docs/product.md#123-booking),
 * relative to the mentor dashboard (`/dashboard_mentor/…`): the app's router puts them into
 * the mentor shell. One lazy chunk each.
 */
export const calendarRoutes: RouteObject[] = [
  {
    path: 'calendar',
    lazy: async () => ({
      Component: (await import('./pages/calendar-page.tsx')).CalendarPage,
    }),
  },
];
export const availabilityRoutes: RouteObject[] = [
  {
    path: 'availability',
    lazy: async () => ({
      Component: (await import('./pages/availability-page.tsx')).AvailabilityPage,
    }),
  },
];
