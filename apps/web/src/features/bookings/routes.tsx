import type { RouteObject } from 'react-router';

/**
 * The booking page `/mentors/:id/book` (docs/product.md#123-booking), also
 * `?reschedule=<bookingId>` to move a booking. A lazy chunk of its own; the page itself sends
 * a signed-out visitor to /login.
 */
export const bookingRoutes: RouteObject[] = [
  {
    path: 'mentors/:id/book',
    lazy: async () => ({ Component: (await import('./pages/booking-page.tsx')).BookingPage }),
  },
];
