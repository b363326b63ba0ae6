import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../account/schema.ts';
import { bookings } from './schema.ts';

/**
 * The few reads of `bookings` that the calendar download and the reminder jobs need (issue 9
 * "Mail and calendar invites"); the lifecycle's own reads and writes are in `repository.ts`.
 */

/** What a reminder re-checks when it is due. */
export interface BookingState {
  status: 'pending' | 'confirmed' | 'cancelled' | 'declined' | 'expired';
  startsAt: Date;
  sequence: number;
}

/** The booking's status, start and invite SEQUENCE now, or null when it is gone. */
export async function findBookingState(db: Db, bookingId: string): Promise<BookingState | null> {
  const [row] = await db
    .select({ status: bookings.status, startsAt: bookings.startsAt, sequence: bookings.sequence })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

/** A booking with both participants, as its invite needs it. */
export interface CalendarRow {
  bookingId: string;
  sequence: number;
  status: BookingState['status'];
  start: Date;
  end: Date;
  agenda: string;
  meetingUrl: string;
  mentor: { id: string; name: string; email: string };
  mentee: { id: string; name: string; email: string };
}

const mentorUser = alias(users, 'mentor_user');
const menteeUser = alias(users, 'mentee_user');

/** The booking `bookingId` with its mentor's and mentee's names and emails, or null. */
export async function findCalendarRow(db: Db, bookingId: string): Promise<CalendarRow | null> {
  const [row] = await db
    .select({
      bookingId: bookings.id,
      sequence: bookings.sequence,
      status: bookings.status,
      start: bookings.startsAt,
      end: bookings.endsAt,
      agenda: bookings.agenda,
      meetingUrl: bookings.meetingUrl,
      mentorId: mentorUser.id,
      mentorName: mentorUser.name,
      mentorEmail: mentorUser.email,
      menteeId: menteeUser.id,
      menteeName: menteeUser.name,
      menteeEmail: menteeUser.email,
    })
    .from(bookings)
    .innerJoin(mentorUser, eq(mentorUser.id, bookings.mentorId))
    .innerJoin(menteeUser, eq(menteeUser.id, bookings.menteeId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  return {
    bookingId: row.bookingId,
    sequence: row.sequence,
    status: row.status,
    start: row.start,
    end: row.end,
    agenda: row.agenda,
    meetingUrl: row.meetingUrl,
    mentor: { id: row.mentorId, name: row.mentorName, email: row.mentorEmail },
    mentee: { id: row.menteeId, name: row.menteeName, email: row.menteeEmail },
  };
}
