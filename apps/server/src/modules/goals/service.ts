import {
  MAX_ACTIVITIES,
  MAX_GOALS,
  type Activity,
  type ActivityList,
  type ActivityListQuery,
  type CreateActivityBody,
  type CreateGoalBody,
  type Goal,
  type GoalList,
  type GoalListQuery,
  type UpdateActivity,
  type UpdateGoal,
  type User,
} from '@pathwise/contracts';
import type { Database, Db } from '../../db/client.ts';
import { hasRole } from '../../lib/auth.ts';
import { newId } from '../../lib/crypto.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import { todayIn } from '../../lib/zones.ts';
import { planReads } from './plan-reads.ts';
import { createActionItems, type ActionItemBookings } from './action-items.ts';
import {
  countActivities,
  countGoals,
  deleteActivity,
  deleteGoal,
  findActivity,
  findGoal,
  goalOfMentee,
  insertActivities,
  insertGoal,
  isMenteeOf,
  listActivities,
  listGoals,
  updateActivity,
  updateGoal,
  type Viewer,
  type Week,
} from './repository.ts';
import { mentorViewOfMentee } from './mentor-view-repository.ts';

/** Goals and activities. The module owns `goals` and `activities`. */
export type GoalsService = ReturnType<typeof createGoalsService>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Today and the current Monday–Sunday as calendar days `YYYY-MM-DD` in `timeZone`, at `now`
 * (weeks are the mentee's, in their time zone).
 */
export function weekIn(timeZone: string, now: Date = new Date()): Week {
  const today = todayIn(timeZone, now);
  const midnight = new Date(`${today}T00:00:00Z`);
  const sinceMonday = (midnight.getUTCDay() + 6) % 7;
  const monday = new Date(midnight.getTime() - sinceMonday * DAY_MS);
  const sunday = new Date(monday.getTime() + 6 * DAY_MS);
  return {
    today,
    weekStart: monday.toISOString().slice(0, 10),
    weekEnd: sunday.toISOString().slice(0, 10),
  };
}

/** The side `user` is on, or 403 `general_forbidden` for an account that has none yet. */
function viewerOf(user: User): Viewer {
  if (hasRole(user, 'mentee')) return { id: user.id, role: 'mentee' };
  if (hasRole(user, 'mentor')) return { id: user.id, role: 'mentor' };
  throw new AppError('general_forbidden', MESSAGES.forbidden);
}

/** 400 naming `field`, the way validation failures answer. */
function invalid(field: string, message: string): AppError {
  return new AppError('general_argument_invalid', `Invalid \`${field}\` param: ${message}`);
}

const goalNotFound = () => new AppError('goal_not_found', 'No goal with this id.');
const activityNotFound = () => new AppError('activity_not_found', 'No activity with this id.');
const notYours = () =>
  new AppError('general_forbidden', 'Only the mentee or whoever added it changes this activity.');

export function createGoalsService(deps: {
  database: Database;
  /** Who takes part in a session (a session's action items). */
  bookings: ActionItemBookings;
  /** Where `activity.assigned` is published; without it, nothing is. */
  events?: EventBus;
}) {
  const { db } = deps.database;
  const actionItems = createActionItems({ db, bookings: deps.bookings });
  return {
    ...planReads(db),
    /** For the bookings module: the goal a new booking's agenda names, if active. */
    activeBookingGoal: (menteeId: string, goalId: string, on?: Db) =>
      actionItems.activeBookingGoal(menteeId, goalId, on),
    /** For the bookings module: the goals bookings name, by id. */
    bookingGoals: (ids: string[], on?: Db) => actionItems.bookingGoals(ids, on),

    /**
     * The goals `user` may see (a mentee's own; a mentor's mentees' shared goals, optionally
     * one mentee's), each with its progress. @throws 403 for an account without a role.
     */
    async listGoals(user: User, query: GoalListQuery): Promise<GoalList> {
      return { items: await listGoals(db, viewerOf(user), query) };
    },

    /** One goal `user` may see. @throws 404 `goal_not_found` otherwise. */
    async getGoal(user: User, id: string): Promise<Goal> {
      const goal = await findGoal(db, viewerOf(user), id);
      if (!goal) throw goalNotFound();
      return goal;
    },

    /**
     * A new goal of the mentee `user`.
     * @throws 400 when they already have {@link MAX_GOALS} goals.
     */
    async createGoal(user: User, body: CreateGoalBody): Promise<Goal> {
      if ((await countGoals(db, user.id)) >= MAX_GOALS)
        throw invalid('title', `At most ${MAX_GOALS} goals.`);
      const id = newId();
      await insertGoal(db, { id, menteeId: user.id, ...body });
      return (await findGoal(db, { id: user.id, role: 'mentee' }, id))!;
    },

    /** Change the mentee's own goal. @throws 404 `goal_not_found` for any other goal. */
    async updateGoal(user: User, id: string, patch: UpdateGoal): Promise<Goal> {
      if (!(await updateGoal(db, user.id, id, patch))) throw goalNotFound();
      return (await findGoal(db, { id: user.id, role: 'mentee' }, id))!;
    },

    /** Delete the mentee's own goal; its activities stay without a goal. @throws 404. */
    async deleteGoal(user: User, id: string): Promise<void> {
      if (!(await deleteGoal(db, user.id, id))) throw goalNotFound();
    },

    /**
     * The activities `user` may see, filtered; `due` is judged in `query.timeZone`, and the
     * answer carries that zone's today and current week.
     */
    async listActivities(
      user: User,
      query: ActivityListQuery,
      now = new Date(),
    ): Promise<ActivityList> {
      const week = weekIn(query.timeZone, now);
      if (query.bookingId) return actionItems.list(user, query.bookingId, query, week);
      return { items: await listActivities(db, viewerOf(user), query, week), ...week };
    },

    /**
     * A new activity. A mentee adds to their own plan (`menteeId` ignored unless theirs; `kind`
     * must be `activity`). A mentor adds an assignment or test for `menteeId`, one of their
     * mentees, under one of that mentee's shared goals if any. With `bookingId` it is a
     * session's action item (`action-items.ts`: either participant, source `session`).
     * @throws 400 naming the field; 404 `goal_not_found` for a goal the caller may not use.
     */
    async createActivity(user: User, body: CreateActivityBody): Promise<Activity> {
      const { bookingId } = body;
      if (bookingId) return actionItems.create(user, { ...body, bookingId });
      const viewer = viewerOf(user);
      let menteeId: string;
      if (viewer.role === 'mentee') {
        if (body.menteeId && body.menteeId !== user.id)
          throw invalid('menteeId', 'A mentee adds activities to their own plan only.');
        if (body.kind !== 'activity')
          throw invalid('kind', 'Only a mentor assigns assignments and tests.');
        menteeId = user.id;
      } else {
        if (!body.menteeId) throw invalid('menteeId', 'Required.');
        if (!(await isMenteeOf(db, user.id, body.menteeId)))
          throw invalid('menteeId', 'Not one of your mentees.');
        if (body.kind === 'activity')
          throw invalid('kind', 'A mentor assigns an assignment or a test.');
        menteeId = body.menteeId;
      }
      if (body.goalId && !(await goalOfMentee(db, body.goalId, menteeId, viewer.role === 'mentor')))
        throw goalNotFound();
      if ((await countActivities(db, menteeId)) >= MAX_ACTIVITIES)
        throw invalid('name', `At most ${MAX_ACTIVITIES} activities.`);
      const id = newId();
      const row = {
        ...body,
        id,
        menteeId,
        createdBy: user.id,
        source: viewer.role === 'mentor' ? ('mentor_assignment' as const) : ('mentee' as const),
      };
      const { events } = deps;
      if (row.source === 'mentor_assignment' && events) {
        // A mentor's assignment or test is announced to the mentee
        // (docs/product.md#127-notifications), in the insert's transaction.
        await deps.database.transaction(async (tx) => {
          await insertActivities(tx.db, [row]);
          await events.publish(
            'activity.assigned',
            {
              activityId: id,
              menteeId,
              mentorId: user.id,
              mentorName: user.name,
              title: body.name,
              kind: body.kind === 'test' ? 'test' : 'assignment',
            },
            tx,
          );
        });
      } else {
        await insertActivities(db, [row]);
      }
      return (await findActivity(db, viewer, id))!;
    },

    /**
     * Change an activity (docs/product.md#125-goals-and-activities: work can be edited by whoever
     * set it). The mentee changes anything in their own plan, except a score. A mentor changes
     * anything they authored — an assignment or test they assigned, an action item they added on a
     * session — and gives a test's score; of anything else of a mentee's they can see
     * (a shared goal's activities) they change nothing. A score is for tests only.
     * @throws 404 `activity_not_found` for what the caller cannot see; 403 `general_forbidden`
     *   for a mentor and what they did not author; 400 naming the field.
     */
    async updateActivity(user: User, id: string, patch: UpdateActivity): Promise<Activity> {
      const viewer = viewerOf(user);
      const activity = await findActivity(db, viewer, id);
      if (!activity) throw activityNotFound();
      if (viewer.role === 'mentor') {
        if (activity.createdBy.id !== user.id) throw notYours();
      } else if (patch.score !== undefined && activity.source !== 'mentee') {
        throw invalid('score', 'The mentor gives the score.');
      }
      if (patch.score != null && activity.kind !== 'test')
        throw invalid('score', 'Only a test gets a score.');
      if (
        patch.goalId &&
        !(await goalOfMentee(db, patch.goalId, activity.menteeId, viewer.role === 'mentor'))
      )
        throw goalNotFound();
      await updateActivity(db, id, patch);
      return (await findActivity(db, viewer, id))!;
    },

    /**
     * What `mentor` sees of `menteeId`'s plan on the mentor's page of that mentee
     * (docs/product.md#220-mentor-dashboard): exactly what {@link listGoals} and
     * {@link listActivities} answer them for `{ menteeId }`, read by two prepared statements
     * (docs/performance.md).
     */
    async mentorViewOf(
      mentor: User,
      menteeId: string,
    ): Promise<{ goals: Goal[]; activities: Activity[] }> {
      return mentorViewOfMentee(db, mentor.id, menteeId);
    },

    /**
     * Delete an activity (docs/product.md#125-goals-and-activities): the mentee any of their own; a
     * mentor what they authored (an assignment or test they assigned, an action item they added),
     * as long as they can see it.
     * @throws 404 `activity_not_found` for what the caller cannot see; 403 `general_forbidden`
     *   for a mentor and a mentee's activity they did not author.
     */
    async deleteActivity(user: User, id: string): Promise<void> {
      const viewer = viewerOf(user);
      const activity = await findActivity(db, viewer, id);
      if (!activity) throw activityNotFound();
      if (viewer.role === 'mentor' && activity.createdBy.id !== user.id) throw notYours();
      if (!(await deleteActivity(db, activity.menteeId, id))) throw activityNotFound();
    },
  };
}
