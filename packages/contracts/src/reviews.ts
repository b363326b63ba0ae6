import { z } from 'zod';
import { formatInteger } from './number-format.ts';
import { lazySchema } from './lazy-schema.ts';
import { multiLineText, pathId } from './text.ts';

/**
 * A mentor's public reviews, which the public profile reads (docs/product.md#13-demo-content).
 * Apart from `bookings.ts` so that a profile's first load does not build every booking schema: a
 * chunk runs all of its modules, and `bookings.ts` builds all its schemas at import: ~120 ms of the
 * profile's first load at Lighthouse's 4× CPU slowdown (docs/performance.md
 * "Lighthouse", "Second round").
 */

/** A mentee's review of a held session. */
export const Review = lazySchema(() =>
  z.object({
    bookingId: z.string(),
    rating: z.number().int().min(1).max(5),
    text: z.string(),
    /** The mentee's first name (public profiles show first names only). */
    author: z.string(),
    createdAt: z.string(),
    /**
     * The reviewed mentor's one reply (docs/product.md#1215-review-replies), shown under the
     * review; null until they reply. Never edited once posted.
     */
    reply: z.string().nullable(),
    /** When the reply was posted (ISO instant), or null. */
    repliedAt: z.string().nullable(),
  }),
);
export type Review = z.infer<typeof Review>;

/** Characters a mentor's reply to a review may have. */
export const REVIEW_REPLY_MAX_LENGTH = 1000;

/** `/api/reviews/:id/reply` params: the review's id (its booking's id). */
export const ReviewParams = lazySchema(() => z.object({ id: pathId(36) }));
export type ReviewParams = z.infer<typeof ReviewParams>;

/** `PUT /api/reviews/:id/reply` body: the mentor's reply, 1 to 1,000 characters. */
export const ReviewReply = lazySchema(() =>
  z.object({
    text: multiLineText(
      REVIEW_REPLY_MAX_LENGTH,
      `Must be at most ${formatInteger(REVIEW_REPLY_MAX_LENGTH, 'en-US')} characters`,
    ).refine((t) => t.trim().length > 0, 'Required.'),
  }),
);
export type ReviewReply = z.infer<typeof ReviewReply>;

/** Reviews per page of `GET /api/mentors/:id/reviews`. */
export const MENTOR_REVIEWS_PAGE_SIZE = 10;

/**
 * `GET /api/mentors/:id/reviews?page=N`: which page of reviews, newest first, 1-based, of
 * {@link MENTOR_REVIEWS_PAGE_SIZE} (docs/product.md#13-demo-content: a profile pages through every
 * review).
 */
export const MentorReviewsQuery = lazySchema(() =>
  z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
);
export type MentorReviewsQuery = z.infer<typeof MentorReviewsQuery>;

/**
 * A mentor's public track record (`GET /api/mentors/:id/reviews`): one page of reviews,
 * newest first, how many there are in all (`total`), and reliability ("held 18 of the last
 * 20 booked sessions").
 */
export const MentorReviews = lazySchema(() =>
  z.object({
    items: z.array(Review),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    /** Of the last (at most 20) sessions that were due, how many were held. */
    reliability: z.object({ held: z.number().int(), booked: z.number().int() }),
  }),
);
export type MentorReviews = z.infer<typeof MentorReviews>;
