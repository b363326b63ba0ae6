import type { TestApp } from '@pathwise/server/test-support';
import { randomUUID } from 'node:crypto';
import { onboardedPerson, type Person } from '../onboarding/support.ts';

/**
 * Helpers of the attachment and review tests: people and bookings written straight into the
 * tables, so that a session can be in the past (held) or in any state without a clock.
 */

const HOUR = 60 * 60 * 1000;

/** A mentor who finished onboarding and was approved. */
export async function approvedMentor(t: TestApp): Promise<Person> {
  const mentor = await onboardedPerson(t, 'coach');
  await t.db.query(`update mentor_profiles set status = 'approved' where user_id = $1`, [
    mentor.id,
  ]);
  return mentor;
}

/** What {@link insertBooking} may set. */
export interface BookingRow {
  status?: 'pending' | 'confirmed' | 'cancelled' | 'declined' | 'expired';
  /** Start; the session lasts an hour. Default: a fresh hour in the future. */
  start?: Date;
  mentorAbsent?: boolean;
  menteeAbsent?: boolean;
  cancelledBy?: 'mentee' | 'mentor' | null;
}

let slot = 0;

/**
 * Insert a one-hour booking of `mentee` with `mentor`; returns its id. Each call without a
 * `start` takes the next free hour (in the future), so active bookings never overlap.
 */
export async function insertBooking(
  t: TestApp,
  mentor: { id: string },
  mentee: { id: string },
  row: BookingRow = {},
): Promise<string> {
  const id = randomUUID();
  const start = row.start ?? new Date(Date.now() + (48 + 2 * ++slot) * HOUR);
  const end = new Date(start.getTime() + HOUR);
  await t.db.query(
    `insert into bookings (id, mentor_id, mentee_id, status, starts_at, ends_at, blocked_from,
       blocked_until, meeting_url, mentor_absent, mentee_absent, cancelled_by)
     values ($1, $2, $3, $4, $5, $6, $5, $6, 'https://meet.example.com/room', $7, $8, $9)`,
    [
      id,
      mentor.id,
      mentee.id,
      row.status ?? 'confirmed',
      start,
      end,
      row.mentorAbsent ?? false,
      row.menteeAbsent ?? false,
      row.cancelledBy ?? null,
    ],
  );
  return id;
}

/** `hours` hours ago (a past session's start when the session is to be held). */
export function hoursAgo(hours: number): Date {
  return new Date(Date.now() - hours * HOUR);
}
