import type { Review } from '@pathwise/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../account/schema.ts';
import { bookingChanges, bookings, reviews } from './schema.ts';

/** Reviews of held sessions and a mentor's track record (docs/product.md#124-sessions). */

/**
 * The author shown with a review: the first word of the mentee's account name (`users.name`,
 * the one owner of a person's name, docs/product.md#1115-settings-that-save; public profiles show
 * no more); a deleted account's whole name, "Former member" (ADR 0019).
 */
const AUTHOR = sql<string>`case when ${users.deletedAt} is null then split_part(${users.name}, ' ', 1) else ${users.name} end`;

const REVIEW_COLUMNS = {
  bookingId: reviews.bookingId,
  rating: reviews.rating,
  text: reviews.text,
  author: AUTHOR,
  createdAt: reviews.createdAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
};

function toReview(row: {
  bookingId: string;
  rating: number;
  text: string;
  author: string;
  createdAt: Date;
  reply: string | null;
  repliedAt: Date | null;
}): Review {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

/** The reviewed mentor of review `bookingId`, or null when there is no such review. */
export async function findReviewMentor(db: Db, bookingId: string): Promise<string | null> {
  const [row] = await db
    .select({ mentorId: reviews.mentorId })
    .from(reviews)
    .where(eq(reviews.bookingId, bookingId));
  return row?.mentorId ?? null;
}

/**
 * Store the mentor's reply to review `bookingId` at `at`, unless it has one (posted once,
 * never edited: docs/product.md#1215-review-replies). @returns false when it already had one.
 */
export async function setReply(
  db: Db,
  bookingId: string,
  reply: string,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .update(reviews)
    .set({ reply, repliedAt: at })
    .where(and(eq(reviews.bookingId, bookingId), isNull(reviews.reply)))
    .returning({ bookingId: reviews.bookingId });
  return updated.length > 0;
}

/**
 * Serialise the reviews of one mentor until `db`'s transaction ends (a transaction-scoped
 * advisory lock), so that two concurrent reviews each recompute the rating with the other
 * counted.
 */
export async function lockMentorReviews(db: Db, mentorId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`reviews:${mentorId}`}))`);
}

/**
 * Insert a review; false when the booking already has one (the primary key, so two
 * concurrent reviews of one booking leave exactly one).
 */
export async function insertReview(
  db: Db,
  row: { bookingId: string; mentorId: string; menteeId: string; rating: number; text: string },
): Promise<boolean> {
  const inserted = await db
    .insert(reviews)
    .values(row)
    .onConflictDoNothing({ target: reviews.bookingId })
    .returning({ bookingId: reviews.bookingId });
  return inserted.length > 0;
}

/** Record in the booking's history that the mentee reviewed it. */
export async function recordReviewed(db: Db, bookingId: string, menteeId: string): Promise<void> {
  await db
    .insert(bookingChanges)
    .values({ bookingId, actorId: menteeId, actorRole: 'mentee', kind: 'reviewed' });
}

/** The review of a booking with its author, or null. */
export async function findReview(db: Db, bookingId: string): Promise<Review | null> {
  const [row] = await db
    .select(REVIEW_COLUMNS)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.menteeId))
    .where(eq(reviews.bookingId, bookingId));
  return row ? toReview(row) : null;
}

/** The mean rating of a mentor's reviews (rounded to one decimal; null without any) and their count. */
export async function mentorRatings(
  db: Db,
  mentorId: string,
): Promise<{ avg: number | null; count: number }> {
  const [row] = await db
    .select({
      avg: sql<number | null>`round(avg(${reviews.rating}), 1)::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.mentorId, mentorId), isNull(reviews.removedAt)));
  return { avg: row?.avg ?? null, count: row?.count ?? 0 };
}

/**
 * A mentor's reviews, newest first (ties by booking id, so pages never overlap), `limit`
 * of them after skipping `offset`.
 */
export async function recentReviews(
  db: Db,
  mentorId: string,
  limit: number,
  offset = 0,
): Promise<Review[]> {
  const rows = await db
    .select(REVIEW_COLUMNS)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.menteeId))
    .where(and(eq(reviews.mentorId, mentorId), isNull(reviews.removedAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.bookingId))
    .limit(limit)
    .offset(offset);
  return rows.map(toReview);
}

/**
 * A mentor's reliability at `now`: of their last `window` bookings that were due (confirmed
 * and ended, cancelled by the mentor, or with the mentor reported absent), newest start
 * first, how many were held (confirmed and ended) without the mentor reported absent.
 */
export async function reliability(
  db: Db,
  mentorId: string,
  now: Date,
  window: number,
): Promise<{ held: number; booked: number }> {
  const ended = sql`(${bookings.status} = 'confirmed' and ${bookings.endsAt} <= ${now})`;
  const due = db
    .select({
      held: sql<boolean>`${ended} and not ${bookings.mentorAbsent}`.as('held'),
    })
    .from(bookings)
    .where(
      sql`${bookings.mentorId} = ${mentorId} and (${ended} or (${bookings.status} = 'cancelled' and ${bookings.cancelledBy} = 'mentor') or ${bookings.mentorAbsent})`,
    )
    .orderBy(desc(bookings.startsAt), desc(bookings.id))
    .limit(window)
    .as('due');
  const [row] = await db
    .select({
      held: sql<number>`count(*) filter (where ${due.held})::int`,
      booked: sql<number>`count(*)::int`,
    })
    .from(due);
  return { held: row?.held ?? 0, booked: row?.booked ?? 0 };
}

/** A review as moderation sees it (docs/product.md#143-moderation-and-suspension), or null. */
export async function findReviewForModeration(db: Db, bookingId: string) {
  const [row] = await db
    .select({
      bookingId: reviews.bookingId,
      mentorId: reviews.mentorId,
      menteeId: reviews.menteeId,
      rating: reviews.rating,
      text: reviews.text,
      author: users.name,
      createdAt: reviews.createdAt,
      removedAt: reviews.removedAt,
      sessionStart: bookings.startsAt,
      planName: bookings.planName,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.menteeId))
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(eq(reviews.bookingId, bookingId));
  return row ?? null;
}

/** Mark a review removed by `adminId` (kept for the record); false when none or already. */
export async function markReviewRemoved(
  db: Db,
  bookingId: string,
  adminId: string,
): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ removedAt: sql`now()`, removedBy: adminId })
    .where(and(eq(reviews.bookingId, bookingId), isNull(reviews.removedAt)))
    .returning({ bookingId: reviews.bookingId });
  return rows.length > 0;
}
