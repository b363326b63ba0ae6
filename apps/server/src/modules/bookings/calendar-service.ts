import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findCalendarRow } from './calendar-repository.ts';
import { bookingCalendar, inviteFilename } from './ics.ts';

/** The calendar download of a booking (issue 9 "Mail and calendar invites"). */
export type CalendarService = ReturnType<typeof createCalendarService>;

/**
 * The calendar service over the bookings table (read only): what `calendar-routes.ts` serves.
 * Kept apart from the mail templates, so serving an invite loads no React Email.
 */
export function createCalendarService(deps: { config: Config; database: Database }) {
  const { config, database } = deps;
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
      const row = await findCalendarRow(database.db, bookingId);
      if (!row || (row.mentor.id !== userId && row.mentee.id !== userId))
        throw new AppError('booking_not_found', 'No session at this address.');
      const { content } = bookingCalendar(row, {
        appUrl: config.appUrl,
        appName: config.appName,
      });
      return { content, filename: inviteFilename(config.appName) };
    },
  };
}
