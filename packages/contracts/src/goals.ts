import { z } from 'zod';
import { CalendarDate, TimeZone } from './availability.ts';
import type { MENTEE_GOALS } from './onboarding-options.ts';
import { multiLineText, pathId, singleLineText } from './text.ts';
import { formatInteger } from './number-format.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * Goals and activities: the mentee's plan (docs/product.md "Goals and activities").
 * A mentee owns their goals and activities; a mentor reads the goals a mentee shares with
 * them (and those goals' activities) and assigns work (assignments and tests).
 *
 * Dates without a time (`targetDate`, `dueDate`) are calendar days `YYYY-MM-DD`; "this
 * week" and "overdue" are judged in the caller's time zone (the `timeZone` query parameter).
 */

/** Categories of goals and activities, one list for both (the filter offers them). */
export const GOAL_CATEGORIES = [
  'skills',
  'career',
  'branding',
  'interviews',
  'networking',
  'wellbeing',
  'other',
] as const;
export const GoalCategory = lazySchema(() => z.enum(GOAL_CATEGORIES));
export type GoalCategory = z.infer<typeof GoalCategory>;

/** The category a goal started from an onboarding answer (spec "Mentee goals") gets. */
export const CATEGORY_OF_MENTEE_GOAL: Record<(typeof MENTEE_GOALS)[number], GoalCategory> = {
  develop_skills: 'skills',
  achieve_career_goals: 'career',
  career_clarity: 'career',
  personal_branding: 'branding',
  interview_preparation: 'interviews',
  overcome_obstacles: 'wellbeing',
  other: 'other',
};

/** A goal's state: worked on, reached, or given up. */
export const GOAL_STATUSES = ['active', 'achieved', 'dropped'] as const;
export const GoalStatus = lazySchema(() => z.enum(GOAL_STATUSES));
export type GoalStatus = z.infer<typeof GoalStatus>;

/** An activity's column (docs/product.md#4-states-and-transitions "Activity columns"). */
export const ACTIVITY_STATUSES = ['not_started', 'in_progress', 'complete'] as const;
export const ActivityStatus = lazySchema(() => z.enum(ACTIVITY_STATUSES));
export type ActivityStatus = z.infer<typeof ActivityStatus>;

/** Where an activity came from: the mentee, a mentor's assignment, or a session's action items. */
export const ACTIVITY_SOURCES = ['mentee', 'mentor_assignment', 'session'] as const;
export const ActivitySource = lazySchema(() => z.enum(ACTIVITY_SOURCES));
export type ActivitySource = z.infer<typeof ActivitySource>;

/** What an activity is: plain work, a mentor's assignment, or a test (scored 0–100 when done). */
export const ACTIVITY_KINDS = ['activity', 'assignment', 'test'] as const;
export const ActivityKind = lazySchema(() => z.enum(ACTIVITY_KINDS));
export type ActivityKind = z.infer<typeof ActivityKind>;

/**
 * The due filter, in the caller's time zone: `overdue` = due before today and not complete;
 * `this_week` = due Monday to Sunday of the current week; `later` = due after that Sunday.
 */
export const ACTIVITY_DUE_FILTERS = ['overdue', 'this_week', 'later'] as const;
export const ActivityDueFilter = lazySchema(() => z.enum(ACTIVITY_DUE_FILTERS));
export type ActivityDueFilter = z.infer<typeof ActivityDueFilter>;

/** Longest goal title and activity name, in characters. */
export const GOAL_TITLE_MAX_LENGTH = 120;
export const ACTIVITY_NAME_MAX_LENGTH = 200;
/** Longest "why it matters" and activity description, in characters. */
export const GOAL_WHY_MAX_LENGTH = 2000;
export const ACTIVITY_DESCRIPTION_MAX_LENGTH = 2000;
/** At most this many goals and activities per mentee (a list answers them all at once). */
export const MAX_GOALS = 100;
export const MAX_ACTIVITIES = 1000;
/** At most this many bookings' action items in one `GET /api/activities?bookingId=a,b,…`. */
export const MAX_ACTION_ITEM_BOOKINGS = 100;

/** A calendar day `YYYY-MM-DD` that exists (no 31 April). */
const day = () =>
  CalendarDate.refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Use a date such as 2026-12-24.');

const title = () =>
  singleLineText(
    GOAL_TITLE_MAX_LENGTH,
    `Must be at most ${formatInteger(GOAL_TITLE_MAX_LENGTH, 'en-US')} characters`,
  ).pipe(z.string().min(1, 'Please give the goal a title'));
const why = () =>
  multiLineText(
    GOAL_WHY_MAX_LENGTH,
    `Must be at most ${formatInteger(GOAL_WHY_MAX_LENGTH, 'en-US')} characters`,
  );
const activityName = () =>
  singleLineText(
    ACTIVITY_NAME_MAX_LENGTH,
    `Must be at most ${formatInteger(ACTIVITY_NAME_MAX_LENGTH, 'en-US')} characters`,
  ).pipe(z.string().min(1, 'Please name the activity'));
const description = () =>
  multiLineText(
    ACTIVITY_DESCRIPTION_MAX_LENGTH,
    `Must be at most ${formatInteger(ACTIVITY_DESCRIPTION_MAX_LENGTH, 'en-US')} characters`,
  );
const percent = () => z.number().int().min(0).max(100);

/**
 * A goal. `progress` (0–100) is `round(100 × done / all)` of its activities, or the
 * mentee's own `manualProgress` (0 when unset) while it has none. `shared`: its mentors
 * (those with a booking with the mentee) may see it and its activities.
 */
export const Goal = lazySchema(() =>
  z.object({
    id: z.string(),
    menteeId: z.string(),
    title: z.string(),
    why: z.string(),
    targetDate: z.string().nullable(),
    category: GoalCategory,
    status: GoalStatus,
    progress: percent(),
    manualProgress: percent().nullable(),
    activityCount: z.number().int().min(0),
    doneCount: z.number().int().min(0),
    shared: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Goal = z.infer<typeof Goal>;

/** `GET /api/goals` → the goals, active first, then by target date. */
export const GoalList = lazySchema(() => z.object({ items: z.array(Goal) }));
export type GoalList = z.infer<typeof GoalList>;

/** `GET /api/goals` query: a mentor may narrow to one mentee; anyone to one status. */
export const GoalListQuery = lazySchema(() =>
  z.object({
    menteeId: pathId(36).optional(),
    status: GoalStatus.optional(),
  }),
);
export type GoalListQuery = z.infer<typeof GoalListQuery>;

/** `POST /api/goals` (mentee). `progress` sets the manual progress of a goal without activities. */
export const CreateGoal = lazySchema(() =>
  z.object({
    title: title(),
    why: why().default(''),
    targetDate: day().nullable().default(null),
    category: GoalCategory.default('other'),
    shared: z.boolean().default(true),
    progress: percent().nullable().default(null),
  }),
);
export type CreateGoal = z.input<typeof CreateGoal>;
export type CreateGoalBody = z.output<typeof CreateGoal>;

/** `PATCH /api/goals/:id` (mentee): any of the fields, and the status (achieve, drop, reopen). */
export const UpdateGoal = lazySchema(() =>
  z
    .object({
      title: title(),
      why: why(),
      targetDate: day().nullable(),
      category: GoalCategory,
      shared: z.boolean(),
      progress: percent().nullable(),
      status: GoalStatus,
    })
    .partial(),
);
export type UpdateGoal = z.infer<typeof UpdateGoal>;

/** `:id` of a goal or activity route. */
export const GoalParams = lazySchema(() => z.object({ id: pathId(36) }));
export type GoalParams = z.infer<typeof GoalParams>;
/** `:id` of an activity route: the same shape as a goal's. @alias */
export const ActivityParams = GoalParams;
export type ActivityParams = GoalParams;

/**
 * An activity (docs/product.md#3-data "Activity": name, description, category, due) and where it
 * came from.
 */
export const Activity = lazySchema(() =>
  z.object({
    id: z.string(),
    menteeId: z.string(),
    goalId: z.string().nullable(),
    name: z.string(),
    description: z.string(),
    category: GoalCategory,
    dueDate: z.string().nullable(),
    status: ActivityStatus,
    source: ActivitySource,
    /** The session it came from (`source` = `session`), while that booking exists. */
    bookingId: z.string().nullable(),
    kind: ActivityKind,
    /** A test's score out of 100, given by the mentor when it is done. */
    score: percent().nullable(),
    /** Who added it: the mentee or a mentor. */
    createdBy: z.object({ id: z.string(), name: z.string() }),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Activity = z.infer<typeof Activity>;

/**
 * `GET /api/activities` → the activities, by due date (none last), and the current week
 * (Monday and Sunday, `YYYY-MM-DD`) and today in the query's time zone.
 */
export const ActivityList = lazySchema(() =>
  z.object({
    items: z.array(Activity),
    today: z.string(),
    weekStart: z.string(),
    weekEnd: z.string(),
  }),
);
export type ActivityList = z.infer<typeof ActivityList>;

/** `GET /api/activities` query; every filter is optional and they combine. */
export const ActivityListQuery = lazySchema(() =>
  z.object({
    /** A mentor: one mentee's (shared) activities. */
    menteeId: pathId(36).optional(),
    goalId: pathId(36).optional(),
    category: GoalCategory.optional(),
    due: ActivityDueFilter.optional(),
    source: ActivitySource.optional(),
    status: ActivityStatus.optional(),
    /**
     * A session's action items: one booking id, or up to {@link MAX_ACTION_ITEM_BOOKINGS}
     * separated by commas (the Sessions page asks for its visible cards at once). Both
     * participants of each booking read all of its action items; a booking the caller does not
     * take part in answers 404.
     */
    bookingId: z
      .string()
      .max(MAX_ACTION_ITEM_BOOKINGS * 37)
      .transform((s) => [...new Set(s.split(','))])
      .pipe(
        z
          .array(pathId(36))
          .max(MAX_ACTION_ITEM_BOOKINGS, `At most ${MAX_ACTION_ITEM_BOOKINGS} bookings`),
      )
      .optional(),
    /** The zone "today" and "this week" are judged in (default UTC). */
    timeZone: TimeZone.default('UTC'),
  }),
);
export type ActivityListQuery = z.infer<typeof ActivityListQuery>;

/**
 * `POST /api/activities`. A mentee adds to their own plan (only a name is required). A
 * mentor adds an assignment or a test for one of their mentees (`menteeId`), optionally
 * under a goal the mentee shares; `bookingId` links an action item to a session of both.
 */
export const CreateActivity = lazySchema(() =>
  z.object({
    name: activityName(),
    description: description().default(''),
    category: GoalCategory.default('other'),
    dueDate: day().nullable().default(null),
    status: ActivityStatus.default('not_started'),
    goalId: pathId(36).nullable().default(null),
    menteeId: pathId(36).optional(),
    kind: ActivityKind.default('activity'),
    bookingId: pathId(36).nullable().default(null),
  }),
);
export type CreateActivity = z.input<typeof CreateActivity>;
export type CreateActivityBody = z.output<typeof CreateActivity>;

/**
 * `PATCH /api/activities/:id`. The mentee changes anything; a mentor only the status and,
 * for a test, the score (0–100) of what they assigned.
 */
export const UpdateActivity = lazySchema(() =>
  z
    .object({
      name: activityName(),
      description: description(),
      category: GoalCategory,
      dueDate: day().nullable(),
      status: ActivityStatus,
      goalId: pathId(36).nullable(),
      score: percent().nullable(),
    })
    .partial(),
);
export type UpdateActivity = z.infer<typeof UpdateActivity>;
