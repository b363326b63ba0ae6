import {
  VISIT_SOURCES,
  type AnalyticsRange,
  type MentorAnalytics,
  type RecordVisit,
  type VisitSource,
} from '@pathwise/contracts';
import { isbot } from 'isbot';
import { Temporal } from 'temporal-polyfill';
import { parse as parseDomain } from 'tldts';
import type { Database } from '../../db/client.ts';
import { newSecret, sha256 } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { todayIn } from '../../lib/zones.ts';
import type { RateLimit } from '../../lib/rate-limit.ts';
import type { BookingsService } from '../bookings/service.ts';
import * as repo from './repository.ts';
import { createVisitBatch } from './visit-batch.ts';
import * as visits from './visit-repository.ts';
import { createVisitTargets } from './visit-targets.ts';

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
  // One formatter per zone (contracts `dayFormat`), not one per call.
  return todayIn(timeZone, at);
}

/** `day` (`YYYY-MM-DD`) plus `n` calendar days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The host of `referrer`, lower-case, when it is a real web origin: an http(s) URL whose
 * host is a domain name under a public suffix of the ICANN list (`tldts`), not an address,
 * not `localhost` or a made-up name, and not `ownHost` (our own pages are not "another
 * site"). Otherwise null. The referrer comes from the client, so anything else would let a
 * visitor plant any text among a mentor's sources (docs/product.md#1210-earnings-and-analytics).
 */
export function referrerHost(referrer: string | undefined, ownHost?: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const parsed = parseDomain(url.hostname.toLowerCase());
  const host = parsed.hostname;
  if (parsed.isIp || !parsed.isIcann || !parsed.domain || !host || host.length > 253) return null;
  if (ownHost && host === ownHost.toLowerCase()) return null;
  return host;
}

/** Who viewed a profile: the caller's user id (if signed in), address and user agent. */
export interface Viewer {
  userId: string | null;
  ip: string;
  userAgent: string;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/**
 * Profile analytics (docs/product.md#1210-earnings-and-analytics; docs/product.md "Earnings and
 * analytics"). Owns `profile_visits` and `analytics_salts`. Counting a view reads whether the
 * mentor is approved and their zone itself (`visit-repository.ts`, one prepared statement,
 * remembered for a few seconds: `visit-targets.ts`) and queues the view, written with others in one
 * insert (`visit-batch.ts`; docs/performance.md). The analytics ask the bookings service for the mentor's
 * time zone and the bookings made after a visit.
 *
 * Privacy (the method of cookie-less analytics such as Plausible): a visitor is
 * SHA-256(salt of the UTC day + address); the salt rotates daily and is deleted after two
 * days, so neither the address nor a visitor across days can be recovered. The user agent is
 * left out: rotating it counted one address many times
 * (docs/product.md#1210-earnings-and-analytics).
 */
export function createAnalyticsService(deps: {
  database: Database;
  bookings: Pick<BookingsService, 'mentorTimeZone' | 'bookingsBySource'>;
  /** APP_URL's origin: a referrer on our own host is not another site. */
  appUrl?: string;
  /** Views reported per client address (RATE_LIMIT_PROFILE_VIEWS_PER_HOUR). */
  viewsPerAddress?: RateLimit;
  /** The clock; tests pass their own. */
  now?: () => Date;
  /** A batch of views that could not be written (logged; the views are lost). */
  onWriteError?: (err: unknown, rows: number) => void;
}) {
  const { database, bookings } = deps;
  const { db } = database;
  const now = deps.now ?? (() => new Date());
  const ownHost = deps.appUrl ? new URL(deps.appUrl).hostname : undefined;
  /** This process's copy of the day's salt (the table is the truth across processes). */
  let cached: { day: string; salt: string } | null = null;
  const answers = new Map<string, { at: number; value: Promise<MentorAnalytics> }>();
  const targetOf = createVisitTargets((mentorId) => visits.visitTarget(db, mentorId));
  const batch = createVisitBatch({
    write: (rows) => visits.insertVisits(db, rows),
    onError: deps.onWriteError ?? (() => {}),
  });

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
     * only, when it is a real web origin ({@link referrerHost}); otherwise it counts as
     * `direct`. The view is queued and written within 200 ms with others (`visit-batch.ts`),
     * where a visitor's repeat of the day is skipped. Returns false when it is not counted
     * (own view, bot), true when queued.
     * @throws AppError 429 `general_rate_limit_exceeded` past the views allowed per address.
     * @throws AppError 404 `mentor_not_found` when no approved mentor has that id.
     */
    async recordVisit(mentorId: string, input: RecordVisit, viewer: Viewer): Promise<boolean> {
      await deps.viewsPerAddress?.consume(viewer.ip);
      if (viewer.userId === mentorId || isbot(viewer.userAgent)) return false;
      const { approved, timeZone } = await targetOf(mentorId);
      if (!approved) throw new AppError('mentor_not_found', 'No approved mentor with this id.');
      const at = now();
      const host = input.source === 'other_site' ? referrerHost(input.referrer, ownHost) : null;
      const source: VisitSource = input.source === 'other_site' && !host ? 'direct' : input.source;
      const salt = await saltFor(at);
      batch.add({
        mentorId,
        day: dayIn(timeZone, at),
        visitorHash: sha256(`${salt}${viewer.ip}`),
        source,
        referrerHost: host,
      });
      return true;
    },

    /**
     * Write the views still queued; resolves when they are in the table. The module calls it
     * when the app closes; the analytics call it before reading.
     */
    flushVisits: () => batch.flush(),

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
    // The views this process took are counted, even those taken a moment ago.
    await batch.flush();
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
