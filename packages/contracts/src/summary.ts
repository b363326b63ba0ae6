import { z } from 'zod';
import { TimeZone } from './availability.ts';
import { ActivityKind, ActivityStatus, GoalCategory } from './goals.ts';
import { MentorCard, Money } from './mentors.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * The mentee home's summary (docs/product.md#125-goals-and-activities; docs/product.md "Goals and
 * activities"): everything `/dashboard` shows, in one request. Days are calendar days
 * `YYYY-MM-DD` in the query's time zone; instants are ISO strings.
 */

/** `GET /api/me/summary` query: the zone "today" and "this week" are judged in (default UTC). */
export const SummaryQuery = lazySchema(() => z.object({ timeZone: TimeZone.default('UTC') }));
export type SummaryQuery = z.infer<typeof SummaryQuery>;

/**
 * The goal window of the home: goals due within this many days from today
 * (docs/product.md#9-constants-and-limits).
 */
export const GOAL_WINDOW_DAYS = 30;
/** How many upcoming sessions the home lists. */
export const SUMMARY_NEXT_SESSIONS = 3;

/** One weekday's bar (Monday to Friday): activities due that day, done and still to do. */
export const WeekdayProgress = lazySchema(() =>
  z.object({
    date: z.string(),
    done: z.number().int().min(0),
    toDo: z.number().int().min(0),
  }),
);
export type WeekdayProgress = z.infer<typeof WeekdayProgress>;

/**
 * The milestones, each counted from real events (the home says how under each):
 * - `minutesSaved`: minutes of sessions held (confirmed, ended, nobody reported absent);
 * - `skillsLearned`: completed activities of the category `skills`;
 * - `moneySaved`: free sessions held, each valued at its mentor's lowest paid price per
 *   session (price of a paid plan / its sessions); a mentor without paid plans adds nothing.
 *   One entry per currency, largest first; empty when nothing was saved;
 * - `attendanceStreak`: held sessions in a row, newest back, since the last one the mentee
 *   was reported absent from (sessions the mentor missed do not break it);
 * - `goalsAchieved`: goals marked achieved;
 * - `projectsCompleted`: completed assignments (work a mentor assigned as an assignment).
 */
export const Milestones = lazySchema(() =>
  z.object({
    minutesSaved: z.number().int().min(0),
    skillsLearned: z.number().int().min(0),
    moneySaved: z.array(Money),
    attendanceStreak: z.number().int().min(0),
    goalsAchieved: z.number().int().min(0),
    projectsCompleted: z.number().int().min(0),
  }),
);
export type Milestones = z.infer<typeof Milestones>;

/** The home's badges (docs/product.md#125-goals-and-activities). */
export const BADGES = ['first_post', 'first_engagement', 'first_question'] as const;
export const BadgeKey = lazySchema(() => z.enum(BADGES));
export type BadgeKey = z.infer<typeof BadgeKey>;

/** A badge: `earnedAt` is when its first event happened, null while locked. */
export const Badge = lazySchema(() => z.object({ key: BadgeKey, earnedAt: z.string().nullable() }));
export type Badge = z.infer<typeof Badge>;

/** An upcoming session (pending or confirmed, not ended). */
export const SummarySession = lazySchema(() =>
  z.object({
    id: z.string(),
    status: z.enum(['pending', 'confirmed']),
    start: z.string(),
    end: z.string(),
    mentor: z.object({ id: z.string(), name: z.string() }),
  }),
);
export type SummarySession = z.infer<typeof SummarySession>;

/** An active goal due within {@link GOAL_WINDOW_DAYS} (or overdue), with its progress. */
export const SummaryGoal = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    targetDate: z.string(),
    progress: z.number().int().min(0).max(100),
  }),
);
export type SummaryGoal = z.infer<typeof SummaryGoal>;

/** An activity due this week (Monday to Sunday). */
export const SummaryActivity = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    dueDate: z.string(),
    status: ActivityStatus,
    category: GoalCategory,
    kind: ActivityKind,
  }),
);
export type SummaryActivity = z.infer<typeof SummaryActivity>;

/** `GET /api/me/summary` (mentee) → the home's sections. */
export const MenteeSummary = lazySchema(() =>
  z.object({
    firstName: z.string(),
    today: z.string(),
    weekStart: z.string(),
    weekEnd: z.string(),
    /** Monday to Friday of the current week. */
    week: z.array(WeekdayProgress).length(5),
    milestones: Milestones,
    badges: z.array(Badge),
    nextSessions: z.array(SummarySession),
    /** Active goals due from today to today + {@link GOAL_WINDOW_DAYS}, soonest first. */
    goals: z.array(SummaryGoal),
    /** This week's activities, by due date. */
    activities: z.array(SummaryActivity),
    /** Not complete and due before today. */
    overdueCount: z.number().int().min(0),
    /** The mentor of the latest booking, for Book Another (`/mentors/:id/book`); null if none. */
    lastMentor: MentorCard.nullable(),
    /** A featured approved mentor (another than {@link lastMentor} when possible), for Book Featured. */
    featuredMentor: MentorCard.nullable(),
  }),
);
export type MenteeSummary = z.infer<typeof MenteeSummary>;
