import {
  MENTOR_REVIEWS_PAGE_SIZE,
  type CreateReview,
  type MentorReviews,
  type Review,
  type ReviewReply,
} from '@pathwise/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import type { MentorsService } from '../mentors/service.ts';
import { findParticipation, type Participation } from './attachments-repository.ts';
import * as repo from './reviews-repository.ts';
import type { BookingsService } from './service.ts';

/**
 * Reviews (docs/product.md#124-sessions): the mentee rates a held session 1 to 5 stars with
 * an optional text, once per booking. The mentor's rating and review count on profiles,
 * cards and the directory ranking are recomputed from the reviews in the same transaction,
 * through the mentors service (which owns `mentor_profiles`). The public profile lists the
 * recent reviews and the mentor's reliability.
 */
export type ReviewsService = ReturnType<typeof createReviewsService>;

/** Reviews a mentor's profile lists per page (`GET /api/mentors/:id/reviews`). */
export const RECENT_REVIEWS = MENTOR_REVIEWS_PAGE_SIZE;
/** Due sessions the reliability counts over ("held 18 of the last 20 booked sessions"). */
export const RELIABILITY_WINDOW = 20;

/**
 * Whether a booking is held at `now`: confirmed and ended (contracts `BookingStatus`:
 * `held` is derived, never stored). Only a held session can be reviewed; the bookings core
 * uses the same rule for `actions.review`.
 */
export function isHeld(booking: Pick<Participation, 'status' | 'endsAt'>, now: Date): boolean {
  return booking.status === 'confirmed' && booking.endsAt.getTime() <= now.getTime();
}

/** Build the reviews service; mentor ratings are written through `mentors`. */
export function createReviewsService(deps: {
  database: Database;
  mentors: MentorsService;
  /**
   * Where `booking.reviewed` is published (in the review's transaction, ADR 0008), with the
   * booking as the core's `eventSnapshot` reports it.
   */
  events?: { bus: EventBus; bookings: Pick<BookingsService, 'eventSnapshot'> };
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}) {
  const { database, mentors, events } = deps;
  const now = deps.now ?? (() => new Date());
  const { db } = database;

  return {
    /**
     * `POST /api/bookings/:id/review`: the mentee reviews a held session. The review, the
     * history entry and the mentor's new rating and count are one transaction (the booking
     * row locked, and the mentor's reviews serialised so that concurrent reviews count each
     * other); `booking.reviewed` is published in it.
     * @returns the review, the author being the mentee's first name.
     * @throws AppError 404 `booking_not_found` (not a participant), 403 `general_forbidden`
     *   (the mentor), 409 `booking_change_not_allowed` (not held), 409 `review_exists`.
     */
    async create(userId: string, bookingId: string, input: CreateReview): Promise<Review> {
      return database.transaction(async (tx) => {
        const booking = await findParticipation(tx.db, bookingId, userId, { lock: true });
        if (!booking) {
          throw new AppError('booking_not_found', 'No booking with this id that you take part in.');
        }
        if (booking.role !== 'mentee') {
          throw new AppError('general_forbidden', 'Only the mentee reviews a session.');
        }
        if (!isHeld(booking, now())) {
          throw new AppError(
            'booking_change_not_allowed',
            'Only a session that took place can be reviewed.',
          );
        }
        await repo.lockMentorReviews(tx.db, booking.mentorId);
        const inserted = await repo.insertReview(tx.db, {
          bookingId,
          mentorId: booking.mentorId,
          menteeId: booking.menteeId,
          rating: input.rating,
          text: input.text,
        });
        if (!inserted) throw new AppError('review_exists', 'You already reviewed this session.');
        await repo.recordReviewed(tx.db, bookingId, userId);
        await mentors.recordRatings(
          booking.mentorId,
          await repo.mentorRatings(tx.db, booking.mentorId),
          tx.db,
        );
        if (events) {
          const event = await events.bookings.eventSnapshot(bookingId, 'mentee', tx.db);
          await events.bus.publish('booking.reviewed', { ...event, rating: input.rating }, tx);
        }
        return (await repo.findReview(tx.db, bookingId))!;
      });
    },

    /**
     * `PUT /api/reviews/:id/reply`: the reviewed mentor replies to review `bookingId`, once
     * (docs/product.md#1215-review-replies): no edit after posting.
     * @returns the review with its reply.
     * @throws AppError 404 `review_not_found`; 403 `general_forbidden` (anyone but the reviewed
     *   mentor); 409 `review_reply_exists` (already replied).
     */
    async reply(userId: string, bookingId: string, input: ReviewReply): Promise<Review> {
      return database.transaction(async (tx) => {
        const mentorId = await repo.findReviewMentor(tx.db, bookingId);
        if (!mentorId) throw new AppError('review_not_found', 'No review with this id.');
        if (mentorId !== userId)
          throw new AppError('general_forbidden', 'Only the reviewed mentor replies to a review.');
        if (!(await repo.setReply(tx.db, bookingId, input.text, now())))
          throw new AppError('review_reply_exists', 'You already replied to this review.');
        return (await repo.findReview(tx.db, bookingId))!;
      });
    },

    /** The review of a booking, or null (for `Booking.review`). */
    find(bookingId: string): Promise<Review | null> {
      return repo.findReview(db, bookingId);
    },

    /**
     * `GET /api/mentors/:id/reviews?page=N` (public): page `page` (1-based) of an approved
     * mentor's reviews, {@link RECENT_REVIEWS} a page, newest first; how many there are in
     * all; and reliability over their last {@link RELIABILITY_WINDOW} due sessions (see
     * {@link repo.reliability}). A page past the end has no items and the real total.
     * @throws AppError 404 `mentor_not_found` unless the mentor is approved.
     */
    async forMentor(mentorId: string, page = 1): Promise<MentorReviews> {
      if (!(await mentors.isApproved(mentorId))) {
        throw new AppError('mentor_not_found', 'No approved mentor with this id.');
      }
      const [items, ratings, held] = await Promise.all([
        repo.recentReviews(db, mentorId, RECENT_REVIEWS, (page - 1) * RECENT_REVIEWS),
        repo.mentorRatings(db, mentorId),
        repo.reliability(db, mentorId, now(), RELIABILITY_WINDOW),
      ]);
      return {
        items,
        page,
        pageSize: RECENT_REVIEWS,
        total: ratings.count,
        reliability: held,
      };
    },
  };
}
