import { z } from 'zod';
import { singleLineText } from './text.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * Profile analytics (docs/product.md#1210-earnings-and-analytics;
 * docs/product.md#9-constants-and-limits analytics ranges): where a view of a mentor's public
 * profile came from, counted once per visitor per day without cookies or personal data, and what a
 * mentor reads about their visits.
 */

/**
 * Where a profile view came from: the directory search (`/mentors`), the home page, a circle,
 * Ask an Expert, another site (its host is kept), or nothing known (`direct`).
 */
export const VISIT_SOURCES = [
  'directory',
  'home',
  'circles',
  'ask_expert',
  'other_site',
  'direct',
] as const;
export const VisitSource = lazySchema(() => z.enum(VISIT_SOURCES));
export type VisitSource = z.infer<typeof VisitSource>;

/**
 * The analytics ranges of the mentor home, in days (docs/product.md#9-constants-and-limits: 7, 30,
 * 90).
 */
export const ANALYTICS_RANGES = [30, 7, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/**
 * `POST /api/mentors/:id/views`: one view of the public profile. `referrer` is the browser's
 * `document.referrer` for a view from another site; only its host is stored.
 */
export const RecordVisit = lazySchema(() =>
  z.object({
    source: VisitSource,
    referrer: singleLineText(2048).optional(),
  }),
);
export type RecordVisit = z.infer<typeof RecordVisit>;

/** `GET /api/mentor/analytics?range=7|30|90` (default 30). */
export const AnalyticsQuery = lazySchema(() =>
  z.object({
    range: z.coerce
      .number()
      .int()
      .refine((n) => (ANALYTICS_RANGES as readonly number[]).includes(n), 'Use 7, 30 or 90.')
      .transform((n) => n as AnalyticsRange)
      .default(30),
  }),
);
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

/**
 * The signed-in mentor's profile visits over the last `range` days, today included, as
 * calendar days (`YYYY-MM-DD`) of `timeZone` (their one saved zone, else UTC):
 * `days` has one entry per day, oldest first (0 for days without visits); `sources` every
 * source with its visits and the bookings made after a visit from it in the range (most
 * visits first); `referrers` the other sites' hosts (most visits first, at most 10).
 */
export const MentorAnalytics = lazySchema(() =>
  z.object({
    range: z.number().int(),
    timeZone: z.string(),
    from: z.string(),
    to: z.string(),
    totalVisits: z.number().int(),
    totalBookings: z.number().int(),
    days: z.array(z.object({ date: z.string(), visits: z.number().int() })),
    sources: z.array(
      z.object({ source: VisitSource, visits: z.number().int(), bookings: z.number().int() }),
    ),
    referrers: z.array(z.object({ host: z.string(), visits: z.number().int() })),
  }),
);
export type MentorAnalytics = z.infer<typeof MentorAnalytics>;
