/**
 * The root of every cached booking answer (the bookings feature's `bookingKeys.all`). Shared
 * so that a feature whose change also moves bookings (a mentor's work for a mentee shows on
 * the session page) refreshes them without importing the bookings feature.
 */
export const BOOKINGS_ROOT = ['bookings'] as const;
