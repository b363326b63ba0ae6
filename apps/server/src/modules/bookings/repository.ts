import type { Availability } from '@pathwise/contracts';
import { and, asc, eq, gt, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { availability, bookingAttachments, bookingChanges, bookings, reviews } from './schema.ts';

/** Statuses that hold a time (the exclusion constraints' `WHERE`). */
export const ACTIVE_STATUSES = ['pending', 'confirmed'] as const;

/** A stored booking status (`held` is derived when read). */
export type StoredStatus = 'pending' | 'confirmed' | 'cancelled' | 'declined' | 'expired';

/** Availability's own rules: everything but the zone, which is the account's (issue 17). */
export type AvailabilityRules = Omit<Availability, 'timeZone'>;

/** The mentor's availability rules, or null when they never saved them. */
export async function findAvailability(
  db: Db,
  mentorId: string,
): Promise<AvailabilityRules | null> {
  const [row] = await db
    .select({
      weeklyHours: availability.weeklyHours,
      dateOverrides: availability.dateOverrides,
      sessionMinutes: availability.sessionMinutes,
      minimumNoticeMinutes: availability.minimumNoticeMinutes,
      bufferBeforeMinutes: availability.bufferBeforeMinutes,
      bufferAfterMinutes: availability.bufferAfterMinutes,
      bookingWindowDays: availability.bookingWindowDays,
      maxPerDay: availability.maxPerDay,
      changeNoticeMinutes: availability.changeNoticeMinutes,
      requiresConfirmation: availability.requiresConfirmation,
      meetingUrl: availability.meetingUrl,
    })
    .from(availability)
    .where(eq(availability.mentorId, mentorId));
  return (row as AvailabilityRules | undefined) ?? null;
}

/**
 * Insert or replace the mentor's availability rules. A `timeZone` in `value` is not stored
 * here: the zone is the account's (`users.time_zone`), saved through the account module.
 */
export async function saveAvailability(
  db: Db,
  mentorId: string,
  value: AvailabilityRules | Availability,
) {
  const rules: AvailabilityRules & { timeZone?: string } = { ...value };
  delete rules.timeZone;
  const row = { ...rules, updatedAt: new Date() };
  await db
    .insert(availability)
    .values({ mentorId, ...row })
    .onConflictDoUpdate({ target: availability.mentorId, set: row });
}

/** The mentor's active bookings that touch `[from, to)`, leaving out `exceptId` (a moving booking). */
export async function listBusy(db: Db, mentorId: string, from: Date, to: Date, exceptId?: string) {
  return db
    .select({ start: bookings.startsAt, end: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.mentorId, mentorId),
        inArray(bookings.status, [...ACTIVE_STATUSES]),
        lt(bookings.blockedFrom, to),
        gt(bookings.blockedUntil, from),
        exceptId ? ne(bookings.id, exceptId) : undefined,
      ),
    );
}

/**
 * Take the transaction-scoped lock on `mentorId`'s schedule: bookings and moves of one mentor
 * then happen one at a time (released at commit or rollback).
 */
