import {
  ABSENCE_REPORT_HOURS,
  AVAILABILITY_DEFAULTS,
  JOIN_OPENS_MINUTES,
  PENDING_EXPIRY_HOURS,
  type Availability,
  type AvailabilityPreferences,
  type Booking,
  type BookingActions,
  type BookingChange,
  type BookingDetail,
  type BookingPolicy,
  type BookingGoal,
  type BookingListQuery,
  type BookingPerson,
  type CreateBooking,
  type MentorCard,
  type MoveBooking,
  type MyMentorList,
  type PlanBalanceList,
  type SlotList,
  type SlotsQuery,
  type UpdateBooking,
} from '@pathwise/contracts';
import crypto from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { newId } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { BookingEvent, EventBus, EventTransaction } from '../../lib/events.ts';
import type { AccountService } from '../account/service.ts';
import type { MentorsService } from '../mentors/service.ts';
import * as intakeRepo from './intake-repository.ts';
import * as menteesRepo from './mentees-repository.ts';
import * as summaryRepo from './summary-repository.ts';
import * as reports from './reports-repository.ts';
import * as repo from './repository.ts';
import * as schedule from './schedule-repository.ts';
import type { CalendarBooking } from './ics.ts';
import { slotsInput } from './slots-repository.ts';
import { computeSlots } from './slots.ts';

/**
 * Bookings (issue 9; docs/product.md §12.3): a mentor's availability, the bookable slots it
 * gives, and the booking lifecycle (confirm, decline, cancel, reschedule, proposals, notes,
 * absences, expiry). Owns `availability`, `bookings` and `booking_changes` (and reads
 * `reviews` and `booking_attachments`, which the module's reviews and attachments code
 * writes); asks the mentors service whether a mentor is approved, for plans and cards, and
 * the account service for names and emails. Every change writes a history row and publishes
 * its `booking.*` domain event in the change's transaction (ADR 0008).
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

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The SQLSTATE of `err` or of an error it wraps (Drizzle wraps pg's). */
function sqlState(err: unknown): { code?: string; constraint?: string } {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, constraint };
  }
  return {};
}

/**
 * Concurrent writes that collide on an exclusion constraint can deadlock (each waits for
 * the other's uncommitted index entry; PostgreSQL aborts one with 40P01). The victim tries
 * again, now seeing the other's outcome: a 23P01 if it committed, success if it rolled back.
 */
const DEADLOCK_RETRIES = 3;

/** The caller's side of a booking. */
export type Side = 'mentee' | 'mentor';

/** The fields of a booking row the view and the rules need ({@link repo.BookingRow}). */
type Row = repo.BookingRow;

/** Names, photos and emails of the people of some bookings, by user id. */
interface People {
  accounts: Map<string, { id: string; email: string; name: string; timeZone?: string | null }>;
  cards: Map<string, MentorCard>;
  /** The goals the bookings' agendas name, by goal id (absent: none, or deleted). */
  goals?: Map<string, BookingGoal>;
}

/**
 * What bookings asks the goals module, which owns goals (issue 10 "Sessions feed the plan":
 * the agenda names one of the mentee's goals). The goals module is registered after this one
 * (it asks bookings who takes part in a session), so the plugin hands these in as calls made
 * at request time. Methods run on `on` (a caller's transaction) when given.
 */
export interface BookingGoals {
  /** Goal `goalId` if it is an active goal of `menteeId`, else null. */
  activeGoal(menteeId: string, goalId: string, on?: Db): Promise<BookingGoal | null>;
  /** Title and progress of the goals `ids` that exist, by id. */
  summaries(ids: string[], on?: Db): Promise<Map<string, BookingGoal>>;
}

/** The change notice of the booking's mentor, in minutes (their availability, else the default). */
function changeNoticeMinutes(row: Row): number {
  return row.changeNoticeMinutes ?? AVAILABILITY_DEFAULTS.changeNoticeMinutes;
}

/** `held`: confirmed and ended at `now` (never stored). */
function statusAt(row: Row, now: Date): Booking['status'] {
  return row.status === 'confirmed' && row.endsAt.getTime() <= now.getTime() ? 'held' : row.status;
}

/**
 * What `side` may do with `row` at `now` (docs/product.md §12.3):
 * - join: confirmed, from {@link JOIN_OPENS_MINUTES} before the start until the end;
 * - confirm: the mentor, pending, before the start; decline: the mentor, pending;
 * - cancel: either side, pending or confirmed, before the start;
 * - reschedule: the mentee, pending or confirmed, before the mentor's change notice;
 * - propose: the mentor, pending or confirmed, before the start;
 * - respondToProposal: the mentee, before the start, a proposal open and its start ahead;
 * - review: the mentee, held, not reviewed yet;
 * - reportAbsence: held, within {@link ABSENCE_REPORT_HOURS} after the end, not reported yet.
 */
export function actionsFor(row: Row, side: Side, now: Date): BookingActions {
  const t = now.getTime();
  const start = row.startsAt.getTime();
  const end = row.endsAt.getTime();
  const active = row.status === 'pending' || row.status === 'confirmed';
  const held = statusAt(row, now) === 'held';
  const mentor = side === 'mentor';
  return {
    join: row.status === 'confirmed' && t >= start - JOIN_OPENS_MINUTES * MINUTE_MS && t < end,
    confirm: mentor && row.status === 'pending' && t < start,
    decline: mentor && row.status === 'pending',
    cancel: active && t < start,
    reschedule: !mentor && active && t < start - changeNoticeMinutes(row) * MINUTE_MS,
    propose: mentor && active && t < start,
    respondToProposal:
      !mentor &&
      active &&
      t < start &&
      row.proposedStartsAt !== null &&
      row.proposedStartsAt.getTime() > t,
    review: !mentor && held && row.reviewRating === null,
    reportAbsence:
      held &&
      t <= end + ABSENCE_REPORT_HOURS * HOUR_MS &&
      (mentor ? !row.menteeAbsent : !row.mentorAbsent),
  };
}

