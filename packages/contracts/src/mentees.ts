import { z } from 'zod';
import { TimeZone } from './availability.ts';
import { Activity, Goal } from './goals.ts';
import { MentorLanguage, normaliseLanguage, normaliseSkill } from './mentors.ts';
import { MENTEE_GOALS, QUALITY_SKILLS } from './onboarding-options.ts';
import { pathId, singleLineText } from './text.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * The mentor's view of their mentees (docs/product.md#220-mentor-dashboard; docs/product.md
 * "Mentor dashboard" /dashboard_mentor/mentees and the home's Student Progress Tracker).
 *
 * A mentee of a mentor is anyone with at least one booking with them that is not
 * `declined` or `expired`: a request the mentor turned down or never answered did not make
 * anyone their mentee. Pending, confirmed, held and cancelled bookings all count.
 */

/**
 * The Meeting column (docs/product.md#4-states-and-transitions "Meeting statuses"), from the next
 * upcoming session (pending or confirmed, not ended) if any, else the latest held or cancelled one:
 * `scheduled` = confirmed and ahead (blue), `pending` = waiting for the mentor (yellow),
 * `completed` = held (green), `cancelled` (gray, like any other state).
 */
export const MEETING_STATUSES = ['scheduled', 'pending', 'completed', 'cancelled'] as const;
export const MeetingStatus = lazySchema(() => z.enum(MEETING_STATUSES));
export type MeetingStatus = z.infer<typeof MeetingStatus>;

/** The orders of the mentees table: by name, or by the soonest next session (none last). */
export const MENTEE_SORTS = ['name', 'next'] as const;
export const MenteeSort = lazySchema(() => z.enum(MENTEE_SORTS));
export type MenteeSort = z.infer<typeof MenteeSort>;

/** Rows per page of the mentees table, and the most a caller may ask for. */
export const MENTEES_PAGE_SIZE = 10;
export const MENTEES_PAGE_SIZE_MAX = 50;
/** Longest name search, in characters. */
export const MENTEE_SEARCH_MAX_LENGTH = 100;

/** An optional query-string value: empty or blank means "not given". */
const optionalParam = <T extends z.ZodType>(schema: T, normalise?: (v: string) => string) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return undefined;
    return normalise ? normalise(v) : v;
  }, schema.optional());

/**
 * `GET /api/mentor/mentees` query. `q` matches every word of the mentee's name (case
 * insensitive); `skills`, `language` and `topic` match the mentee's onboarding answers (one
 * of their quality skills, one of their languages, their mentee goal). Filters combine.
 */
export const MenteeListQuery = lazySchema(() =>
  z.object({
    q: optionalParam(singleLineText(MENTEE_SEARCH_MAX_LENGTH)),
    skills: optionalParam(z.enum(QUALITY_SKILLS), normaliseSkill),
    language: optionalParam(MentorLanguage, normaliseLanguage),
    topic: optionalParam(z.enum(MENTEE_GOALS), normaliseSkill),
    sort: optionalParam(MenteeSort).default('name'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(MENTEES_PAGE_SIZE_MAX).default(MENTEES_PAGE_SIZE),
    /** The zone "overdue" (due before today) is judged in (default UTC). */
    timeZone: optionalParam(TimeZone).default('UTC'),
  }),
);
export type MenteeListQuery = z.input<typeof MenteeListQuery>;
export type MenteeListQueryParsed = z.output<typeof MenteeListQuery>;

/** Work a mentor assigned, counted: all, complete, and overdue (due before today, not complete). */
export const WorkTally = lazySchema(() =>
  z.object({
    assigned: z.number().int().min(0),
    done: z.number().int().min(0),
    overdue: z.number().int().min(0),
  }),
);
export type WorkTally = z.infer<typeof WorkTally>;

/** A session as the Meeting column shows it. */
export const MenteeMeeting = lazySchema(() =>
  z.object({
    bookingId: z.string(),
    status: MeetingStatus,
    start: z.string(),
  }),
);
export type MenteeMeeting = z.infer<typeof MenteeMeeting>;

/**
 * One row of the progress table (docs/product.md#3-data "Mentee row"). `courseName` = the plan of
 * their next session with this mentor, else of their latest booking
 * (docs/product.md#220-mentor-dashboard); `assignments`/`tests` = what this mentor assigned them;
 * `progress` = the average progress (0–100) of the goals they share that are not dropped, null
 * without any; `nextSessionAt` = the start of the next upcoming session.
 */
export const MenteeRow = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    headline: z.string().nullable(),
    courseName: z.string().nullable(),
    assignments: WorkTally,
    tests: WorkTally,
    progress: z.number().int().min(0).max(100).nullable(),
    sharedGoals: z.number().int().min(0),
    meeting: MenteeMeeting.nullable(),
    nextSessionAt: z.string().nullable(),
  }),
);
export type MenteeRow = z.infer<typeof MenteeRow>;

/**
 * `GET /api/mentor/mentees` → the summary cards (over all the mentor's mentees, filters
 * aside), one page of rows, how many match, and the filter values their mentees' answers
 * hold (the dropdowns offer those).
 */
export const MenteeList = lazySchema(() =>
  z.object({
    summary: z.object({
      mentees: z.number().int().min(0),
      assignments: WorkTally,
      tests: WorkTally,
    }),
    items: z.array(MenteeRow),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    filters: z.object({
      skills: z.array(z.enum(QUALITY_SKILLS)),
      languages: z.array(z.string()),
      topics: z.array(z.enum(MENTEE_GOALS)),
    }),
  }),
);
export type MenteeList = z.infer<typeof MenteeList>;

/** `:id` of `GET /api/mentor/mentees/:id` (the mentee's user id). */
export const MenteeParams = lazySchema(() => z.object({ id: pathId(36) }));
export type MenteeParams = z.infer<typeof MenteeParams>;

/** `GET /api/mentor/mentees/:id` query. */
export const MenteeDetailQuery = lazySchema(() =>
  z.object({
    timeZone: optionalParam(TimeZone).default('UTC'),
  }),
);
export type MenteeDetailQuery = z.input<typeof MenteeDetailQuery>;

/** A session of the mentee with this mentor (newest first in the detail). */
export const MenteeSession = lazySchema(() =>
  z.object({
    id: z.string(),
    start: z.string(),
    end: z.string(),
    /** The booking's state as the session pages show it (`held` derived). */
    status: z.enum(['pending', 'confirmed', 'held', 'cancelled', 'declined', 'expired']),
    planName: z.string().nullable(),
    agenda: z.string(),
  }),
);
export type MenteeSession = z.infer<typeof MenteeSession>;

/**
 * `GET /api/mentor/mentees/:id` → the mentee (name, headline, onboarding goal, skills,
 * languages), their row's figures, the goals they share with this mentor, the activities this
 * mentor may see (those goals' and what this mentor assigned), today in the query's zone, and
 * their sessions with this mentor.
 */
export const MenteeDetail = lazySchema(() =>
  z.object({
    mentee: z.object({
      id: z.string(),
      name: z.string(),
      headline: z.string().nullable(),
      goal: z.enum(MENTEE_GOALS).nullable(),
      goalOther: z.string().nullable(),
      skills: z.array(z.enum(QUALITY_SKILLS)),
      languages: z.array(z.string()),
    }),
    row: MenteeRow,
    goals: z.array(Goal),
    activities: z.array(Activity),
    today: z.string(),
    sessions: z.array(MenteeSession),
  }),
);
export type MenteeDetail = z.infer<typeof MenteeDetail>;