export async function lockMentorSchedule(db: Db, mentorId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'mentor-schedule:' + mentorId}))`);
}

/**
 * Whether `personId` has an active booking (other than `exceptId`) as mentee or mentor whose
 * time overlaps `[start, end)` — `blockedFrom`/`blockedUntil` for a mentor's own sessions.
 */
export async function hasOverlap(
  db: Db,
  side: 'mentor' | 'mentee',
  personId: string,
  start: Date,
  end: Date,
  exceptId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        side === 'mentor' ? eq(bookings.mentorId, personId) : eq(bookings.menteeId, personId),
        inArray(bookings.status, [...ACTIVE_STATUSES]),
        ne(bookings.id, exceptId),
        side === 'mentor' ? lt(bookings.blockedFrom, end) : lt(bookings.startsAt, end),
        side === 'mentor' ? gt(bookings.blockedUntil, start) : gt(bookings.endsAt, start),
      ),
    )
    .limit(1);
  return Boolean(row);
}

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
 * Per plan of `mentorId`, how many of `menteeId`'s bookings use a session: pending or
 * confirmed (held included), plus late mentee cancellations (docs/product.md §12.3).
 */
export async function countPlanUse(
  db: Db,
  menteeId: string,
  mentorId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      planId: bookings.planId,
      used: sql<number>`count(*)::int`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.menteeId, menteeId),
        eq(bookings.mentorId, mentorId),
        or(inArray(bookings.status, [...ACTIVE_STATUSES]), eq(bookings.lateCancellation, true)),
      ),
    )
    .groupBy(bookings.planId);
  return new Map(rows.flatMap((r) => (r.planId ? [[r.planId, r.used] as const] : [])));
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

/**
 * The mentors `menteeId` has booked, with counts: held sessions (confirmed and ended) and
 * upcoming ones (pending or confirmed, not ended), the last held start and the next start.
 * Ordered by the most recent booking activity first.
 */
export async function listMyMentors(db: Db, menteeId: string, now: Date) {
  const held = sql`${bookings.status} = 'confirmed' and ${bookings.endsAt} <= ${now}`;
  const upcoming = sql`${bookings.status} in ('pending', 'confirmed') and ${bookings.endsAt} > ${now}`;
  const rows = await db
    .select({
      mentorId: bookings.mentorId,
      completed: sql<number>`(count(*) filter (where ${held}))::int`,
      upcoming: sql<number>`(count(*) filter (where ${upcoming}))::int`,
      lastSessionAt: sql<Date | null>`max(${bookings.startsAt}) filter (where ${held})`,
      nextSessionAt: sql<Date | null>`min(${bookings.startsAt}) filter (where ${upcoming})`,
      latest: sql<Date>`max(${bookings.createdAt})`,
    })
    .from(bookings)
    .where(eq(bookings.menteeId, menteeId))
    .groupBy(bookings.mentorId)
    .orderBy(sql`max(${bookings.createdAt}) desc`);
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  return rows.map((r) => ({
    mentorId: r.mentorId,
    completed: r.completed,
    upcoming: r.upcoming,
    lastSessionAt: date(r.lastSessionAt),
    nextSessionAt: date(r.nextSessionAt),
  }));
}

/** A mentor's session as earnings count it (see {@link listEarningRows}). */
export interface EarningRow {
  id: string;
  menteeId: string;
  status: 'pending' | 'confirmed';
  startsAt: Date;
  endsAt: Date;
  planId: string | null;
  planName: string | null;
  priceMinor: number;
  currency: string;
}

/**
 * The mentor's sessions that count for earnings (issue 12 "Earnings"): pending or confirmed
 * (held ones are confirmed and ended), the mentor not reported absent; by start.
 */
export async function listEarningRows(db: Db, mentorId: string): Promise<EarningRow[]> {
  const rows = await db
    .select({
      id: bookings.id,
      menteeId: bookings.menteeId,
      status: bookings.status,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      planId: bookings.planId,
      planName: bookings.planName,
      priceMinor: bookings.priceMinor,
      currency: bookings.currency,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.mentorId, mentorId),
        inArray(bookings.status, [...ACTIVE_STATUSES]),
        eq(bookings.mentorAbsent, false),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return rows as EarningRow[];
}

/**
 * Bookings of `mentorId` created since `since` that came from a profile visit, counted by
 * their `source` (issue 12 analytics: "bookings made from those visits").
 */
export async function countBookingsBySource(
  db: Db,
  mentorId: string,
  since: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ source: bookings.source, count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.mentorId, mentorId),
        gte(bookings.createdAt, since),
        sql`${bookings.source} is not null`,
      ),
    )
    .groupBy(bookings.source);
  return new Map(rows.map((r) => [r.source!, r.count]));
}

/**
 * Sessions held across the site before `now`: confirmed, ended, and nobody reported absent
 * (the home page's statistics banner, docs/product.md §9).
 */
export async function countHeldSessions(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        lte(bookings.endsAt, now),
        eq(bookings.mentorAbsent, false),
        eq(bookings.menteeAbsent, false),
      ),
    );
  return row?.n ?? 0;
}
