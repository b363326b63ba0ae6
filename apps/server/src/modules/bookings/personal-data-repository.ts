import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../account/schema.ts';
import { availability, bookingAttachments, bookings, calendarFeeds, reviews } from './schema.ts';

/**
 * A person's bookings for their data export and account deletion (ADR 0019). Each booking
 * names the other side (their name only) and carries the notes the person wrote, not the
 * other side's.
 */
export async function findOwnBookings(db: Db, userId: string) {
  const other = alias(users, 'other');
  const rows = await db
    .select({
      id: bookings.id,
      mentorId: bookings.mentorId,
      withName: other.name,
      status: bookings.status,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      planName: bookings.planName,
      priceMinor: bookings.priceMinor,
      currency: bookings.currency,
      agenda: bookings.agenda,
      meetingUrl: bookings.meetingUrl,
      recordingUrl: bookings.recordingUrl,
      mentorNotes: bookings.mentorNotes,
      menteeNotes: bookings.menteeNotes,
      cancelledBy: bookings.cancelledBy,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(
      other,
      or(
        and(eq(bookings.menteeId, userId), eq(other.id, bookings.mentorId)),
        and(eq(bookings.mentorId, userId), eq(other.id, bookings.menteeId)),
      ),
    )
    .orderBy(bookings.startsAt);
  return rows.map(({ mentorId, mentorNotes, menteeNotes, ...row }) => {
    const asMentor = mentorId === userId;
    return {
      ...row,
      yourRole: asMentor ? ('mentor' as const) : ('mentee' as const),
      yourNotes: asMentor ? mentorNotes : menteeNotes,
    };
  });
}

/** The reviews the person wrote (as a mentee), with the mentor's name. */
export async function findWrittenReviews(db: Db, userId: string) {
  return db
    .select({
      bookingId: reviews.bookingId,
      mentorName: users.name,
      rating: reviews.rating,
      text: reviews.text,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.mentorId))
    .where(eq(reviews.menteeId, userId))
    .orderBy(reviews.createdAt);
}

/** The files the person attached to sessions (their metadata; the bytes are in the upload store). */
export async function findUploadedAttachments(db: Db, userId: string) {
  return db
    .select({
      id: bookingAttachments.id,
      bookingId: bookingAttachments.bookingId,
      fileName: bookingAttachments.fileName,
      mediaType: bookingAttachments.mediaType,
      sizeBytes: bookingAttachments.sizeBytes,
      storageKey: bookingAttachments.storageKey,
      createdAt: bookingAttachments.createdAt,
    })
    .from(bookingAttachments)
    .where(eq(bookingAttachments.uploaderId, userId))
    .orderBy(bookingAttachments.createdAt);
}

/**
 * The person's bookings still to come, pending or confirmed (cancelled at account deletion);
 * with `withId`, only those with that person (cancelled by a block: docs/product.md#1214-blocking).
 */
export async function findUpcomingOpenBookingIds(
  db: Db,
  userId: string,
  withId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        withId === undefined
          ? or(eq(bookings.menteeId, userId), eq(bookings.mentorId, userId))
          : or(
              and(eq(bookings.menteeId, userId), eq(bookings.mentorId, withId)),
              and(eq(bookings.mentorId, userId), eq(bookings.menteeId, withId)),
            ),
        inArray(bookings.status, ['pending', 'confirmed']),
        gt(bookings.startsAt, sql`now()`),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Erase what only the person needs (account deletion): the files they attached (rows here;
 * the caller removes the bytes: their storage keys are returned), the notes they wrote, their
 * availability and calendar feed. Held sessions and their reviews stay, anonymised.
 */
export async function eraseOwnBookingData(db: Db, userId: string): Promise<string[]> {
  const removed = await db
    .delete(bookingAttachments)
    .where(eq(bookingAttachments.uploaderId, userId))
    .returning({ storageKey: bookingAttachments.storageKey });
  await db.update(bookings).set({ menteeNotes: '' }).where(eq(bookings.menteeId, userId));
  await db.update(bookings).set({ mentorNotes: '' }).where(eq(bookings.mentorId, userId));
  await db.delete(availability).where(eq(availability.mentorId, userId));
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return removed.map((row) => row.storageKey);
}
