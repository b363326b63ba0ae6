import {
  AVAILABILITY_DEFAULTS,
  type Availability,
  type Booking,
  type CreateBooking,
  type SlotList,
  type SlotsQuery,
} from '@pathwise/contracts';
import crypto from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { newId } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { MentorsService } from '../mentors/service.ts';
import * as repo from './repository.ts';
import { computeSlots } from './slots.ts';

/**
 * Bookings (issue 9): a mentor's availability, the bookable slots it gives, and bookings.
 * Owns `availability`, `bookings` and `booking_changes`; asks the mentors service whether a
 * mentor is approved and what a plan costs.
 */
export type BookingsService = ReturnType<typeof createBookingsService>;

/** A mentor who never saved availability has these rules and no hours (so no slots). */
export function defaultAvailability(timeZone = 'UTC'): Availability {
  return {
    timeZone,
    weeklyHours: [],
    dateOverrides: [],
    ...AVAILABILITY_DEFAULTS,
    maxPerDay: null,
    requiresConfirmation: false,
    meetingUrl: null,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The SQLSTATE of `err` or of an error it wraps (Drizzle wraps pg's). */
function sqlState(err: unknown): { code?: string; constraint?: string } {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, constraint };
  }
  return {};
}

/**
 * Concurrent inserts that collide on an exclusion constraint can deadlock (each waits for
 * the other's uncommitted index entry; PostgreSQL aborts one with 40P01). The victim tries
 * again, now seeing the other's outcome: a 23P01 if it committed, success if it rolled back.
 */
const DEADLOCK_RETRIES = 3;

export function createBookingsService(deps: {
  config: Config;
  database: Database;
  mentors: MentorsService;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}) {
  const { config, database, mentors } = deps;
  const now = deps.now ?? (() => new Date());
  const { db } = database;

  /** The mentor's saved availability, or the defaults without hours. */
  async function rulesOf(mentorId: string): Promise<Availability> {
    return (await repo.findAvailability(db, mentorId)) ?? defaultAvailability();
  }

  /** A fresh video room under MEETING_BASE_URL, named with 128 random bits. */
  function newMeetingRoom(): string {
    return `${config.meetingBaseUrl}/${config.appName.replace(/[^A-Za-z0-9]/g, '')}-${crypto.randomBytes(16).toString('hex')}`;
  }

  return {
    /** `GET /api/availability`: the signed-in mentor's availability (defaults when never saved). */
    getAvailability: rulesOf,

    /** `PUT /api/availability`: replace it; the contract already refused bad values. */
    async saveAvailability(mentorId: string, value: Availability): Promise<Availability> {
      await repo.saveAvailability(db, mentorId, value);
      return value;
    },

    /**
     * `GET /api/mentors/:id/slots`: bookable starts between `from` and `to`.
     * @throws AppError 404 `mentor_not_found` unless the mentor is approved.
     */
    async slots(mentorId: string, query: SlotsQuery): Promise<SlotList> {
      if (!(await mentors.isApproved(mentorId)))
        throw new AppError('mentor_not_found', 'No mentor at this address.');
      const rules = await rulesOf(mentorId);
      const from = new Date(query.from);
      const to = new Date(query.to);
      const busy = await repo.listBusy(
        db,
        mentorId,
        new Date(from.getTime() - DAY_MS),
        new Date(to.getTime() + DAY_MS),
      );
      return {
        mentorTimeZone: rules.timeZone,
        sessionMinutes: rules.sessionMinutes,
        slots: computeSlots({ availability: rules, busy, from, to, now: now() }),
      };
    },

    /**
     * `POST /api/bookings`: book `start` with `mentorId` under `planId`. The start must be a
     * bookable slot now; the database's exclusion constraints settle races between requests
     * and processes, so of many requests for one slot exactly one succeeds.
     * @throws AppError 404 `mentor_not_found` / `booking_plan_not_found`; 409
     *   `booking_slot_unavailable` (taken, or not a slot) or `booking_mentee_busy`.
     */
    async create(menteeId: string, input: CreateBooking): Promise<Booking> {
      if (menteeId === input.mentorId || !(await mentors.isApproved(input.mentorId)))
        throw new AppError('mentor_not_found', 'No mentor at this address.');
      const plan = await mentors.findBookablePlan(input.mentorId, input.planId);
      if (!plan) throw new AppError('booking_plan_not_found', 'This mentor has no such plan.');
      const rules = await rulesOf(input.mentorId);
      const start = new Date(input.start);
      const end = new Date(start.getTime() + rules.sessionMinutes * 60_000);
      const busy = await repo.listBusy(
        db,
        input.mentorId,
        new Date(start.getTime() - DAY_MS),
        new Date(end.getTime() + DAY_MS),
      );
      const open = computeSlots({
        availability: rules,
        busy,
        from: start,
        to: new Date(start.getTime() + 1),
        now: now(),
      });
      const unavailable = () =>
        new AppError(
          'booking_slot_unavailable',
          'This time is no longer available. Please choose another time.',
        );
      if (open[0] !== start.toISOString()) throw unavailable();
      const insert = () =>
        database.transaction((tx) =>
          repo.insertBooking(tx.db, {
            id: newId(),
            mentorId: input.mentorId,
            menteeId,
            status: rules.requiresConfirmation ? 'pending' : 'confirmed',
            startsAt: start,
            endsAt: end,
            blockedFrom: new Date(start.getTime() - rules.bufferBeforeMinutes * 60_000),
            blockedUntil: new Date(end.getTime() + rules.bufferAfterMinutes * 60_000),
            planId: plan.id,
            planName: plan.name,
            planSessions: plan.sessions,
            priceMinor: Math.round(plan.priceMinor / plan.sessions),
            currency: plan.currency,
            agenda: input.agenda,
            meetingUrl: rules.meetingUrl ?? newMeetingRoom(),
          }),
        );
      for (let attempt = 1; ; attempt++) {
        try {
          return await insert();
        } catch (err) {
          const { code, constraint } = sqlState(err);
          if (code === '40P01' && attempt < DEADLOCK_RETRIES) continue;
          if (code === '23P01' && constraint === 'bookings_mentee_no_overlap')
            throw new AppError('booking_mentee_busy', 'You already have a session at this time.');
          if (code === '23P01' || code === '40P01') throw unavailable();
          throw err;
        }
      }
    },

    /** `GET /api/bookings`: the person's bookings as mentee or mentor. */
    list(userId: string): Promise<Booking[]> {
      return repo.listBookingsOf(db, userId);
    },
  };
}
