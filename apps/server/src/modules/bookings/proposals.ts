import { type Booking, type MoveBooking } from '@pathwise/contracts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './repository.ts';
import * as schedule from './schedule-repository.ts';
import { MINUTE_MS } from './booking-view.ts';
import type { BookingContext } from './service-context.ts';

/**
 * New-time proposals (docs/product.md §12.3): the mentor proposes a time, the mentee accepts
 * (the booking moves) or declines (the old time stands). Part of the bookings service.
 */
export function createProposals(ctx: BookingContext) {
  const { rulesOf, notAllowed, change, requireOpen, move } = ctx;
  return {
    /**
     * `POST /api/bookings/:id/proposal`: the mentor proposes a new time (any future start,
     * the booking's length kept) that is free for both now; the booking keeps its time until
     * the mentee accepts. Replaces an earlier proposal. `booking.proposed`.
     * @throws AppError 404 `booking_not_found`; 409 `booking_change_not_allowed` (not the
     *   mentor, not open, or a past start); `booking_slot_unavailable` when either side is
     *   busy then.
     */
    propose(userId: string, id: string, input: MoveBooking): Promise<Booking> {
      return change(userId, id, async (row, side, tx, at) => {
        if (side !== 'mentor') throw notAllowed('Only the mentor can propose a new time.');
        requireOpen(row, at, 'moved');
        const start = new Date(input.start);
        if (start <= at) throw notAllowed('Propose a time in the future.');
        const end = new Date(start.getTime() + (row.endsAt.getTime() - row.startsAt.getTime()));
        const rules = await rulesOf(row.mentorId, tx.db);
        const busyMentor = await schedule.hasOverlap(
          tx.db,
          'mentor',
          row.mentorId,
          new Date(start.getTime() - rules.bufferBeforeMinutes * MINUTE_MS),
          new Date(end.getTime() + rules.bufferAfterMinutes * MINUTE_MS),
          row.id,
        );
        const busyMentee = await schedule.hasOverlap(
          tx.db,
          'mentee',
          row.menteeId,
          start,
          end,
          row.id,
        );
        if (busyMentor || busyMentee)
          throw new AppError(
            'booking_slot_unavailable',
            busyMentor
              ? 'You already have a session near this time. Please choose another time.'
              : 'The mentee already has a session at this time. Please choose another time.',
          );
        await repo.updateBooking(
          tx.db,
          id,
          {
            proposedStartsAt: start,
            proposedEndsAt: end,
            proposalReason: input.reason,
            proposedAt: at,
          },
          { now: at },
        );
        return {
          kind: 'proposed',
          reason: input.reason,
          previousStart: row.startsAt,
          newStart: start,
          event: 'booking.proposed',
        };
      });
    },

    /**
     * `POST /api/bookings/:id/proposal/accept`: the mentee accepts the mentor's proposal;
     * the booking moves there (a pending one is confirmed: the mentor chose the time).
     * SEQUENCE raised; `booking.rescheduled`.
     * @throws AppError 404 `booking_not_found`; 409 `booking_change_not_allowed` (no open
     *   proposal, or its time has passed); `booking_slot_unavailable` when the time was
     *   taken meanwhile (the exclusion constraints decide), `booking_mentee_busy`.
     */
    acceptProposal(userId: string, id: string): Promise<Booking> {
      return change(userId, id, async (row, side, tx, at) => {
        if (side !== 'mentee' || !row.proposedStartsAt || !row.proposedEndsAt)
          throw notAllowed('There is no proposed time to accept.');
        requireOpen(row, at, 'moved');
        if (row.proposedStartsAt <= at) throw notAllowed('The proposed time has passed.');
        const start = row.proposedStartsAt;
        await move(tx.db, row, start, row.proposedEndsAt, at, row.status === 'pending');
        return {
          kind: 'proposal_accepted',
          previousStart: row.startsAt,
          newStart: start,
          event: 'booking.rescheduled',
        };
      });
    },

    /**
     * `POST /api/bookings/:id/proposal/decline`: the mentee declines the proposal; the old
     * time stands. `booking.proposal-declined`.
     * @throws AppError 404 `booking_not_found`; 409 `booking_change_not_allowed`.
     */
    declineProposal(userId: string, id: string): Promise<Booking> {
      return change(userId, id, async (row, side, tx, at) => {
        if (side !== 'mentee' || !row.proposedStartsAt)
          throw notAllowed('There is no proposed time to decline.');
        await repo.updateBooking(
          tx.db,
          id,
          { proposedStartsAt: null, proposedEndsAt: null, proposalReason: null, proposedAt: null },
          { now: at },
        );
        return {
          kind: 'proposal_declined',
          newStart: row.proposedStartsAt,
          event: 'booking.proposal-declined',
        };
      });
    },
  };
}
