import type { Availability } from '@pathwise/contracts';
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ACTIVE_STATUSES } from './repository.ts';
import { availability, bookings } from './schema.ts';

/*
 * A mentor's schedule (docs/product.md §12.3): the availability rules and the busy times the
 * slots and the lifecycle's overlap checks read, and the lock that serialises a mentor's bookings.
 */

/** Availability's own rules: everything but the zone, which is the account's. */
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
