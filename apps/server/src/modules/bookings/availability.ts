import {
  type Availability,
  type AvailabilityPreferences,
  type BookingPolicy,
  type SlotList,
  type SlotsQuery,
} from '@pathwise/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as intakeRepo from './intake-repository.ts';
import * as repo from './repository.ts';
import * as schedule from './schedule-repository.ts';
import { slotsInput } from './slots-repository.ts';
import { DAY_MS, defaultAvailability } from './booking-view.ts';
import { computeSlots } from './slots.ts';
import type { BookingContext } from './service-context.ts';

/**
 * A mentor's availability and the slots it gives (docs/product.md §12.3): read and
 * save the rules, the booking page's slots and change notice. Part of the bookings service.
 */
export function createAvailability(ctx: BookingContext) {
  const { db, mentors, now, rulesOf, storeAvailability, notFound, blockStands } = ctx;
  return {
    /** `GET /api/availability`: the signed-in mentor's availability (defaults when never saved). */
    getAvailability: (mentorId: string) => rulesOf(mentorId),

    /**
     * Whether the mentor set weekly hours (at least one range on some weekday): without them
     * nobody can book (docs/product.md#121-mentor-vetting). Runs on `on` (a caller's transaction)
     * when given.
     */
    async hasWeeklyHours(mentorId: string, on: Db = db): Promise<boolean> {
      return (await rulesOf(mentorId, on)).weeklyHours.some((day) => day.ranges.length > 0);
    },

    /**
     * `PUT /api/availability`: replace it; the contract already refused bad values. Its
     * `timeZone` is the mentor's one zone, the one Settings → General shows.
     */
    async saveAvailability(mentorId: string, value: Availability): Promise<Availability> {
      await storeAvailability(mentorId, value);
      return value;
    },

    /**
     * `PATCH /api/availability` (Settings → Mentee Management and Integrations):
     * change whether bookings need confirmation and the fixed meeting link, keeping every
     * other rule as saved (defaults when never saved). Existing bookings keep their link.
     */
    async savePreferences(
      mentorId: string,
      preferences: AvailabilityPreferences,
    ): Promise<Availability> {
      const value = { ...(await rulesOf(mentorId)), ...preferences };
      await schedule.saveAvailability(db, mentorId, value);
      return value;
    },

    /** Which of `planIds` mentees have opened (any booking names them): the mentors module's plan edits ask. */
    openedPlans: (planIds: string[], on: Db = db) => intakeRepo.openedPlans(on, planIds),

    /**
     * `GET /api/mentors/:id/slots`: bookable starts between `from` and `to`. With
     * `reschedule`, the booking being moved counts as free, as
     * {@link reschedule} counts it: it must be `callerId`'s own booking (as the mentee)
     * with this mentor.
     * A viewer between whom and the mentor a block stands gets no slots, as if the mentor had
     * no availability (docs/product.md#1214-blocking).
     * @throws AppError 404 `mentor_not_found` unless the mentor is approved;
     *   `booking_not_found` when `reschedule` names no such booking of the caller.
     */
    async slots(mentorId: string, query: SlotsQuery, callerId?: string): Promise<SlotList> {
      const from = new Date(query.from);
      const to = new Date(query.to);
      if (query.reschedule) {
        const moving = await repo.findParticipants(db, [query.reschedule]);
        if (moving[0]?.menteeId !== callerId || moving[0]?.mentorId !== mentorId) throw notFound();
      }
      // One statement: approval, rules, zone and busy times (the page asks on every month change).
      const input = await slotsInput(
        db,
        mentorId,
        new Date(from.getTime() - DAY_MS),
        new Date(to.getTime() + DAY_MS),
        query.reschedule ?? null,
      );
      if (!input.approved) throw new AppError('mentor_not_found', 'No mentor at this address.');
      // A blocked viewer sees no availability (docs/product.md#1214-blocking).
      const hidden = callerId !== undefined && (await blockStands(callerId, mentorId));
      const timeZone = input.timeZone ?? 'UTC';
      const rules = input.rules ? { ...input.rules, timeZone } : defaultAvailability(timeZone);
      return {
        mentorTimeZone: rules.timeZone,
        sessionMinutes: rules.sessionMinutes,
        slots: hidden
          ? []
          : computeSlots({ availability: rules, busy: input.busy, from, to, now: now() }),
      };
    },

    /**
     * `GET /api/mentors/:id/booking-policy`: the approved mentor's change notice (their
     * availability's, else the default 24 hours), shown before booking
     * (docs/product.md#123-booking).
     * @throws AppError 404 `mentor_not_found` unless the mentor is approved.
     */
    async bookingPolicy(mentorId: string): Promise<BookingPolicy> {
      const [approved, rules] = await Promise.all([
        mentors.isApproved(mentorId),
        rulesOf(mentorId),
      ]);
      if (!approved) throw new AppError('mentor_not_found', 'No mentor at this address.');
      return { changeNoticeMinutes: rules.changeNoticeMinutes };
    },
  };
}
