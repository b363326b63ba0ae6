/**
 * Public face of the bookings feature: its routes (the app composes them; the public ones in
 * `routes.tsx`, those of signed-in people in `private-routes.tsx`, so that the entry chunk
 * carries only the former), the homes' cards about bookings, and the one query-key factory
 * whose root every booking change and event refreshes.
 */
export { bookingRoutes } from './routes.tsx';
export {
  availabilityRoutes,
  bookingDetailRoutes,
  calendarRoutes,
  menteeBookingsRoutes,
} from './private-routes.tsx';
export { bookingKeys } from './api/keys.ts';
export { useLiveBookings } from './api/use-live-bookings.ts';
export { BookSession, NextSessions } from './components/home-cards.tsx';
export { UpcomingEventsCard } from './components/upcoming-events-card.tsx';
