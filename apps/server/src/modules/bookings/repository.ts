import { and, asc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { availability, bookingAttachments, bookingChanges, bookings, reviews } from './schema.ts';

/** Statuses that hold a time (the exclusion constraints' `WHERE`). */
export const ACTIVE_STATUSES = ['pending', 'confirmed'] as const;

/** A stored booking status (`held` is derived when read). */
export type StoredStatus = 'pending' | 'confirmed' | 'cancelled' | 'declined' | 'expired';

/** A new booking's row. */
export interface NewBooking {
  id: string;
  mentorId: string;
  menteeId: string;
  status: 'pending' | 'confirmed';
  startsAt: Date;
  endsAt: Date;
  blockedFrom: Date;
  blockedUntil: Date;
  planId: string;
  planName: string;
  planSessions: number;
  priceMinor: number;
  currency: string;
  agenda: string;
  meetingUrl: string;
  mentorTimeZone: string;
  menteeTimeZone: string;
  /** The mentee's goal the agenda names (checked by the goals module), or null. */
  goalId?: string | null;
  /** Where the profile visit that led to it came from (contracts `VISIT_SOURCES`), or null. */
  source?: string | null;
}

/**
 * Every column a booking's view needs: the booking, its review (`reviews`, read-only here),
 * how many files it has (`booking_attachments`) and the mentor's current change notice
 * (`availability`; null when never saved: the default applies).
 */
const viewColumns = {
  id: bookings.id,
  mentorId: bookings.mentorId,
  menteeId: bookings.menteeId,
  status: bookings.status,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  planId: bookings.planId,
  planName: bookings.planName,
  planSessions: bookings.planSessions,
  priceMinor: bookings.priceMinor,
  currency: bookings.currency,
  agenda: bookings.agenda,
  meetingUrl: bookings.meetingUrl,
  mentorTimeZone: bookings.mentorTimeZone,
  menteeTimeZone: bookings.menteeTimeZone,
  goalId: bookings.goalId,
  priority: bookings.priority,
  tags: bookings.tags,
  recordingUrl: bookings.recordingUrl,
  mentorNotes: bookings.mentorNotes,
  menteeNotes: bookings.menteeNotes,
  proposedStartsAt: bookings.proposedStartsAt,
  proposedEndsAt: bookings.proposedEndsAt,
  proposalReason: bookings.proposalReason,
  proposedAt: bookings.proposedAt,
  menteeAbsent: bookings.menteeAbsent,
  mentorAbsent: bookings.mentorAbsent,
  cancelledBy: bookings.cancelledBy,
  sequence: bookings.sequence,
  lateCancellation: bookings.lateCancellation,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
  reviewRating: reviews.rating,
  reviewText: reviews.text,
  reviewCreatedAt: reviews.createdAt,
  reviewReply: reviews.reply,
  reviewRepliedAt: reviews.repliedAt,
  attachmentCount: sql<number>`(select count(*)::int from ${bookingAttachments} where ${bookingAttachments.bookingId} = ${bookings.id})`,
  changeNoticeMinutes: availability.changeNoticeMinutes,
};

/** A booking with what its view needs (see {@link viewColumns}). */
export interface BookingRow {
  id: string;
  mentorId: string;
  menteeId: string;
  status: StoredStatus;
  startsAt: Date;
  endsAt: Date;
  planId: string | null;
  planName: string | null;
  planSessions: number | null;
  priceMinor: number;
  currency: string;
  agenda: string;
  meetingUrl: string;
  mentorTimeZone: string;
  menteeTimeZone: string;
  goalId: string | null;
  priority: 'high' | 'medium' | 'low' | null;
  tags: string[];
  recordingUrl: string | null;
  mentorNotes: string;
  menteeNotes: string;
  proposedStartsAt: Date | null;
  proposedEndsAt: Date | null;
  proposalReason: string | null;
  proposedAt: Date | null;
  menteeAbsent: boolean;
  mentorAbsent: boolean;
  cancelledBy: 'mentee' | 'mentor' | null;
  sequence: number;
  lateCancellation: boolean;
  createdAt: Date;
  updatedAt: Date;
  reviewRating: number | null;
  reviewText: string | null;
  reviewCreatedAt: Date | null;
  reviewReply: string | null;
  reviewRepliedAt: Date | null;
  attachmentCount: number;
  changeNoticeMinutes: number | null;
}

function selectView(db: Db) {
  return db
    .select(viewColumns)
    .from(bookings)
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .leftJoin(availability, eq(availability.mentorId, bookings.mentorId));
}

/** Insert a booking. Throws PostgreSQL's 23P01 (exclusion violation) when a time is taken. */
export async function insertBooking(db: Db, value: NewBooking): Promise<void> {
  await db.insert(bookings).values(value);
}

/** One booking with its view's columns, or null. */
export async function findBooking(db: Db, id: string): Promise<BookingRow | null> {
  const [row] = await selectView(db).where(eq(bookings.id, id));
  return row ?? null;
}

/** Who takes part in each of the bookings `ids` that exist (mentor and mentee), by id. */
export async function findParticipants(
  db: Db,
  ids: string[],
): Promise<{ id: string; mentorId: string; menteeId: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: bookings.id, mentorId: bookings.mentorId, menteeId: bookings.menteeId })
    .from(bookings)
    .where(inArray(bookings.id, ids));
}

