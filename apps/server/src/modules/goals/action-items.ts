import {
  MAX_ACTIVITIES,
  type Activity,
  type ActivityList,
  type ActivityListQuery,
  type BookingGoal,
  type CreateActivityBody,
  type User,
} from '@pathwise/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { BookingsService } from '../bookings/service.ts';
import {
  activeGoalOf,
  findActivityById,
  goalSummaries,
  listActionItems,
} from './action-items-repository.ts';
import { countActivities, goalOfMentee, insertActivities, type Week } from './repository.ts';

/**
 * A session's action items (docs/product.md#125-goals-and-activities; docs/product.md "Goals and
 * activities"): on a session's page its mentor and its mentee add action items, each an
 * activity of the mentee with source `session` and the booking's id, optionally under one of
 * the mentee's goals, so it shows in their Goals & Activities at once. Both participants read
 * all of a session's action items. Who takes part in a booking is the bookings module's
 * answer (`participation`, `participations`): anyone else gets 404 `booking_not_found`.
 */

/** What action items ask the bookings module. */
export type ActionItemBookings = Pick<BookingsService, 'participation' | 'participations'>;

/** Bookings in these states had no session: no action items are added to them. */
const NO_SESSION = new Set(['cancelled', 'declined', 'expired']);

const invalid = (field: string, message: string) =>
  new AppError('general_argument_invalid', `Invalid \`${field}\` param: ${message}`);
const goalNotFound = () => new AppError('goal_not_found', 'No goal with this id.');
const bookingNotFound = () =>
  new AppError('booking_not_found', 'No booking at this address that you take part in.');

export function createActionItems(deps: { db: Db; bookings: ActionItemBookings }) {
  const { db, bookings } = deps;
  return {
    /**
     * `GET /api/activities?bookingId=a,b`: the action items of these bookings, whoever added
     * them, with the query's other filters, and `week` (today and the current week in the
     * query's zone). @throws 404 `booking_not_found` when the caller does not take part in
     * one of them.
     */
    async list(
      user: User,
      bookingIds: string[],
      query: ActivityListQuery,
      week: Week,
    ): Promise<ActivityList> {
      const mine = await bookings.participations(user.id, bookingIds);
      if (bookingIds.some((id) => !mine.has(id))) throw bookingNotFound();
      return { items: await listActionItems(db, bookingIds, query, week), ...week };
    },

    /**
     * `POST /api/activities` with `bookingId`: an action item of that session for its
     * mentee, added by either participant. The mentee adds plain activities only (`kind`);
     * a goal must be the mentee's (for the mentor: one they share, or the one the booking
     * names). @throws 404 `booking_not_found` unless the caller takes part in the booking;
     * 404 `goal_not_found`; 400 naming the field (a cancelled, declined or expired booking,
     * another `menteeId`, the cap of {@link MAX_ACTIVITIES}).
     */
    async create(user: User, body: CreateActivityBody & { bookingId: string }): Promise<Activity> {
      const booking = await bookings.participation(user.id, body.bookingId);
      if (NO_SESSION.has(booking.status))
        throw invalid('bookingId', 'This session did not take place.');
      const { menteeId } = booking;
      if (body.menteeId && body.menteeId !== menteeId)
        throw invalid('menteeId', 'An action item goes to the session’s mentee.');
      if (booking.side === 'mentee' && body.kind !== 'activity')
        throw invalid('kind', 'Only a mentor assigns assignments and tests.');
      if (
        body.goalId &&
        !(booking.side === 'mentor' && body.goalId === booking.goalId) &&
        !(await goalOfMentee(db, body.goalId, menteeId, booking.side === 'mentor'))
      )
        throw goalNotFound();
      if ((await countActivities(db, menteeId)) >= MAX_ACTIVITIES)
        throw invalid('name', `At most ${MAX_ACTIVITIES} activities.`);
      const id = newId();
      await insertActivities(db, [
        { ...body, id, menteeId, createdBy: user.id, source: 'session' },
      ]);
      return (await findActivityById(db, id))!;
    },

    /**
     * For the bookings module: goal `goalId` if it is an active goal of `menteeId` (a new
     * booking's agenda may name it), else null. Runs on `on` when given.
     */
    activeBookingGoal(menteeId: string, goalId: string, on: Db = db): Promise<BookingGoal | null> {
      return activeGoalOf(on, menteeId, goalId);
    },

    /** For the bookings module: title and progress of the goals `ids` that exist, by id. */
    bookingGoals(ids: string[], on: Db = db): Promise<Map<string, BookingGoal>> {
      return goalSummaries(on, ids);
    },
  };
}
