import { z } from 'zod';
import { Plan } from './onboarding.ts';
import { formatInteger } from './number-format.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * A mentor's own plans and how they take mentees (Settings → Mentee Management,
 * docs/product.md#1115-settings-that-save; docs/product.md#32-onboarding-answers "Plan"). The rules
 * of a plan are onboarding's {@link Plan}: name up to 80 characters, price in integer minor units 0
 * to 100,000,000, 1 to 100 sessions, at most 500 characters of deliverables, at most `MAX_PLANS`
 * (10) plans; the first plan cannot be removed, as in onboarding.
 */

/**
 * One of the signed-in mentor's plans (`GET /api/mentor/plans`). `opened`: a mentee has
 * booked it, so an edit archives it and puts a new plan with the new terms in its place
 * (the mentee keeps the terms they opened). `first`: the first plan, which cannot be removed.
 */
export const OwnPlan = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    priceMinor: z.number().int(),
    currency: z.string().length(3),
    sessions: z.number().int(),
    deliverables: z.string().nullable(),
    opened: z.boolean(),
    first: z.boolean(),
  }),
);
export type OwnPlan = z.infer<typeof OwnPlan>;

/** `GET /api/mentor/plans`: the current (not archived) plans in their order, and the most allowed. */
export const OwnPlanList = lazySchema(() =>
  z.object({
    items: z.array(OwnPlan),
    max: z.number().int(),
  }),
);
export type OwnPlanList = z.infer<typeof OwnPlanList>;

/** `POST /api/mentor/plans` and `PUT /api/mentor/plans/:id`: a plan's terms (onboarding's rules). */
export const SavePlan = lazySchema(() => Plan);
export type SavePlan = z.infer<typeof SavePlan>;

/** `:id` of `/api/mentor/plans/:id`. */
export const PlanParams = lazySchema(() => z.object({ id: z.string().min(1).max(36) }));
export type PlanParams = z.infer<typeof PlanParams>;

/** Highest "most active mentees at once" a mentor may set. */
export const MAX_ACTIVE_MENTEES_LIMIT = 500;

/**
 * `GET`/`PUT /api/mentor/mentee-management`: whether the mentor takes new mentees, and the
 * most mentees with an upcoming (pending or confirmed) session at once, null = no limit.
 * Off, or at the limit, booking is closed to new mentees (`booking_mentor_not_accepting`,
 * `booking_mentor_at_capacity`); a mentee who already has a session with the mentor may
 * still book.
 */
export const MenteeIntake = lazySchema(() =>
  z.object({
    acceptingNewMentees: z.boolean(),
    maxActiveMentees: z
      .number()
      .int('Enter a whole number')
      .min(1, 'Enter at least 1, or leave empty for no limit')
      .max(
        MAX_ACTIVE_MENTEES_LIMIT,
        `Enter at most ${formatInteger(MAX_ACTIVE_MENTEES_LIMIT, 'en-US')}`,
      )
      .nullable(),
  }),
);
export type MenteeIntake = z.infer<typeof MenteeIntake>;

/**
 * `POST /api/calendar-feed`: the new private subscription URL, answered once (only its
 * SHA-256 is kept). `webcalUrl` is the same address with the `webcal://` scheme that
 * calendar applications open.
 */
export const CalendarFeedCreated = lazySchema(() =>
  z.object({
    url: z.string(),
    webcalUrl: z.string(),
    createdAt: z.string(),
  }),
);
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreated>;

/** `GET /api/calendar-feed`: whether the caller has a feed on, and since when. */
export const CalendarFeedState = lazySchema(() =>
  z.object({
    active: z.boolean(),
    createdAt: z.string().nullable(),
  }),
);
export type CalendarFeedState = z.infer<typeof CalendarFeedState>;

/**
 * `:file` of `GET /api/calendar-feed/:file`: `<token>.ics`, the token 64 hex characters (256
 * random bits). Any other value is answered 404 like an unknown token.
 */
export const CalendarFeedParams = lazySchema(() => z.object({ file: z.string().max(200) }));
export type CalendarFeedParams = z.infer<typeof CalendarFeedParams>;
