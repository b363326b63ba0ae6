import type { CalendarFeedCreated, CalendarFeedState } from '@pathwise/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { newSecret, sha256 } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { createRateLimit } from '../../lib/rate-limit.ts';
import * as repo from './calendar-feed-repository.ts';
import { bookingInviteInput, inviteEvent, loadCreateEvents, type CalendarBooking } from './ics.ts';

/** How far back the feed reaches: sessions that started in the last 60 days. */
export const FEED_PAST_DAYS = 60;
/** How many times a person may make or regenerate their feed per hour. */
export const FEED_CHANGES_PER_HOUR = 30;

/** What the feed asks the bookings core. */
export interface FeedBookings {
  feedBookings(userId: string, since: Date): Promise<CalendarBooking[]>;
}

/** The private calendar feed (Settings → Integrations). */
export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;

/**
 * A person's private iCalendar subscription of their sessions: a secret token
 * (256 random bits) in the URL, only its SHA-256 stored; regenerating replaces it, which
 * revokes the old URL. The feed holds every session as mentor or mentee that starts in the
 * future or started in the last {@link FEED_PAST_DAYS} days, each with the same UID and
 * SEQUENCE as its mailed invites, so a calendar that has the invite updates that one event.
 * Cancelled, declined and expired sessions stay in as `STATUS:CANCELLED` (a calendar that
 * showed them strikes them out instead of keeping a stale event).
 */
export function createCalendarFeedService(deps: {
  config: Config;
  database: Database;
  bookings: FeedBookings;
  now?: () => Date;
}) {
  const { config, database, bookings } = deps;
  const now = deps.now ?? (() => new Date());
  const changes = createRateLimit(
    database.pool,
    'calendar_feed_changes',
    FEED_CHANGES_PER_HOUR,
    config.rateLimits.enabled,
  );
  const notFound = () =>
    new AppError(
      'calendar_feed_not_found',
      'No calendar feed at this address. It may have been regenerated or turned off.',
    );

  return {
    /** `GET /api/calendar-feed`: whether the person has a feed on (never its URL). */
    async state(userId: string): Promise<CalendarFeedState> {
      const createdAt = await repo.findFeed(database.db, userId);
      return { active: createdAt !== null, createdAt: createdAt?.toISOString() ?? null };
    },

    /**
     * `POST /api/calendar-feed`: a new secret URL, shown this once; any earlier URL of the
     * person stops working at once.
     * @throws AppError 429 past {@link FEED_CHANGES_PER_HOUR} per hour.
     */
    async regenerate(userId: string): Promise<CalendarFeedCreated> {
      await changes.consume(userId);
      const token = newSecret();
      const createdAt = await repo.replaceFeed(database.db, userId, sha256(token));
      const url = `${config.appUrl}/api/calendar-feed/${token}.ics`;
      return {
        url,
        webcalUrl: url.replace(/^https?:/, 'webcal:'),
        createdAt: createdAt.toISOString(),
      };
    },

    /** `DELETE /api/calendar-feed`: turn the feed off; its URL answers 404 from now on. */
    async remove(userId: string): Promise<void> {
      await repo.deleteFeed(database.db, userId);
    },

    /**
     * `GET /api/calendar-feed/:token.ics` (public; the token is the key): the iCalendar text
     * (RFC 5545, CRLF line ends, no METHOD: a published calendar, not an invitation).
     * @throws AppError 404 `calendar_feed_not_found` for an unknown, regenerated or
     *   turned-off token.
     */
    async calendar(file: string): Promise<string> {
      const match = /^([0-9a-f]{64})\.ics$/.exec(file);
      if (!match) throw notFound();
      const userId = await repo.findFeedOwner(database.db, sha256(match[1]!));
      if (!userId) throw notFound();
      const since = new Date(now().getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000);
      const sessions = await bookings.feedBookings(userId, since);
      const app = { appUrl: config.appUrl, appName: config.appName };
      const createEvents = await loadCreateEvents();
      const { error, value } = createEvents(
        sessions.map((session) => inviteEvent(bookingInviteInput(session, app))),
        {
          productId: `-//${config.appName}//Calendar feed//EN`,
          calName: `${config.appName} sessions`,
        },
      );
      if (error || value === null) throw error ?? new Error('The feed could not be made.');
      return value;
    },
  };
}
