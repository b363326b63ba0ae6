import type { Config } from '../../config.ts';
import { bookingCalendar, inviteFilename } from './ics.ts';
import type { BookingsService } from './service.ts';

/** What the calendar download asks the bookings core: who takes part, and the booking. */
export type CalendarBookings = Pick<BookingsService, 'participation' | 'eventSnapshot'>;

/** The calendar download of a booking (docs/product.md#123-booking). */
export type CalendarService = ReturnType<typeof createCalendarService>;

/**
 * The calendar service over the bookings table (read only): what `calendar-routes.ts` serves.
 * Kept apart from the mail templates, so serving an invite loads no React Email.
 */
export function createCalendarService(deps: { config: Config; bookings: CalendarBookings }) {
  const { config, bookings } = deps;
  return {
    /**
     * `GET /api/bookings/:id/ics`: the booking's invite as it stands, for one of its two
     * participants: the same UID and SEQUENCE as the mailed invites, METHOD:CANCEL once it is
     * cancelled, declined or expired, else METHOD:REQUEST.
     * @returns the `.ics` text (CRLF line ends) and the file name to offer.
     * @throws AppError 404 `booking_not_found` when there is no such booking or `userId` is
     *   neither its mentor nor its mentee (a third user cannot tell the two apart).
     */
    async invite(
      userId: string,
      bookingId: string,
    ): Promise<{ content: string; filename: string }> {
      const { side } = await bookings.participation(userId, bookingId);
      const row = await bookings.eventSnapshot(bookingId, side);
      const { content } = await bookingCalendar(row, {
        appUrl: config.appUrl,
        appName: config.appName,
      });
      return { content, filename: inviteFilename(config.appName) };
    },
  };
}
