import {
  PENDING_EXPIRY_HOURS,
  type Booking,
  type CreateBooking,
  type MoveBooking,
} from '@pathwise/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import * as reports from './reports-repository.ts';
import * as repo from './repository.ts';
import * as schedule from './schedule-repository.ts';
import { DAY_MS, MINUTE_MS, changeNoticeMinutes, toBooking } from './booking-view.ts';
import { computeSlots } from './slots.ts';
import type { BookingContext } from './service-context.ts';

/**
 * The commands of the booking lifecycle (docs/product.md §12.3): book, confirm, decline,
 * cancel, reschedule, and the sweep that expires unanswered requests. Each change writes a
 * history row and publishes its `booking.*` event in its transaction (ADR 0008). Part of the
 * bookings service.
 */
export function createLifecycle(ctx: BookingContext) {
  const {
    database,
    db,
    mentors,
    accounts,
    goals,
    blockStands,
    now,
    rulesOf,
    newMeetingRoom,
    peopleOf,
    notAllowed,
    unavailable,
    intakeErrors,
    closedFor,
    withRetry,
    publish,
    change,
    requireOpen,
    move,
    expireOne,
  } = ctx;
  return {
    /**
     * `POST /api/bookings`: book `start` with `mentorId` under `planId`. The start must be a
     * bookable slot now; the database's exclusion constraints settle races between requests
     * and processes, so of many requests for one slot exactly one succeeds. The plan is
     * copied (name, sessions, price of one session); the mentor's zone and the mentee's
     * (their saved one, else `timeZone`, else the mentor's) are stored with it; `timeZone`
     * becomes the mentee's own zone when they have none yet (docs/product.md#123-booking). `goalId`
     * must name an active goal of the mentee (asked of the goals module). Publishes
     * `booking.created`. A plan the mentor has since changed or removed (archived) is bookable only
     * while the mentee has sessions left in it; the mentor's intake rules are checked under the
     * lock ({@link closedFor}).
     * @throws AppError 400 naming `goalId`; 403 `booking_blocked` when a block stands between the
     *   two (docs/product.md#1214-blocking); 404 `mentor_not_found` / `booking_plan_not_found`; 409
     *   `booking_slot_unavailable` (taken, or not a slot), `booking_mentee_busy`,
     *   `booking_mentor_not_accepting` or `booking_mentor_at_capacity`.
     */
    async create(menteeId: string, input: CreateBooking): Promise<Booking> {
      if (menteeId === input.mentorId || !(await mentors.isApproved(input.mentorId)))
        throw new AppError('mentor_not_found', 'No mentor at this address.');
      if (await blockStands(menteeId, input.mentorId))
        throw new AppError('booking_blocked', 'You cannot book a session with this mentor.');
      const plan = await mentors.findBookablePlan(input.mentorId, input.planId);
      const noPlan = () => new AppError('booking_plan_not_found', 'This mentor has no such plan.');
      if (!plan) throw noPlan();
      if (plan.archived) {
        const used = (await reports.countPlanUse(db, menteeId, input.mentorId)).get(plan.id) ?? 0;
        if (used % Math.max(1, plan.sessions) === 0) throw noPlan();
      }
      const closedEarly = await closedFor(menteeId, input.mentorId, now());
      if (closedEarly) throw intakeErrors[closedEarly]();
      if (input.goalId && !(goals && (await goals.activeGoal(menteeId, input.goalId))))
        throw new AppError(
          'general_argument_invalid',
          'Invalid `goalId` param: Choose one of your active goals.',
        );
      const rules = await rulesOf(input.mentorId);
      const start = new Date(input.start);
      const end = new Date(start.getTime() + rules.sessionMinutes * MINUTE_MS);
      const at = now();
      /** Whether `start` is a bookable slot now, by the bookings `txDb` sees. */
      const isOpen = async (txDb: Db) => {
        const busy = await schedule.listBusy(
          txDb,
          input.mentorId,
          new Date(start.getTime() - DAY_MS),
          new Date(end.getTime() + DAY_MS),
        );
        const open = computeSlots({
          availability: rules,
          busy,
          from: start,
          to: new Date(start.getTime() + 1),
          now: at,
        });
        return open[0] === start.toISOString();
      };
      // A cheap refusal before any lock: most losers of a race for a slot stop here.
      if (!(await isOpen(db))) throw unavailable();
      return withRetry(() =>
        database.transaction(async (tx) => {
          // Bookings of one mentor are made one at a time: the slot is checked again under
          // the lock (so the daily maximum holds too), and concurrent inserts no longer pile
          // up waiting on each other's uncommitted exclusion-index entries (bench: requests
          // stalled for seconds without it). The exclusion constraints stay the backstop,
          // e.g. for one mentee booking two mentors at once.
          await schedule.lockMentorSchedule(tx.db, input.mentorId);
          if (!(await isOpen(tx.db))) throw unavailable();
          // Again under the lock: two new mentees racing for the last place, only one gets it.
          const closed = await closedFor(menteeId, input.mentorId, at, tx.db);
          if (closed) throw intakeErrors[closed]();
          const id = newId();
          await repo.insertBooking(tx.db, {
            id,
            mentorId: input.mentorId,
            menteeId,
            status: rules.requiresConfirmation ? 'pending' : 'confirmed',
            startsAt: start,
            endsAt: end,
            blockedFrom: new Date(start.getTime() - rules.bufferBeforeMinutes * MINUTE_MS),
            blockedUntil: new Date(end.getTime() + rules.bufferAfterMinutes * MINUTE_MS),
            planId: plan.id,
            planName: plan.name,
            planSessions: plan.sessions,
            priceMinor: Math.round(plan.priceMinor / plan.sessions),
            currency: plan.currency,
            agenda: input.agenda,
            meetingUrl: rules.meetingUrl ?? newMeetingRoom(),
            mentorTimeZone: rules.timeZone,
            menteeTimeZone:
              (await accounts.timeZoneOf(menteeId, tx.db)) ?? input.timeZone ?? rules.timeZone,
            goalId: input.goalId ?? null,
            source: input.source ?? null,
          });
          // The zone the booking page showed becomes the mentee's first default.
          if (input.timeZone) await accounts.setTimeZone(menteeId, input.timeZone, tx.db, true);
          await repo.insertChange(tx.db, {
            bookingId: id,
            actorId: menteeId,
            actorRole: 'mentee',
            kind: 'created',
            reason: null,
            newStartsAt: start,
            at,
          });
          const row = (await repo.findBooking(tx.db, id))!;
          await publish(tx, 'booking.created', row, { actor: 'mentee' });
          return toBooking(row, menteeId, await peopleOf([row], tx.db), at);
        }),
      );
    },

    /**
     * `POST /api/bookings/:id/confirm`: the mentor confirms a pending booking (SEQUENCE
     * raised; `booking.confirmed`).
     * @throws AppError 404 `booking_not_found`; 409 `booking_change_not_allowed` unless the
     *   caller is its mentor, it is pending and its start is ahead.
     */
    confirm(userId: string, id: string): Promise<Booking> {
      return change(userId, id, async (row, side, tx, at) => {
        if (side !== 'mentor' || row.status !== 'pending')
          throw notAllowed('Only a pending booking can be confirmed, by its mentor.');
        if (row.startsAt <= at) throw notAllowed('This session’s time has passed.');
        await repo.updateBooking(
          tx.db,
          id,
          { status: 'confirmed' },
          { raiseSequence: true, now: at },
        );
        return { kind: 'confirmed', event: 'booking.confirmed' };
      });
    },

    /**
     * `POST /api/bookings/:id/decline`: the mentor declines a pending booking with a
     * reason. Status `declined` leaves the exclusion constraints' active set, so the slot is
     * free again, and the plan's session is given back (it no longer counts).
     * @throws AppError 404 `booking_not_found`; 409 `booking_change_not_allowed`.
     */
    decline(userId: string, id: string, reason: string): Promise<Booking> {
      return change(userId, id, async (row, side, tx, at) => {
        if (side !== 'mentor' || row.status !== 'pending')
          throw notAllowed('Only a pending booking can be declined, by its mentor.');
        await repo.updateBooking(
          tx.db,
          id,
          {
            status: 'declined',
            proposedStartsAt: null,
            proposedEndsAt: null,
            proposalReason: null,
            proposedAt: null,
          },
          { raiseSequence: true, now: at },
        );
        return { kind: 'declined', reason, event: 'booking.declined' };
      });
    },

    /**
     * `POST /api/bookings/:id/cancel`: either side cancels a pending or confirmed booking
     * before its start. A mentee's cancellation inside the mentor's change notice is
     * recorded as late (and keeps using its plan session), unless `excused` (a block's
     * cancellation: docs/product.md#1214-blocking).
     * @throws AppError 404 `booking_not_found`; 409 `booking_change_not_allowed` when it
     *   is no longer pending or confirmed, or has started.
     */
    cancel(userId: string, id: string, reason: string, excused = false): Promise<Booking> {
      return change(userId, id, async (row, side, tx, at) => {
        requireOpen(row, at, 'cancelled');
        const late =
          !excused &&
          side === 'mentee' &&
          at.getTime() > row.startsAt.getTime() - changeNoticeMinutes(row) * MINUTE_MS;
        await repo.updateBooking(
          tx.db,
          id,
          {
            status: 'cancelled',
            cancelledBy: side,
            lateCancellation: late,
            proposedStartsAt: null,
            proposedEndsAt: null,
            proposalReason: null,
            proposedAt: null,
          },
          { raiseSequence: true, now: at },
        );
        return { kind: 'cancelled', reason, event: 'booking.cancelled' };
      });
    },

    /**
     * `POST /api/bookings/:id/reschedule`: the mentee moves the booking to `start`, which
     * must be one of the mentor's free slots now (this booking's own time counts as free),
     * before the change notice. SEQUENCE raised; `booking.rescheduled`.
     * @throws AppError 404 `booking_not_found`; 409 `booking_change_not_allowed` (not the
     *   mentee, not open, or inside the change notice: they can only cancel);
     *   `booking_slot_unavailable` / `booking_mentee_busy`.
     */
    reschedule(userId: string, id: string, input: MoveBooking): Promise<Booking> {
      return change(userId, id, async (row, side, tx, at) => {
        if (side !== 'mentee')
          throw notAllowed('Only the mentee can reschedule; a mentor proposes a new time.');
        requireOpen(row, at, 'rescheduled');
        const notice = changeNoticeMinutes(row);
        if (at.getTime() > row.startsAt.getTime() - notice * MINUTE_MS)
          throw notAllowed(
            `This session starts within the mentor's change notice (${Math.round(notice / 60)} hours): it can no longer be rescheduled, only cancelled.`,
          );
        const start = new Date(input.start);
        const rules = await rulesOf(row.mentorId, tx.db);
        const end = new Date(start.getTime() + rules.sessionMinutes * MINUTE_MS);
        const busy = await schedule.listBusy(
          tx.db,
          row.mentorId,
          new Date(start.getTime() - DAY_MS),
          new Date(end.getTime() + DAY_MS),
          row.id,
        );
        const open = computeSlots({
          availability: rules,
          busy,
          from: start,
          to: new Date(start.getTime() + 1),
          now: at,
        });
        if (open[0] !== start.toISOString()) throw unavailable();
        await move(tx.db, row, start, end, at);
        return {
          kind: 'rescheduled',
          reason: input.reason,
          previousStart: row.startsAt,
          newStart: start,
          event: 'booking.rescheduled',
        };
      });
    },

    /**
     * Expire every pending booking the mentor left unanswered for
     * {@link PENDING_EXPIRY_HOURS} (or whose start has come): status `expired`, history by
     * the system, `booking.expired`, one transaction each. Safe to run from several
     * processes at once (locked rows are skipped). Returns how many expired.
     */
    async expireOverdue(): Promise<number> {
      let expired = 0;
      for (;;) {
        const batch = await database.transaction(async (tx) => {
          const at = now();
          const ids = await repo.lockOverduePending(tx.db, at, PENDING_EXPIRY_HOURS, 20);
          for (const id of ids) await expireOne(tx, id, at);
          return ids.length;
        });
        expired += batch;
        if (batch < 20) return expired;
      }
    },
  };
}
