import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from './schema.ts';

/**
 * The read of `bookings` that the reminder jobs need (docs/product.md#123-booking); the lifecycle's
 * own reads and writes are in `repository.ts`.
 */

/** What a reminder re-checks when it is due. */
export interface BookingState {
  status: 'pending' | 'confirmed' | 'cancelled' | 'declined' | 'expired';
  startsAt: Date;
  sequence: number;
}

/** The booking's status, start and invite SEQUENCE now, or null when it is gone. */
export async function findBookingState(db: Db, bookingId: string): Promise<BookingState | null> {
  const [row] = await db
    .select({ status: bookings.status, startsAt: bookings.startsAt, sequence: bookings.sequence })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}
