import {
  type Availability,
  type Booking,
  type BookingChange,
  type BookingGoal,
} from '@pathwise/contracts';
import crypto from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import type { BookingEvent, EventBus, EventTransaction } from '../../lib/events.ts';
import type { AccountService } from '../account/service.ts';
import type { MentorsService } from '../mentors/service.ts';
import { intakeErrors, notAllowed, notFound, unavailable, withRetry } from './booking-errors.ts';
import * as intakeRepo from './intake-repository.ts';
import * as repo from './repository.ts';
import * as schedule from './schedule-repository.ts';
import {
  MINUTE_MS,
  defaultAvailability,
  toBooking,
  type People,
  type Row,
  type Side,
} from './booking-view.ts';

/**
 * What bookings asks the goals module, which owns goals (docs/product.md#125-goals-and-activities:
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

/** What the bookings service is built from (the plugin hands these in). */
export interface BookingsDeps {
  config: Config;
  database: Database;
  mentors: MentorsService;
  /**
   * Names, emails and time zones of participants (the account module owns `users`, and
   * with it each person's one time zone: docs/product.md#123-booking).
   */
  accounts: Pick<AccountService, 'findPeople' | 'timeZoneOf' | 'setTimeZone'>;
  /** Where the `booking.*` events go. */
  events: EventBus;
  /** The goals the agendas name (without it, no booking names a goal). */
  goals?: BookingGoals;
  /**
   * Whether a block stands between two people, either way (the blocks module, registered
   * after this one: asked at request time; docs/product.md#1214-blocking). Without it, none does.
   */
  blocks?: { stands(a: string, b: string, on?: Db): Promise<boolean> };
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}

/** The shared state and helpers the parts of the bookings service (`service.ts`) build on. */
export type BookingContext = ReturnType<typeof createBookingContext>;

/**
 * The bookings service's shared context: its dependencies, the clock, the mentor's rules,
 * the people of some bookings, the errors, and the one way a booking changes ({@link change}:
 * lock, check, write, history, event, in one transaction; ADR 0008).
 */
export function createBookingContext(deps: BookingsDeps) {
  const { config, database, mentors, accounts, events, goals, blocks } = deps;
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

  /**
   * Why `menteeId` may not book `mentorId` at `at`, or null (Settings → Mentee Management): the
   * mentor takes no new mentees and the mentee has never had a pending or confirmed booking with
   * them (`not_accepting`); or the mentor has `maxActiveMentees` mentees with upcoming sessions and
   * this mentee is not one of them (`at_capacity`: a past mentee coming back would be one more
   * active mentee too).
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
    // Mails show each person's one zone as it is now, else the booking's, in their language.
    const participant = (id: string, stored: string, name?: string) => {
      const person = people.get(id);
      const timeZone = person?.timeZone ?? stored;
      return {
        id,
        email: person?.email ?? '',
        name: name || person?.name || '',
        timeZone,
        language: person?.language ?? 'en',
      };
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
    config,
    database,
    db,
    mentors,
    accounts,
    events,
    goals,
    /** Whether a block stands between `a` and `b` (false without the blocks module). */
    blockStands: (a: string, b: string, on?: Db) =>
      blocks ? blocks.stands(a, b, on) : Promise.resolve(false),
    now,
    rulesOf,
    storeAvailability,
    newMeetingRoom,
    peopleOf,
    notFound,
    notAllowed,
    unavailable,
    intakeErrors,
    closedFor,
    withRetry,
    eventOf,
    publish,
    change,
    requireOpen,
    move,
    expireOne,
  };
}
