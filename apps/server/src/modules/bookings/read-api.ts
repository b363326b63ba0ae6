import { type Booking } from '@pathwise/contracts';
import type { Db } from '../../db/client.ts';
import type { BookingEvent } from '../../lib/events.ts';
import * as menteesRepo from './mentees-repository.ts';
import { findUpcomingOpenBookingIds } from './personal-data-repository.ts';
import * as summaryRepo from './summary-repository.ts';
import * as reports from './reports-repository.ts';
import * as repo from './repository.ts';
import type { CalendarBooking } from './ics.ts';
import { statusAt, type Side } from './booking-view.ts';
import type { BookingContext } from './service-context.ts';

/**
 * The read API other modules call (goals, mentees, earnings, analytics, stats, summary, the
 * calendar feed and the module's reviews and attachments): who takes part in a booking, event
 * snapshots, the sessions each dashboard counts. Part of the bookings service.
 */
export function createReadApi(ctx: BookingContext) {
  const { database, db, accounts, now, peopleOf, notFound, eventOf } = ctx;
  return {
    /**
     * The ids of the upcoming sessions (pending or confirmed, not started) between `a` and `b`,
     * either way round: what a block between them cancels (docs/product.md#1214-blocking).
     */
    upcomingBetween: (a: string, b: string) => findUpcomingOpenBookingIds(db, a, b),

    /**
     * The mentees of `mentorId` (docs/product.md#220-mentor-dashboard; anyone with a booking with
     * them that is not declined or expired), each with their next upcoming session (pending
     * or confirmed, not ended), their last held or cancelled one and the plan of their latest
     * booking; `menteeId` narrows to one person (empty when they are not a mentee).
     */
    async menteesOf(mentorId: string, menteeId?: string): Promise<menteesRepo.MenteeSessionsRow[]> {
      return menteesRepo.listMenteeSessions(db, mentorId, now(), menteeId);
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
     * The caller's sessions for their private calendar feed: every booking as
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
     * The mentor's time zone for their dashboards (docs/product.md#1210-earnings-and-analytics):
     * their one zone (`users.time_zone`), else `UTC`.
     */
    async mentorTimeZone(mentorId: string): Promise<string> {
      return (await accounts.timeZoneOf(mentorId)) ?? 'UTC';
    },

    /**
     * The mentor's sessions that count for earnings (docs/product.md#1210-earnings-and-analytics):
     * held (confirmed and ended at `now`) and upcoming (pending or confirmed, not ended), never
     * those the mentor missed; each with the price of one session in minor units of `currency`, as
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
     * The mentee home's session figures for `menteeId` at now
     * (docs/product.md#125-goals-and-activities): minutes attended, the first attended session, the
     * attendance streak, free sessions attended per mentor, the next {@link upcomingLimit} sessions
     * and the latest booking's mentor. One query; see {@link summaryRepo.MenteeSessionStats} for
     * how each is counted.
     */
    menteeSessionStats(
      menteeId: string,
      upcomingLimit = 3,
    ): Promise<summaryRepo.MenteeSessionStats> {
      return summaryRepo.menteeSessionStats(db, menteeId, now(), upcomingLimit);
    },
  };
}