/** Lock the booking's row until the transaction ends (`for update`); false when there is none. */
export async function lockBooking(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.id, id))
    .for('update');
  return Boolean(row);
}

/** What {@link listBookingRows} filters on in SQL (the service filters `q` itself). */
export interface BookingRowFilter {
  userId: string;
  when: 'upcoming' | 'past' | 'pending' | 'all';
  now: Date;
  from?: Date;
  to?: Date;
  /** Only bookings with this other person. */
  withId?: string;
}

/** The bookings `userId` takes part in (as mentee or mentor) that match `filter`, by start. */
export async function listBookingRows(db: Db, filter: BookingRowFilter): Promise<BookingRow[]> {
  const { userId, now } = filter;
  const where: (SQL | undefined)[] = [
    or(eq(bookings.menteeId, userId), eq(bookings.mentorId, userId)),
  ];
  if (filter.withId)
    where.push(
      or(
        and(eq(bookings.menteeId, userId), eq(bookings.mentorId, filter.withId)),
        and(eq(bookings.mentorId, userId), eq(bookings.menteeId, filter.withId)),
      ),
    );
  if (filter.from) where.push(gte(bookings.startsAt, filter.from));
  if (filter.to) where.push(lt(bookings.startsAt, filter.to));
  if (filter.when === 'upcoming')
    where.push(inArray(bookings.status, [...ACTIVE_STATUSES]), gt(bookings.endsAt, now));
  if (filter.when === 'pending') where.push(eq(bookings.status, 'pending'));
  if (filter.when === 'past')
    where.push(
      or(lte(bookings.endsAt, now), inArray(bookings.status, ['cancelled', 'declined', 'expired'])),
    );
  const rows = await selectView(db)
    .where(and(...where))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return rows;
}

/** The columns a lifecycle change may set. */
export type BookingPatch = Partial<{
  status: StoredStatus;
  startsAt: Date;
  endsAt: Date;
  blockedFrom: Date;
  blockedUntil: Date;
  priority: 'high' | 'medium' | 'low' | null;
  tags: string[];
  recordingUrl: string | null;
  mentorNotes: string;
  menteeNotes: string;
  proposedStartsAt: Date | null;
  proposedEndsAt: Date | null;
  proposalReason: string | null;
  proposedAt: Date | null;
  menteeAbsent: boolean;
  mentorAbsent: boolean;
  cancelledBy: 'mentee' | 'mentor' | null;
  lateCancellation: boolean;
  /** The mentee's goal the agenda names (the demo seed names one). */
  goalId: string | null;
}>;

/**
 * Update one booking (and `updated_at`); `raiseSequence` adds one to the invite's SEQUENCE.
 * A move into a taken time throws PostgreSQL's 23P01 like an insert.
 */
export async function updateBooking(
  db: Db,
  id: string,
  patch: BookingPatch,
  options: { raiseSequence?: boolean; now: Date },
): Promise<void> {
  await db
    .update(bookings)
    .set({
      ...patch,
      updatedAt: options.now,
      ...(options.raiseSequence ? { sequence: sql`${bookings.sequence} + 1` } : {}),
    })
    .where(eq(bookings.id, id));
}

/** One history entry to write. */
export interface NewBookingChange {
  bookingId: string;
  actorId: string | null;
  actorRole: 'mentee' | 'mentor' | 'system';
  kind: string;
  reason: string | null;
  previousStartsAt?: Date | null;
  newStartsAt?: Date | null;
  at: Date;
}

/** Append to a booking's history. */
export async function insertChange(db: Db, change: NewBookingChange): Promise<void> {
  await db.insert(bookingChanges).values(change);
}

/** A booking's history, oldest first. */
export async function listChanges(db: Db, bookingId: string) {
  return db
    .select({
      kind: bookingChanges.kind,
      actorRole: bookingChanges.actorRole,
      at: bookingChanges.at,
      reason: bookingChanges.reason,
      previousStartsAt: bookingChanges.previousStartsAt,
      newStartsAt: bookingChanges.newStartsAt,
    })
    .from(bookingChanges)
    .where(eq(bookingChanges.bookingId, bookingId))
    .orderBy(asc(bookingChanges.at), asc(bookingChanges.id));
}

/** A booking's files (metadata only), oldest first. */
export async function listAttachments(db: Db, bookingId: string) {
  return db
    .select({
      id: bookingAttachments.id,
      fileName: bookingAttachments.fileName,
      mediaType: bookingAttachments.mediaType,
      sizeBytes: bookingAttachments.sizeBytes,
      uploaderRole: bookingAttachments.uploaderRole,
      createdAt: bookingAttachments.createdAt,
    })
    .from(bookingAttachments)
    .where(eq(bookingAttachments.bookingId, bookingId))
    .orderBy(asc(bookingAttachments.createdAt), asc(bookingAttachments.id));
}

/**
 * Pending bookings overdue at `now` (created `expiryHours` ago or more, or whose start has
 * come), locked for this transaction; rows another sweep holds are skipped.
 */
export async function lockOverduePending(
  db: Db,
  now: Date,
  expiryHours: number,
  limit = 100,
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - expiryHours * 60 * 60 * 1000);
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'pending'),
        or(lte(bookings.createdAt, cutoff), lte(bookings.startsAt, now)),
      ),
    )
    .orderBy(asc(bookings.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.id);
}
