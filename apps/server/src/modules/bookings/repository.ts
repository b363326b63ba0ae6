import type { Availability, Booking } from '@pathwise/contracts';
import { and, asc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { availability, bookingChanges, bookings } from './schema.ts';

/** Statuses that hold a time (the exclusion constraints' `WHERE`). */
const ACTIVE = ['pending', 'confirmed'] as const;

/** The mentor's availability, or null when they never saved one. */
export async function findAvailability(db: Db, mentorId: string): Promise<Availability | null> {
  const [row] = await db
    .select({
      timeZone: availability.timeZone,
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
  return (row as Availability | undefined) ?? null;
}

/** Insert or replace the mentor's availability. */
export async function saveAvailability(db: Db, mentorId: string, value: Availability) {
  const row = { ...value, updatedAt: new Date() };
  await db
    .insert(availability)
    .values({ mentorId, ...row })
    .onConflictDoUpdate({ target: availability.mentorId, set: row });
}

/** The mentor's active bookings that touch `[from, to)`. */
export async function listBusy(db: Db, mentorId: string, from: Date, to: Date) {
  return db
    .select({ start: bookings.startsAt, end: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.mentorId, mentorId),
        inArray(bookings.status, [...ACTIVE]),
        lt(bookings.blockedFrom, to),
        gt(bookings.blockedUntil, from),
      ),
    );
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
}

const columns = {
  id: bookings.id,
  mentorId: bookings.mentorId,
  menteeId: bookings.menteeId,
  status: bookings.status,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  planId: bookings.planId,
  planName: bookings.planName,
  priceMinor: bookings.priceMinor,
  currency: bookings.currency,
  agenda: bookings.agenda,
  meetingUrl: bookings.meetingUrl,
  createdAt: bookings.createdAt,
};

interface Row {
  id: string;
  mentorId: string;
  menteeId: string;
  status: Booking['status'];
  startsAt: Date;
  endsAt: Date;
  planId: string | null;
  planName: string | null;
  priceMinor: number;
  currency: string;
  agenda: string;
  meetingUrl: string;
  createdAt: Date;
}

function toBooking(row: Row): Booking {
  return {
    id: row.id,
    mentorId: row.mentorId,
    menteeId: row.menteeId,
    status: row.status,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    planId: row.planId,
    planName: row.planName,
    priceMinor: row.priceMinor,
    currency: row.currency,
    agenda: row.agenda,
    meetingUrl: row.meetingUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Insert a booking and its first history entry. Throws PostgreSQL's 23P01 (exclusion
 * violation) when the mentor's or the mentee's time is taken; the constraint's name says which.
 */
export async function insertBooking(db: Db, value: NewBooking): Promise<Booking> {
  const [row] = await db.insert(bookings).values(value).returning(columns);
  await db
    .insert(bookingChanges)
    .values({ bookingId: value.id, actorId: value.menteeId, kind: 'booked' });
  return toBooking(row!);
}

/** Every booking `userId` takes part in, as mentee or mentor, by start. */
export async function listBookingsOf(db: Db, userId: string): Promise<Booking[]> {
  const rows = await db
    .select(columns)
    .from(bookings)
    .where(or(eq(bookings.menteeId, userId), eq(bookings.mentorId, userId)))
    .orderBy(asc(bookings.startsAt));
  return rows.map(toBooking);
}
