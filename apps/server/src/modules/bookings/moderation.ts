import type { ReportContext } from '@pathwise/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import type { MentorsService } from '../mentors/service.ts';
import { findUpcomingOpenBookingIds } from './personal-data-repository.ts';
import * as repo from './reviews-repository.ts';
import type { BookingsService } from './service.ts';

/** Why a session was cancelled when one side's account was suspended (the notices show it). */
export const ACCOUNT_SUSPENDED_REASON = 'The session was cancelled by our moderation team.';

/**
 * Bookings as moderation needs them (docs/product.md#143-moderation-and-suspension): who may
 * report a review, the review with its session for the queue, its removal, and cancelling a
 * suspended person's upcoming sessions. A removed review stays in the table for the record
 * but leaves the public profile and stops counting in the mentor's rating and review count
 * (recomputed in the removal's transaction).
 */
export type BookingModeration = ReturnType<typeof createBookingModeration>;

export function createBookingModeration(deps: {
  database: Database;
  mentors: Pick<MentorsService, 'isApproved' | 'recordRatings'>;
  bookings: Pick<BookingsService, 'cancel'>;
}) {
  const { database, mentors } = deps;
  return {
    /**
     * Cancel every upcoming pending or confirmed session of a suspended person through the
     * usual cancel path (each in its own transaction; both sides get the usual notices).
     * @returns how many were cancelled.
     */
    async cancelUpcomingOf(userId: string): Promise<number> {
      const ids = await findUpcomingOpenBookingIds(database.db, userId);
      for (const id of ids) await deps.bookings.cancel(userId, id, ACCOUNT_SUSPENDED_REASON);
      return ids.length;
    },

    /**
     * The author of review `id` (its booking id) when `viewerId` can see it: it is not
     * removed and the mentor's profile is public, or the viewer took part in the session.
     * Null otherwise (the report answers 404).
     */
    async reportTarget(viewerId: string, id: string): Promise<{ authorId: string } | null> {
      const row = await repo.findReviewForModeration(database.db, id);
      if (!row || row.removedAt) return null;
      const party = viewerId === row.mentorId || viewerId === row.menteeId;
      if (!party && !(await mentors.isApproved(row.mentorId))) return null;
      return { authorId: row.menteeId };
    },

    /** The review with its session (start, plan) for the moderation queue; null when gone. */
    async context(id: string): Promise<ReportContext | null> {
      const row = await repo.findReviewForModeration(database.db, id);
      if (!row) return null;
      return {
        kind: 'review',
        rating: row.rating,
        item: {
          id: row.bookingId,
          authorName: row.author,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
          removed: row.removedAt !== null,
          reported: true,
        },
        sessionStart: row.sessionStart.toISOString(),
        planName: row.planName,
      };
    },

    /**
     * Remove review `id` for `adminId` in `tx` and recompute the mentor's rating.
     * @returns the review's author, or null when there is no such review.
     */
    async removeForModeration(
      tx: Transaction,
      id: string,
      adminId: string,
    ): Promise<{ authorId: string } | null> {
      const row = await repo.findReviewForModeration(tx.db, id);
      if (!row) return null;
      await repo.lockMentorReviews(tx.db, row.mentorId);
      if (await repo.markReviewRemoved(tx.db, id, adminId)) {
        await mentors.recordRatings(
          row.mentorId,
          await repo.mentorRatings(tx.db, row.mentorId),
          tx.db,
        );
      }
      return { authorId: row.menteeId };
    },
  };
}
