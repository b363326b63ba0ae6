import { AppError } from '../../lib/errors.ts';
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
  const lifecycle = createLifecycle(ctx);
  const readApi = createReadApi(ctx);
  return {
    ...createAvailability(ctx),
    ...lifecycle,
    ...createProposals(ctx),
    ...createNotes(ctx),
    ...createQueries(ctx),
    ...readApi,

    /**
     * Cancel every upcoming session between `actorId` and `otherId` as `actorId`, each through
     * {@link lifecycle.cancel} (its own transaction, history row, `booking.cancelled` and so the
     * usual notices), excused (never late), with `reason`; one that started or ended meanwhile
     * is left alone. For a block (docs/product.md#1214-blocking).
     * @returns how many were cancelled.
     */
    async cancelBetween(actorId: string, otherId: string, reason: string): Promise<number> {
      let cancelled = 0;
      for (const id of await readApi.upcomingBetween(actorId, otherId)) {
        try {
          await lifecycle.cancel(actorId, id, reason, true);
          cancelled++;
        } catch (error) {
          if (!(error instanceof AppError && error.type === 'booking_change_not_allowed'))
            throw error;
        }
      }
      return cancelled;
    },
  };
}
