import {
  VISIT_SOURCES,
  type AnalyticsRange,
  type MentorAnalytics,
  type RecordVisit,
  type VisitSource,
} from '@pathwise/contracts';
import { isbot } from 'isbot';
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../../db/client.ts';
import { newSecret, sha256 } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { BookingsService } from '../bookings/service.ts';
import type { MentorsService } from '../mentors/service.ts';
import * as repo from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Other sites listed by the analytics, at most. */
const MAX_REFERRERS = 10;
/**
 * How long one process reuses a mentor's analytics answer (ms): the figures are at most a
 * minute old, and a mentor with 100,000 visits switching ranges or reloading their home
 * costs one scan a minute instead of one per request (bench "Analytics").
 */
export const ANALYTICS_CACHE_MS = 60_000;
/** Answers kept at most (oldest dropped first). */
const ANALYTICS_CACHE_SIZE = 1000;

/** The calendar day `YYYY-MM-DD` of `at` in `timeZone`. */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** `day` (`YYYY-MM-DD`) plus `n` calendar days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The host of `referrer` (an http(s) URL), lower-case, or null when it is none. */
export function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.toLowerCase().slice(0, 253) || null;
  } catch {
    return null;
  }
}

/** Who viewed a profile: the caller's user id (if signed in), address and user agent. */
export interface Viewer {
  userId: string | null;
  ip: string;
  userAgent: string;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/**
 * Profile analytics (issue 12 "Profile analytics"; docs/product.md "Earnings and analytics").
 * Owns `profile_visits` and `analytics_salts`; asks the mentors service whether a mentor is
 * approved and the bookings service for the mentor's time zone and the bookings made after
 * a visit.
 *
 * Privacy (the method of cookie-less analytics such as Plausible): a visitor is
 * SHA-256(salt of the UTC day + address + user agent); the salt rotates daily and is deleted
 * after two days, so neither the address nor a visitor across days can be recovered.
 */
export function createAnalyticsService(deps: {
  database: Database;
  mentors: Pick<MentorsService, 'isApproved'>;
  bookings: Pick<BookingsService, 'mentorTimeZone' | 'bookingsBySource'>;
  /** The clock; tests pass their own. */
  now?: () => Date;
}) {
  const { database, mentors, bookings } = deps;
  const { db } = database;
  const now = deps.now ?? (() => new Date());
  /** This process's copy of the day's salt (the table is the truth across processes). */
  let cached: { day: string; salt: string } | null = null;
  const answers = new Map<string, { at: number; value: Promise<MentorAnalytics> }>();

  async function saltFor(at: Date): Promise<string> {
    const day = at.toISOString().slice(0, 10);
    if (cached?.day !== day) cached = { day, salt: await repo.saltOf(db, day, newSecret()) };
    return cached.salt;
  }

  return {
    /**
     * `POST /api/mentors/:id/views`: count one view of mentor `mentorId`'s public profile,
     * once per visitor per day (the day in the mentor's zone). Not counted: the mentor's own
     * views and known bots (`isbot`). A view from `other_site` keeps the referrer's host
     * only; without a usable host it counts as `direct`. Returns whether it was counted.
     * @throws AppError 404 `mentor_not_found` when no approved mentor has that id.
     */
    async recordVisit(mentorId: string, input: RecordVisit, viewer: Viewer): Promise<boolean> {
      if (viewer.userId === mentorId || isbot(viewer.userAgent)) return false;
      const [approved, timeZone] = await Promise.all([
        mentors.isApproved(mentorId),
        bookings.mentorTimeZone(mentorId),
      ]);
      if (!approved) throw new AppError('mentor_not_found', 'No approved mentor with this id.');
      const at = now();
      const host = input.source === 'other_site' ? referrerHost(input.referrer) : null;
      const source: VisitSource = input.source === 'other_site' && !host ? 'direct' : input.source;
      const salt = await saltFor(at);
      return repo.insertVisit(db, {
        mentorId,
        day: dayIn(timeZone, at),
        visitorHash: sha256(`${salt}${viewer.ip}${viewer.userAgent}`),
        source,
        referrerHost: host,
      });
    },

    /**
     * `GET /api/mentor/analytics`: the mentor's visits over the last `range` days (today
     * included) in their zone: per day, per source with the bookings made after a visit from
     * it since the first day's midnight, and the other sites' hosts. An answer is reused for
     * {@link ANALYTICS_CACHE_MS} by this process.
     */
    async mentorAnalytics(mentorId: string, range: AnalyticsRange): Promise<MentorAnalytics> {
      const key = `${mentorId}:${range}`;
      const t = now().getTime();
      const hit = answers.get(key);
      if (hit && t - hit.at < ANALYTICS_CACHE_MS) return hit.value;
      const value = compute(mentorId, range);
      answers.delete(key);
      answers.set(key, { at: t, value });
      if (answers.size > ANALYTICS_CACHE_SIZE) answers.delete(answers.keys().next().value!);
      value.catch(() => answers.delete(key));
      return value;
    },
  };

  /** The analytics answer, from the database. */
  async function compute(mentorId: string, range: AnalyticsRange): Promise<MentorAnalytics> {
    const at = now();
    const timeZone = await bookings.mentorTimeZone(mentorId);
    const to = dayIn(timeZone, at);
    const from = addDays(to, -(range - 1));
    const since = startOfDay(from, timeZone);
    const [counts, referrers, booked] = await Promise.all([
      repo.countVisits(db, mentorId, from, to),
      repo.topReferrers(db, mentorId, from, to, MAX_REFERRERS),
      bookings.bookingsBySource(mentorId, since),
    ]);
    const days = Array.from({ length: range }, (_, i) => {
      const date = addDays(from, i);
      return { date, visits: counts.days.get(date) ?? 0 };
    });
    const sources = VISIT_SOURCES.map((source) => ({
      source,
      visits: counts.sources.get(source) ?? 0,
      bookings: booked.get(source) ?? 0,
    })).sort((a, b) => b.visits - a.visits || b.bookings - a.bookings);
    return {
      range,
      timeZone,
      from,
      to,
      totalVisits: days.reduce((n, d) => n + d.visits, 0),
      totalBookings: sources.reduce((n, s) => n + s.bookings, 0),
      days,
      sources,
      referrers,
    };
  }
}

/** The instant `day` (`YYYY-MM-DD`) begins in `timeZone` (Temporal: the first instant of it). */
export function startOfDay(day: string, timeZone: string): Date {
  return new Date(Temporal.PlainDate.from(day).toZonedDateTime({ timeZone }).epochMilliseconds);
}
