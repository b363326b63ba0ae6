import { createAvailability } from './availability.ts';
import { createLifecycle } from './lifecycle.ts';
import { createNotes } from './notes.ts';
import { createProposals } from './proposals.ts';
import { createQueries } from './queries.ts';
import { createReadApi } from './read-api.ts';
import { createBookingContext, type BookingsDeps } from './service-context.ts';

export { defaultAvailability } from './booking-view.ts';

/**
 * Bookings (docs/product.md §12.3): a mentor's availability, the bookable slots it
 * gives, and the booking lifecycle (confirm, decline, cancel, reschedule, proposals, notes,
 * absences, expiry). Owns `availability`, `bookings` and `booking_changes` (and reads
 * `reviews` and `booking_attachments`, which the module's reviews and attachments code
 * writes); asks the mentors service whether a mentor is approved, for plans and cards, and
 * the account service for names and emails. Every change writes a history row and publishes
 * its `booking.*` domain event in the change's transaction (ADR 0008).
 */
export type BookingsService = ReturnType<typeof createBookingsService>;

/**
 * Build the bookings service from its parts, which share one context (the dependencies, the
 * clock and the helpers of {@link createBookingContext}): availability and slots, the
 * lifecycle's commands, proposals, notes, the caller's reads and the read API other modules
 * call. The one object `app.bookings` decorates.
 */
export function createBookingsService(deps: BookingsDeps) {
  const ctx = createBookingContext(deps);
  return {
    ...createAvailability(ctx),
    ...createLifecycle(ctx),
    ...createProposals(ctx),
    ...createNotes(ctx),
    ...createQueries(ctx),
    ...createReadApi(ctx),
  };
}
