import { ABSENCE_REPORT_HOURS, type Booking, type UpdateBooking } from '@pathwise/contracts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './repository.ts';
import { actionsFor, statusAt } from './booking-view.ts';
import type { BookingContext } from './service-context.ts';

/**
 * What the people of a booking add to it without changing its time or state: the mentor's
 * details and recording, notes, the agenda's goal, absences. Part of the bookings service.
 */
export function createNotes(ctx: BookingContext) {
  const { goals, notAllowed, change } = ctx;
  return {
    /**
     * `PATCH /api/bookings/:id`: the mentor's calendar details (priority, tags) and a
     * recording link, which only a held session takes. No history entry.
     * @throws AppError 404 `booking_not_found`; 409 `booking_change_not_allowed` (not the
     *   mentor, or a recording for a session not held).
     */
    update(userId: string, id: string, input: UpdateBooking): Promise<Booking> {
      return change(userId, id, async (row, side, tx, at) => {
        if (side !== 'mentor') throw notAllowed('Only the mentor sets these details.');
        if (input.recordingUrl !== undefined && statusAt(row, at) !== 'held')
          throw notAllowed('A recording can be added once the session has been held.');
        await repo.updateBooking(
          tx.db,
          id,
          {
            ...(input.priority !== undefined ? { priority: input.priority } : {}),
            ...(input.tags !== undefined ? { tags: [...new Set(input.tags)] } : {}),
            ...(input.recordingUrl !== undefined ? { recordingUrl: input.recordingUrl } : {}),
          },
          { now: at },
        );
        return null;
      });
    },

    /**
     * `PUT /api/bookings/:id/notes`: the mentor's notes (both read them) or the mentee's
     * private notes (only they read them), by the caller's side. No history entry.
     * @throws AppError 404 `booking_not_found`.
     */
    saveNotes(userId: string, id: string, text: string): Promise<Booking> {
      return change(userId, id, async (_row, side, tx, at) => {
        await repo.updateBooking(
          tx.db,
          id,
          side === 'mentor' ? { mentorNotes: text } : { menteeNotes: text },
          { now: at },
        );
        return null;
      });
    },

    /**
     * `PUT /api/bookings/:id/goal`: the mentee names one of their active goals for an
     * upcoming (pending or confirmed, not ended) session, or none. No history.
     * @throws AppError 404 `booking_not_found`; 409 `booking_change_not_allowed` for the
     *   mentor or a session that is over; 400 naming `goalId`.
     */
    setGoal(userId: string, id: string, goalId: string | null): Promise<Booking> {
      return change(userId, id, async (row, side, tx, at) => {
        const status = statusAt(row, at);
        if (side !== 'mentee' || (status !== 'pending' && status !== 'confirmed'))
          throw notAllowed('The mentee names a goal for an upcoming session.');
        if (goalId && !(goals && (await goals.activeGoal(row.menteeId, goalId, tx.db))))
          throw new AppError(
            'general_argument_invalid',
            'Invalid `goalId` param: Choose one of your active goals.',
          );
        await repo.updateBooking(tx.db, id, { goalId }, { now: at });
        return null;
      });
    },

    /**
     * `POST /api/bookings/:id/absence`: within {@link ABSENCE_REPORT_HOURS} after a held
     * session's end, the mentor marks the mentee absent, or the mentee reports the mentor
     * absent. History `absence_reported` (no event: nothing is mailed).
     * @throws AppError 404 `booking_not_found`; 409 `booking_change_not_allowed` outside
     *   that window or when already reported.
     */
    reportAbsence(userId: string, id: string): Promise<Booking> {
      return change(userId, id, async (row, side, tx, at) => {
        if (!actionsFor(row, side, at).reportAbsence)
          throw notAllowed(
            `Absences can be reported once, within ${ABSENCE_REPORT_HOURS} hours after a held session.`,
          );
        await repo.updateBooking(
          tx.db,
          id,
          side === 'mentor' ? { menteeAbsent: true } : { mentorAbsent: true },
          { now: at },
        );
        return {
          kind: 'absence_reported',
          reason: side === 'mentor' ? 'The mentee was absent.' : 'The mentor was absent.',
        };
      });
    },
  };
}