/** The first name of a display name (reviews show first names only). */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * The one mapping of a booking row to the contract's `Booking` as `viewerId` sees it: their
 * side, both persons, the derived `held`, their actions, and nothing private of the other
 * side (the mentor's priority is null for the mentee; the mentee's private notes are empty
 * for the mentor).
 */
export function toBooking(row: Row, viewerId: string, people: People, now: Date): Booking {
  const side: Side = row.mentorId === viewerId ? 'mentor' : 'mentee';
  const card = people.cards.get(row.mentorId);
  const mentorAccount = people.accounts.get(row.mentorId);
  const menteeAccount = people.accounts.get(row.menteeId);
  const mentor: BookingPerson = {
    id: row.mentorId,
    name: card?.name || mentorAccount?.name || '',
    photoPath: card?.photoPath ?? null,
    headline: card?.headline ?? null,
  };
  const mentee: BookingPerson = {
    id: row.menteeId,
    name: menteeAccount?.name ?? '',
    photoPath: null,
    headline: null,
  };
  const proposal =
    row.proposedStartsAt && row.proposedEndsAt
      ? {
          start: row.proposedStartsAt.toISOString(),
          end: row.proposedEndsAt.toISOString(),
          reason: row.proposalReason ?? '',
          at: (row.proposedAt ?? row.updatedAt).toISOString(),
        }
      : null;
  return {
    id: row.id,
    role: side,
    mentor,
    mentee,
    status: statusAt(row, now),
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    // Each person's one zone as it is now; the zone stored at booking time until they set one.
    mentorTimeZone: mentorAccount?.timeZone ?? row.mentorTimeZone,
    menteeTimeZone: menteeAccount?.timeZone ?? row.menteeTimeZone,
    planId: row.planId,
    planName: row.planName,
    planSessions: row.planSessions,
    priceMinor: row.priceMinor,
    currency: row.currency,
    agenda: row.agenda,
    meetingUrl: row.meetingUrl,
    recordingUrl: row.recordingUrl,
    priority: side === 'mentor' ? row.priority : null,
    tags: row.tags,
    proposal,
    lateCancellation: row.lateCancellation,
    menteeAbsent: row.menteeAbsent,
    mentorAbsent: row.mentorAbsent,
    notes: row.mentorNotes,
    privateNotes: side === 'mentee' ? row.menteeNotes : '',
    attachmentCount: row.attachmentCount,
    goal: (row.goalId && people.goals?.get(row.goalId)) || null,
    review:
      row.reviewRating === null
        ? null
        : {
            bookingId: row.id,
            rating: row.reviewRating,
            text: row.reviewText ?? '',
            author: firstName(mentee.name),
            createdAt: (row.reviewCreatedAt ?? row.updatedAt).toISOString(),
          },
    actions: actionsFor(row, side, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** History kinds written before the contract named them (`booked` → `created`). */
function changeKind(kind: string): BookingChange['kind'] {
  return kind === 'booked' ? 'created' : (kind as BookingChange['kind']);
}

/** The event names of the lifecycle, by what happened. */
type LifecycleEvent =
  | 'booking.created'
  | 'booking.confirmed'
  | 'booking.declined'
  | 'booking.expired'
  | 'booking.cancelled'
  | 'booking.rescheduled'
  | 'booking.proposed'
  | 'booking.proposal-declined';

export function createBookingsService(deps: {
  config: Config;
  database: Database;
  mentors: MentorsService;
  /**
   * Names, emails and time zones of participants (the account module owns `users`, and
   * with it each person's one time zone: issue 17, item 4).
   */
  accounts: Pick<AccountService, 'findPeople' | 'timeZoneOf' | 'setTimeZone'>;
  /** Where the `booking.*` events go. */
  events: EventBus;
  /** The goals the agendas name (without it, no booking names a goal). */
  goals?: BookingGoals;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}) {
  const { config, database, mentors, accounts, events, goals } = deps;
  const now = deps.now ?? (() => new Date());
  const { db } = database;

  /**
   * The mentor's saved availability, or the defaults without hours; its zone is the
   * mentor's one zone (`users.time_zone`, UTC until set).
   */
  async function rulesOf(mentorId: string, on: Db = db): Promise<Availability> {
    const [rules, zone] = await Promise.all([
      schedule.findAvailability(on, mentorId),
      accounts.timeZoneOf(mentorId, on),
    ]);
    const timeZone = zone ?? 'UTC';
    return rules ? { ...rules, timeZone } : defaultAvailability(timeZone);
  }

  /** Save `value`'s rules and its zone as the mentor's one zone, in one transaction. */
  async function storeAvailability(mentorId: string, value: Availability): Promise<void> {
    await database.transaction(async (tx) => {
      await schedule.saveAvailability(tx.db, mentorId, value);
      await accounts.setTimeZone(mentorId, value.timeZone, tx.db);
    });
  }

  /** A fresh video room under MEETING_BASE_URL, named with 128 random bits. */
  function newMeetingRoom(): string {
    return `${config.meetingBaseUrl}/${config.appName.replace(/[^A-Za-z0-9]/g, '')}-${crypto.randomBytes(16).toString('hex')}`;
  }

  /** Names, emails and mentor cards of the people of `rows`, and the goals they name. */
  async function peopleOf(rows: Row[], on: Db = db): Promise<People> {
    const ids = rows.flatMap((r) => [r.mentorId, r.menteeId]);
    const goalIds = [...new Set(rows.flatMap((r) => (r.goalId ? [r.goalId] : [])))];
    // In a transaction all run on its one client, one after the other.
    const [accountMap, cards, goalMap] = await Promise.all([
      accounts.findPeople(ids, on),
      mentors.cards(
        rows.map((r) => r.mentorId),
        on,
      ),
      goals && goalIds.length > 0 ? goals.summaries(goalIds, on) : undefined,
    ]);
    return { accounts: accountMap, cards, goals: goalMap };
  }

  const notFound = () =>
    new AppError('booking_not_found', 'No booking at this address that you take part in.');
  const notAllowed = (message: string) => new AppError('booking_change_not_allowed', message);
  const unavailable = () =>
    new AppError(
      'booking_slot_unavailable',
      'This time is no longer available. Please choose another time.',
    );
  const intakeErrors = {
    not_accepting: () =>
      new AppError(
        'booking_mentor_not_accepting',
        'This mentor is not taking new mentees at the moment. Please choose another mentor.',
      ),
    at_capacity: () =>
      new AppError(
        'booking_mentor_at_capacity',
        'This mentor has as many mentees as they can take at the moment. Please try again later or choose another mentor.',
      ),
  };

  /**
   * Why `menteeId` may not book `mentorId` at `at`, or null (Settings → Mentee Management,
   * issue 12): the mentor takes no new mentees and the mentee has never had a pending or
   * confirmed booking with them (`not_accepting`); or the mentor has `maxActiveMentees`
   * mentees with upcoming sessions and this mentee is not one of them (`at_capacity`: a
   * past mentee coming back would be one more active mentee too).
   */
  async function closedFor(
    menteeId: string,
    mentorId: string,
    at: Date,
    on: Db = db,
  ): Promise<'not_accepting' | 'at_capacity' | null> {
    const intake = await mentors.plans.intake(mentorId, on);
    if (intake.acceptingNewMentees && intake.maxActiveMentees === null) return null;
    const standing = await intakeRepo.menteeStanding(on, mentorId, menteeId, at);
    if (!intake.acceptingNewMentees && !standing.existing) return 'not_accepting';
    if (
      intake.maxActiveMentees !== null &&
      !standing.active &&
      standing.activeMentees >= intake.maxActiveMentees
    )
      return 'at_capacity';
    return null;
  }

  const menteeBusy = () =>
    new AppError('booking_mentee_busy', 'You already have a session at this time.');

  /** The slot errors of a failed insert or move, or the error itself. */
  function slotError(err: unknown): unknown {
    const { code, constraint } = sqlState(err);
    if (code === '23P01' && constraint === 'bookings_mentee_no_overlap') return menteeBusy();
    if (code === '23P01' || code === '40P01') return unavailable();
    return err;
  }

  /** Run `fn` in a transaction, again on a deadlock (see {@link DEADLOCK_RETRIES}); slot errors mapped. */
  async function withRetry<T>(fn: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await fn();
      } catch (err) {
        if (sqlState(err).code === '40P01' && attempt < DEADLOCK_RETRIES) continue;
        throw slotError(err);
      }
    }
  }

  /** `row` as the `booking.*` events carry it: both participants with emails and zones. */
  async function eventOf(
    row: Row,
    on: Db,
    extra: {
      actor: BookingEvent['actor'];
      reason?: string | null;
      previousStart?: Date | null;
      withProposal?: boolean;
    },
  ): Promise<BookingEvent> {
    const people = await accounts.findPeople([row.mentorId, row.menteeId], on);
    const cards = await mentors.cards([row.mentorId], on);
    // Mails show each person's one zone as it is now (issue 17), else the booking's.
    const participant = (id: string, stored: string, name?: string) => {
      const person = people.get(id);
      const timeZone = person?.timeZone ?? stored;
      return { id, email: person?.email ?? '', name: name || person?.name || '', timeZone };
    };
    return {
      bookingId: row.id,
      sequence: row.sequence,
      status: row.status,
      start: row.startsAt,
      end: row.endsAt,
      mentor: participant(row.mentorId, row.mentorTimeZone, cards.get(row.mentorId)?.name),
      mentee: participant(row.menteeId, row.menteeTimeZone),
      agenda: row.agenda,
      meetingUrl: row.meetingUrl,
      planName: row.planName,
      priceMinor: row.priceMinor,
      currency: row.currency,
      actor: extra.actor,
      reason: extra.reason ?? null,
      previousStart: extra.previousStart ?? null,
      proposal:
        extra.withProposal && row.proposedStartsAt && row.proposedEndsAt
          ? { start: row.proposedStartsAt, end: row.proposedEndsAt }
          : null,
      lateCancellation: row.lateCancellation,
    };
  }

  /** Publish `name` for `row` (read after the change) inside `tx`. */
  async function publish(
    tx: EventTransaction & { db: Db },
    name: LifecycleEvent,
    row: Row,
    extra: {
      actor: BookingEvent['actor'];
      reason?: string | null;
      previousStart?: Date | null;
      acceptedProposal?: boolean;
    },
  ): Promise<void> {
    const event = await eventOf(row, tx.db, {
      ...extra,
      withProposal: name === 'booking.proposed',
    });
    if (extra.acceptedProposal) event.acceptedProposal = true;
    await events.publish(name, event, tx);
  }

  /**
   * Run one change of booking `id` by `userId`: lock the row, read it, let `change` check
   * the rules and write (it returns the history entry and the event to publish, or null for
   * neither), then answer the booking as the caller sees it, all in one transaction.
   * @throws AppError 404 `booking_not_found` when the caller takes no part in it.
   */
  async function change(
    userId: string,
    id: string,
    apply: (
      row: Row,
      side: Side,
      tx: EventTransaction & { db: Db },
      at: Date,
    ) => Promise<{
      kind: BookingChange['kind'];
      reason?: string | null;
      previousStart?: Date | null;
      newStart?: Date | null;
      event?: LifecycleEvent;
    } | null>,
  ): Promise<Booking> {
    return withRetry(() =>
      database.transaction(async (tx) => {
        if (!(await repo.lockBooking(tx.db, id))) throw notFound();
        const row = await repo.findBooking(tx.db, id);
        if (!row || (row.mentorId !== userId && row.menteeId !== userId)) throw notFound();
        const side: Side = row.mentorId === userId ? 'mentor' : 'mentee';
        const at = now();
        const done = await apply(row, side, tx, at);
        const after = (await repo.findBooking(tx.db, id))!;
        if (done) {
          await repo.insertChange(tx.db, {
            bookingId: id,
            actorId: userId,
            actorRole: side,
            kind: done.kind,
            reason: done.reason || null,
            previousStartsAt: done.previousStart ?? null,
            newStartsAt: done.newStart ?? null,
            at,
          });
          if (done.event)
            await publish(tx, done.event, after, {
              actor: side,
              reason: done.reason || null,
              previousStart: done.previousStart ?? null,
              acceptedProposal: done.kind === 'proposal_accepted',
            });
        }
        return toBooking(after, userId, await peopleOf([after], tx.db), at);
      }),
    );
  }

  /** Whether `row` may still change its time or state: pending or confirmed, not started. */
  function requireOpen(row: Row, at: Date, what: string) {
    if ((row.status !== 'pending' && row.status !== 'confirmed') || row.startsAt <= at)
      throw notAllowed(`This session can no longer be ${what}.`);
  }

  /**
   * Move `row` to `start` (its length kept, the mentor's current buffers around it): update
   * the times and the blocked range, drop any proposal, raise the SEQUENCE. The exclusion
   * constraints settle races (23P01, mapped by {@link withRetry}).
   */
  async function move(txDb: Db, row: Row, start: Date, end: Date, at: Date, confirm = false) {
    await schedule.lockMentorSchedule(txDb, row.mentorId);
    const rules = await rulesOf(row.mentorId, txDb);
    await repo.updateBooking(
      txDb,
      row.id,
      {
        startsAt: start,
        endsAt: end,
        blockedFrom: new Date(start.getTime() - rules.bufferBeforeMinutes * MINUTE_MS),
        blockedUntil: new Date(end.getTime() + rules.bufferAfterMinutes * MINUTE_MS),
        proposedStartsAt: null,
        proposedEndsAt: null,
        proposalReason: null,
        proposedAt: null,
        ...(confirm ? { status: 'confirmed' as const } : {}),
      },
      { raiseSequence: true, now: at },
    );
  }

  /**
   * Expire one locked pending booking: status `expired`, SEQUENCE raised, history by the
   * system and `booking.expired`, in `tx`.
   */
  async function expireOne(tx: EventTransaction & { db: Db }, id: string, at: Date) {
    await repo.updateBooking(tx.db, id, { status: 'expired' }, { raiseSequence: true, now: at });
    await repo.insertChange(tx.db, {
      bookingId: id,
      actorId: null,
      actorRole: 'system',
      kind: 'expired',
      reason: null,
      at,
    });
    const row = (await repo.findBooking(tx.db, id))!;
    await publish(tx, 'booking.expired', row, { actor: 'system' });
  }

  return {
    /** `GET /api/availability`: the signed-in mentor's availability (defaults when never saved). */
    getAvailability: (mentorId: string) => rulesOf(mentorId),

    /**
     * Whether the mentor set weekly hours (at least one range on some weekday): without them
     * nobody can book (issue 17, item 11). Runs on `on` (a caller's transaction) when given.
     */
    async hasWeeklyHours(mentorId: string, on: Db = db): Promise<boolean> {
      return (await rulesOf(mentorId, on)).weeklyHours.some((day) => day.ranges.length > 0);
    },

    /**
     * `PUT /api/availability`: replace it; the contract already refused bad values. Its
     * `timeZone` is the mentor's one zone, the one Settings → General shows (issue 17).
     */
    async saveAvailability(mentorId: string, value: Availability): Promise<Availability> {
      await storeAvailability(mentorId, value);
      return value;
    },

    /**
     * `PATCH /api/availability` (issue 12: Settings → Mentee Management and Integrations):
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
     * `reschedule` (issue 17), the booking being moved counts as free, as
     * {@link reschedule} counts it: it must be `callerId`'s own booking (as the mentee)
     * with this mentor.
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
      const timeZone = input.timeZone ?? 'UTC';
      const rules = input.rules ? { ...input.rules, timeZone } : defaultAvailability(timeZone);
      return {
        mentorTimeZone: rules.timeZone,
        sessionMinutes: rules.sessionMinutes,
        slots: computeSlots({ availability: rules, busy: input.busy, from, to, now: now() }),
      };
    },

    /**
     * `GET /api/mentors/:id/booking-policy`: the approved mentor's change notice (their
     * availability's, else the default 24 hours), shown before booking (issue 17, item 8).
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

    /**
     * `POST /api/bookings`: book `start` with `mentorId` under `planId`. The start must be a
     * bookable slot now; the database's exclusion constraints settle races between requests
     * and processes, so of many requests for one slot exactly one succeeds. The plan is
     * copied (name, sessions, price of one session); the mentor's zone and the mentee's
     * (their saved one, else `timeZone`, else the mentor's) are stored with it; `timeZone`
     * becomes the mentee's own zone when they have none yet (issue 17, item 4). `goalId` must name an active
     * goal of the mentee (asked of the goals module; issue 10). Publishes `booking.created`.
     * A plan the mentor has since changed or removed (archived) is bookable only while the
     * mentee has sessions left in it; the mentor's intake rules are checked under the lock
     * ({@link closedFor}, issue 12).
     * @throws AppError 400 naming `goalId`; 404 `mentor_not_found` / `booking_plan_not_found`; 409
     *   `booking_slot_unavailable` (taken, or not a slot), `booking_mentee_busy`,
     *   `booking_mentor_not_accepting` or `booking_mentor_at_capacity`.
     */
    async create(menteeId: string, input: CreateBooking): Promise<Booking> {
      if (menteeId === input.mentorId || !(await mentors.isApproved(input.mentorId)))
        throw new AppError('mentor_not_found', 'No mentor at this address.');
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
          // The zone the booking page showed becomes the mentee's first default (issue 17).
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
     * `GET /api/bookings`: the caller's bookings (as mentee or mentor) matching `query`.
     * `when`, `from`/`to` (on the start) and `with` filter in SQL; `q` (every word, case
     * insensitive) matches the other person's name, the agenda, the shared notes, the
     * caller's private notes and the tags. Order: `upcoming`/`pending`/`all` soonest first;
     * `past` newest first unless `sort` says `oldest` or `mentor` (the other person's name).
     */
    async list(userId: string, query: BookingListQuery): Promise<Booking[]> {
      const at = now();
      const rows = await repo.listBookingRows(db, {
        userId,
        when: query.when,
        now: at,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        withId: query.with,
      });
      const people = await peopleOf(rows);
      let items = rows.map((row) => toBooking(row, userId, people, at));
      const other = (b: Booking) => (b.role === 'mentor' ? b.mentee : b.mentor);
      const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      if (words.length > 0) {
        items = items.filter((b) => {
          const text = [other(b).name, b.agenda, b.notes, b.privateNotes, ...b.tags]
            .join('\n')
            .toLowerCase();
          return words.every((w) => text.includes(w));
        });
      }
      const sort = query.sort ?? (query.when === 'past' ? 'recent' : 'oldest');
      if (sort === 'recent') items.reverse();
      if (sort === 'mentor')
        items.sort(
          (a, b) => other(a).name.localeCompare(other(b).name) || a.start.localeCompare(b.start),
        );
      return items.slice(0, query.limit);
    },

    /**
     * The mentees of `mentorId` (issue 10 "The mentor's view"; anyone with a booking with
     * them that is not declined or expired), each with their next upcoming session (pending
     * or confirmed, not ended), their last held or cancelled one and the plan of their latest
     * booking; `menteeId` narrows to one person (empty when they are not a mentee).
     */
    async menteesOf(mentorId: string, menteeId?: string): Promise<menteesRepo.MenteeSessionsRow[]> {
      return menteesRepo.listMenteeSessions(db, mentorId, now(), menteeId);
    },

    /**
     * `GET /api/bookings/:id`: the booking with its history (oldest first) and attachments.
     * @throws AppError 404 `booking_not_found` unless the caller takes part in it.
     */
    async get(userId: string, id: string): Promise<BookingDetail> {
      const row = await repo.findBooking(db, id);
      if (!row || (row.mentorId !== userId && row.menteeId !== userId)) throw notFound();
      const [history, files, people] = await Promise.all([
        repo.listChanges(db, id),
        repo.listAttachments(db, id),
        peopleOf([row]),
      ]);
      return {
        ...toBooking(row, userId, people, now()),
        history: history.map((h) => ({
          kind: changeKind(h.kind),
          by: h.actorRole,
          at: h.at.toISOString(),
          reason: h.reason,
          previousStart: h.previousStartsAt?.toISOString() ?? null,
          newStart: h.newStartsAt?.toISOString() ?? null,
        })),
        attachments: files.map((f) => ({
          id: f.id,
          fileName: f.fileName,
          mediaType: f.mediaType,
          sizeBytes: f.sizeBytes,
          by: f.uploaderRole,
          url: `/api/bookings/${id}/attachments/${f.id}`,
          createdAt: f.createdAt.toISOString(),
        })),
      };
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
     * recorded as late (and keeps using its plan session).
     * @throws AppError 404 `booking_not_found`; 409 `booking_change_not_allowed` when it
     *   is no longer pending or confirmed, or has started.
     */
    cancel(userId: string, id: string, reason: string): Promise<Booking> {
      return change(userId, id, async (row, side, tx, at) => {
        requireOpen(row, at, 'cancelled');
        const late =
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
     * `POST /api/bookings/:id/proposal`: the mentor proposes a new time (any future start,
     * the booking's length kept) that is free for both now; the booking keeps its time until
     * the mentee accepts. Replaces an earlier proposal. `booking.proposed`.
     * @throws AppError 404 `booking_not_found`; 409 `booking_change_not_allowed` (not the
     *   mentor, not open, or a past start); `booking_slot_unavailable` when either side is
     *   busy then.
     */
    propose(userId: string, id: string, input: MoveBooking): Promise<Booking> {
      return change(userId, id, async (row, side, tx, at) => {
        if (side !== 'mentor') throw notAllowed('Only the mentor can propose a new time.');
        requireOpen(row, at, 'moved');
        const start = new Date(input.start);
        if (start <= at) throw notAllowed('Propose a time in the future.');
        const end = new Date(start.getTime() + (row.endsAt.getTime() - row.startsAt.getTime()));
        const rules = await rulesOf(row.mentorId, tx.db);
        const busyMentor = await schedule.hasOverlap(
          tx.db,
          'mentor',
          row.mentorId,
          new Date(start.getTime() - rules.bufferBeforeMinutes * MINUTE_MS),
          new Date(end.getTime() + rules.bufferAfterMinutes * MINUTE_MS),
          row.id,
        );
        const busyMentee = await schedule.hasOverlap(
          tx.db,
          'mentee',
          row.menteeId,
          start,
          end,
          row.id,
        );
        if (busyMentor || busyMentee)
          throw new AppError(
            'booking_slot_unavailable',
            busyMentor
              ? 'You already have a session near this time. Please choose another time.'
              : 'The mentee already has a session at this time. Please choose another time.',
          );
        await repo.updateBooking(
          tx.db,
          id,
          {
            proposedStartsAt: start,
            proposedEndsAt: end,
            proposalReason: input.reason,
            proposedAt: at,
          },
          { now: at },
        );
        return {
          kind: 'proposed',
          reason: input.reason,
          previousStart: row.startsAt,
          newStart: start,
          event: 'booking.proposed',
        };
      });
    },

    /**
     * `POST /api/bookings/:id/proposal/accept`: the mentee accepts the mentor's proposal;
     * the booking moves there (a pending one is confirmed: the mentor chose the time).
     * SEQUENCE raised; `booking.rescheduled`.
     * @throws AppError 404 `booking_not_found`; 409 `booking_change_not_allowed` (no open
     *   proposal, or its time has passed); `booking_slot_unavailable` when the time was
     *   taken meanwhile (the exclusion constraints decide), `booking_mentee_busy`.
     */
    acceptProposal(userId: string, id: string): Promise<Booking> {
      return change(userId, id, async (row, side, tx, at) => {
        if (side !== 'mentee' || !row.proposedStartsAt || !row.proposedEndsAt)
          throw notAllowed('There is no proposed time to accept.');
        requireOpen(row, at, 'moved');
        if (row.proposedStartsAt <= at) throw notAllowed('The proposed time has passed.');
        const start = row.proposedStartsAt;
        await move(tx.db, row, start, row.proposedEndsAt, at, row.status === 'pending');
        return {
          kind: 'proposal_accepted',
          previousStart: row.startsAt,
          newStart: start,
          event: 'booking.rescheduled',
        };
      });
    },

    /**
     * `POST /api/bookings/:id/proposal/decline`: the mentee declines the proposal; the old
     * time stands. `booking.proposal-declined`.
     * @throws AppError 404 `booking_not_found`; 409 `booking_change_not_allowed`.
     */
    declineProposal(userId: string, id: string): Promise<Booking> {
      return change(userId, id, async (row, side, tx, at) => {
        if (side !== 'mentee' || !row.proposedStartsAt)
          throw notAllowed('There is no proposed time to decline.');
        await repo.updateBooking(
          tx.db,
          id,
          { proposedStartsAt: null, proposedEndsAt: null, proposalReason: null, proposedAt: null },
          { now: at },
        );
        return {
          kind: 'proposal_declined',
          newStart: row.proposedStartsAt,
          event: 'booking.proposal-declined',
        };
      });
    },

    /**
     * `PATCH /api/bookings/:id`: the mentor's calendar details (priority, tags) and a
     * recording link, which only a held session takes. No history entry.
     * @throws AppError 404 `booking_not_found`; 409 `booking_change_not_allowed` (not the
     *   mentor, or a recording for a session not held).
     */
    update(userId: string, id: string, input: UpdateBooking): Promise<Booking> {
      return change(userId, id, async (row, side, tx, at) => {
        if (side !== 'mentor') throw notAllowed('Only the mentor sets these details.');
        if (input.recordingUrl !== undefined && statusAt(row, at) !== 'held')
          throw notAllowed('A recording can be added once the session has been held.');
        await repo.updateBooking(
          tx.db,
          id,
          {
            ...(input.priority !== undefined ? { priority: input.priority } : {}),
            ...(input.tags !== undefined ? { tags: [...new Set(input.tags)] } : {}),
            ...(input.recordingUrl !== undefined ? { recordingUrl: input.recordingUrl } : {}),
          },
          { now: at },
        );
        return null;
      });
    },

    /**
     * `PUT /api/bookings/:id/notes`: the mentor's notes (both read them) or the mentee's
     * private notes (only they read them), by the caller's side. No history entry.
     * @throws AppError 404 `booking_not_found`.
     */
    saveNotes(userId: string, id: string, text: string): Promise<Booking> {
      return change(userId, id, async (_row, side, tx, at) => {
        await repo.updateBooking(
          tx.db,
          id,
          side === 'mentor' ? { mentorNotes: text } : { menteeNotes: text },
          { now: at },
        );
        return null;
      });
    },

    /**
     * `PUT /api/bookings/:id/goal`: the mentee names one of their active goals for an
     * upcoming (pending or confirmed, not ended) session, or none (issue 10). No history.
     * @throws AppError 404 `booking_not_found`; 409 `booking_change_not_allowed` for the
     *   mentor or a session that is over; 400 naming `goalId`.
     */
    setGoal(userId: string, id: string, goalId: string | null): Promise<Booking> {
      return change(userId, id, async (row, side, tx, at) => {
        const status = statusAt(row, at);
        if (side !== 'mentee' || (status !== 'pending' && status !== 'confirmed'))
          throw notAllowed('The mentee names a goal for an upcoming session.');
        if (goalId && !(goals && (await goals.activeGoal(row.menteeId, goalId, tx.db))))
          throw new AppError(
            'general_argument_invalid',
            'Invalid `goalId` param: Choose one of your active goals.',
          );
        await repo.updateBooking(tx.db, id, { goalId }, { now: at });
        return null;
      });
    },

    /**
     * `POST /api/bookings/:id/absence`: within {@link ABSENCE_REPORT_HOURS} after a held
     * session's end, the mentor marks the mentee absent, or the mentee reports the mentor
     * absent. History `absence_reported` (no event: nothing is mailed).
     * @throws AppError 404 `booking_not_found`; 409 `booking_change_not_allowed` outside
     *   that window or when already reported.
     */
    reportAbsence(userId: string, id: string): Promise<Booking> {
      return change(userId, id, async (row, side, tx, at) => {
        if (!actionsFor(row, side, at).reportAbsence)
          throw notAllowed(
            `Absences can be reported once, within ${ABSENCE_REPORT_HOURS} hours after a held session.`,
          );
        await repo.updateBooking(
          tx.db,
          id,
          side === 'mentor' ? { menteeAbsent: true } : { mentorAbsent: true },
          { now: at },
        );
        return {
          kind: 'absence_reported',
          reason: side === 'mentor' ? 'The mentee was absent.' : 'The mentor was absent.',
        };
      });
    },

    /**
     * For the module's other routes (attachments, reviews, the `.ics`): the caller's side of
     * booking `id` and its state as the view derives it (`held` included). Runs on `on` (a
     * caller's transaction) when given.
     * @throws AppError 404 `booking_not_found` unless the caller takes part in it.
     */
    async participation(
      userId: string,
      id: string,
      on: Db = db,
    ): Promise<{
      side: Side;
      status: Booking['status'];
      mentorId: string;
      menteeId: string;
      start: Date;
      end: Date;
      reviewed: boolean;
      /** The mentee's goal the agenda names, or null. */
      goalId: string | null;
    }> {
      const row = await repo.findBooking(on, id);
      if (!row || (row.mentorId !== userId && row.menteeId !== userId)) throw notFound();
      return {
        side: row.mentorId === userId ? 'mentor' : 'mentee',
        status: statusAt(row, now()),
        mentorId: row.mentorId,
        menteeId: row.menteeId,
        start: row.startsAt,
        end: row.endsAt,
        reviewed: row.reviewRating !== null,
        goalId: row.goalId,
      };
    },

    /**
     * Of the bookings `ids`, those `userId` takes part in, with their side and both
     * participants (one query; e.g. the goals module's action items of a page of sessions).
     */
    async participations(
      userId: string,
      ids: string[],
      on: Db = db,
    ): Promise<Map<string, { side: Side; mentorId: string; menteeId: string }>> {
      const rows = await repo.findParticipants(on, ids);
      return new Map(
        rows
          .filter((r) => r.mentorId === userId || r.menteeId === userId)
          .map((r) => [
            r.id,
            {
              side: r.mentorId === userId ? 'mentor' : 'mentee',
              mentorId: r.mentorId,
              menteeId: r.menteeId,
            },
          ]),
      );
    },

    /**
     * Booking `id` as the `booking.*` events carry it (participants' emails, names and time
     * zones, SEQUENCE, status), e.g. for `booking.reviewed` published by the reviews code in
     * its transaction (`on` = `tx.db`), or for the `.ics` download.
     * @throws AppError 404 `booking_not_found` when there is no such booking.
     */
    async eventSnapshot(
      id: string,
      actor: BookingEvent['actor'],
      on: Db = db,
    ): Promise<BookingEvent> {
      const row = await repo.findBooking(on, id);
      if (!row) throw notFound();
      return eventOf(row, on, { actor, withProposal: true });
    },

    /**
     * The caller's sessions for their private calendar feed (issue 12): every booking as
     * mentor or mentee starting at or after `since`, soonest first, with both people's names
     * and emails as the invites carry them (the mentor's name from their profile).
     */
    async feedBookings(userId: string, since: Date): Promise<CalendarBooking[]> {
      const rows = await repo.listBookingRows(db, { userId, when: 'all', now: now(), from: since });
      const people = await peopleOf(rows);
      const person = (id: string, name?: string) => {
        const account = people.accounts.get(id);
        return { name: name || account?.name || '', email: account?.email ?? '' };
      };
      return rows.map((row) => ({
        bookingId: row.id,
        sequence: row.sequence,
        status: row.status,
        start: row.startsAt,
        end: row.endsAt,
        agenda: row.agenda,
        meetingUrl: row.meetingUrl,
        mentor: person(row.mentorId, people.cards.get(row.mentorId)?.name),
        mentee: person(row.menteeId),
      }));
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

    /**
     * `GET /api/mentors/:id/plan-balances`: per plan of an approved mentor, the sessions left
     * in the caller's open package. Bookings that use a session are pending, confirmed
     * (held included) and late mentee cancellations; `left = sessions - used % sessions`
     * (a fresh package, all sessions, when that is 0). Plans the mentor has since changed or
     * removed come in `archived` (and their balances in `items`) while the caller has
     * sessions left in them; `closed` says why the caller may not book now (issue 12).
     * @throws AppError 404 `mentor_not_found`.
     */
    async planBalances(menteeId: string, mentorId: string): Promise<PlanBalanceList> {
      const mentor = await mentors.findApproved(mentorId);
      if (!mentor) throw new AppError('mentor_not_found', 'No mentor at this address.');
      const used = await reports.countPlanUse(db, menteeId, mentorId);
      const balance = (plan: { id: string; sessions: number }) => {
        const sessions = Math.max(1, plan.sessions);
        return {
          planId: plan.id,
          sessions,
          left: sessions - ((used.get(plan.id) ?? 0) % sessions),
        };
      };
      const current = new Set(mentor.plans.map((p) => p.id));
      const archived = (
        await mentors.plans.archivedPlans(
          mentorId,
          [...used.keys()].filter((id) => !current.has(id)),
        )
      ).filter((plan) => balance(plan).left < Math.max(1, plan.sessions));
      return {
        items: [...mentor.plans, ...archived].map(balance),
        closed: await closedFor(menteeId, mentorId, now()),
        archived: archived.map(({ position: _position, ...plan }) => plan),
      };
    },

    /**
     * The mentor's time zone for their dashboards (issue 12 analytics and earnings): their
     * one zone (`users.time_zone`, issue 17), else `UTC`.
     */
    async mentorTimeZone(mentorId: string): Promise<string> {
      return (await accounts.timeZoneOf(mentorId)) ?? 'UTC';
    },

    /**
     * The mentor's sessions that count for earnings (issue 12 "Earnings"): held (confirmed
     * and ended at `now`) and upcoming (pending or confirmed, not ended), never those the
     * mentor missed; each with the price of one session in minor units of `currency`, as
     * recorded at booking time (0 for a free, volunteer session). By start.
     */
    async earningSessions(mentorId: string): Promise<
      {
        id: string;
        menteeId: string;
        state: 'held' | 'upcoming';
        start: Date;
        planId: string | null;
        planName: string | null;
        priceMinor: number;
        currency: string;
      }[]
    > {
      const at = now().getTime();
      const rows = await reports.listEarningRows(db, mentorId);
      // A pending request whose time has passed was never held (the sweep expires it).
      return rows
        .filter((r) => r.status === 'confirmed' || r.endsAt.getTime() > at)
        .map((r) => ({
          id: r.id,
          menteeId: r.menteeId,
          state: r.status === 'confirmed' && r.endsAt.getTime() <= at ? 'held' : 'upcoming',
          start: r.startsAt,
          planId: r.planId,
          planName: r.planName,
          priceMinor: r.priceMinor,
          currency: r.currency,
        }));
    },

    /**
     * Bookings of the mentor created since `since` after a profile visit, by the visit's
     * source (contracts `VISIT_SOURCES`); for the mentor's analytics.
     */
    async bookingsBySource(mentorId: string, since: Date): Promise<Map<string, number>> {
      return reports.countBookingsBySource(db, mentorId, since);
    },

    /** Sessions held on the whole site (confirmed, ended, nobody absent), for `GET /api/stats`. */
    countHeldSessions(): Promise<number> {
      return reports.countHeldSessions(database.db, new Date());
    },

    /**
     * `GET /api/my-mentors`: the mentors the caller has booked (latest booking first), each
     * card with the held and upcoming session counts, the last held and the next start.
     */
    async myMentors(menteeId: string): Promise<MyMentorList> {
      const rows = await reports.listMyMentors(db, menteeId, now());
      const cards = await mentors.cards(rows.map((r) => r.mentorId));
      return {
        items: rows.flatMap((r) => {
          const card = cards.get(r.mentorId);
          if (!card) return [];
          return [
            {
              mentor: card,
              completedSessions: r.completed,
              upcomingSessions: r.upcoming,
              lastSessionAt: r.lastSessionAt?.toISOString() ?? null,
              nextSessionAt: r.nextSessionAt?.toISOString() ?? null,
            },
          ];
        }),
      };
    },

    /**
     * The mentee home's session figures for `menteeId` at now (issue 10 "The mentee home"):
     * minutes attended, the first attended session, the attendance streak, free sessions
     * attended per mentor, the next {@link upcomingLimit} sessions and the latest booking's
     * mentor. One query; see {@link summaryRepo.MenteeSessionStats} for how each is counted.
     */
    menteeSessionStats(
      menteeId: string,
      upcomingLimit = 3,
    ): Promise<summaryRepo.MenteeSessionStats> {
      return summaryRepo.menteeSessionStats(db, menteeId, now(), upcomingLimit);
    },
  };
}
