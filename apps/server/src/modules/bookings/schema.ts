import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../account/schema.ts';
import { mentorPlans } from '../mentors/schema.ts';

/** Tables owned by the bookings module (docs/architecture.md "Data"): only its repository queries them. */

/**
 * A mentor's availability: the rules of `@pathwise/contracts` `Availability`, one
 * row per mentor. Weekly hours and date overrides are JSON checked by the contract on the way
 * in; every number has a column of its own. The time zone the hours are in is the mentor's
 * one zone, `users.time_zone` (account module; docs/product.md#123-booking, migration 0017).
 */
export const availability = pgTable(
  'availability',
  {
    mentorId: varchar('mentor_id', { length: 36 })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    weeklyHours: jsonb('weekly_hours')
      .notNull()
      .default(sql`'[]'::jsonb`),
    dateOverrides: jsonb('date_overrides')
      .notNull()
      .default(sql`'[]'::jsonb`),
    sessionMinutes: integer('session_minutes').notNull().default(60),
    minimumNoticeMinutes: integer('minimum_notice_minutes').notNull().default(1440),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(15),
    bookingWindowDays: integer('booking_window_days').notNull().default(60),
    maxPerDay: integer('max_per_day'),
    changeNoticeMinutes: integer('change_notice_minutes').notNull().default(1440),
    requiresConfirmation: boolean('requires_confirmation').notNull().default(false),
    meetingUrl: text('meeting_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('availability_session_minutes', sql`${t.sessionMinutes} between 15 and 240`),
    check(
      'availability_buffers',
      sql`${t.bufferBeforeMinutes} >= 0 and ${t.bufferAfterMinutes} >= 0`,
    ),
  ],
);

/**
 * Booked sessions. `blocked_from`/`blocked_until` are the start and end widened by
 * the mentor's buffers at booking time; exclusion constraints (migration `bookings`) refuse
 * two active bookings of one mentor whose blocked ranges overlap, and two of one mentee whose
 * times overlap, so no double booking survives concurrency or several server processes.
 * The plan is copied (name, sessions, price per session in minor units): later edits of the
 * mentor's plans never change a booking.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    mentorId: varchar('mentor_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menteeId: varchar('mentee_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 })
      .$type<'pending' | 'confirmed' | 'cancelled' | 'declined' | 'expired'>()
      .notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blockedFrom: timestamp('blocked_from', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    planId: varchar('plan_id', { length: 36 }).references(() => mentorPlans.id, {
      onDelete: 'set null',
    }),
    planName: varchar('plan_name', { length: 80 }),
    planSessions: integer('plan_sessions'),
    /** Price of this one session in minor units of `currency` (0 for a free session). */
    priceMinor: integer('price_minor').notNull().default(0),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    agenda: text('agenda').notNull().default(''),
    meetingUrl: text('meeting_url').notNull(),
    /** The mentor's time zone when booked, and the zone the mentee booked in (for mails). */
    mentorTimeZone: varchar('mentor_time_zone', { length: 64 }).notNull().default('UTC'),
    menteeTimeZone: varchar('mentee_time_zone', { length: 64 }).notNull().default('UTC'),
    /** The mentor's calendar priority and tags for this session. */
    priority: varchar('priority', { length: 8 }).$type<'high' | 'medium' | 'low'>(),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** A recording link the mentor added to a held session. */
    recordingUrl: text('recording_url'),
    /** The mentor's session notes (both read them) and the mentee's private notes. */
    mentorNotes: text('mentor_notes').notNull().default(''),
    menteeNotes: text('mentee_notes').notNull().default(''),
    /** A new time the mentor proposed and the mentee has not answered yet. */
    proposedStartsAt: timestamp('proposed_starts_at', { withTimezone: true }),
    proposedEndsAt: timestamp('proposed_ends_at', { withTimezone: true }),
    proposalReason: text('proposal_reason'),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    /** Absences reported after the session (docs/product.md#124-sessions). */
    menteeAbsent: boolean('mentee_absent').notNull().default(false),
    mentorAbsent: boolean('mentor_absent').notNull().default(false),
    /** Who cancelled (`cancelled` only). */
    cancelledBy: varchar('cancelled_by', { length: 8 }).$type<'mentee' | 'mentor'>(),
    /** The calendar invite's SEQUENCE: raised on every change. */
    sequence: integer('sequence').notNull().default(0),
    /** A mentee's cancellation inside the change notice. */
    lateCancellation: boolean('late_cancellation').notNull().default(false),
    /**
     * The mentee's goal the agenda names; owned by the goals module, so no foreign
     * key: a deleted goal simply stops being shown.
     */
    goalId: varchar('goal_id', { length: 36 }),
    /**
     * Where the visit that led to this booking came from
     * (docs/product.md#1210-earnings-and-analytics), one of contracts `VISIT_SOURCES`; null when
     * unknown.
     */
    source: varchar('source', { length: 16 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_mentor_starts_idx').on(t.mentorId, t.startsAt),
    index('bookings_mentee_starts_idx').on(t.menteeId, t.startsAt),
    check('bookings_times', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'bookings_blocked',
      sql`${t.blockedFrom} <= ${t.startsAt} and ${t.blockedUntil} >= ${t.endsAt}`,
    ),
    check(
      'bookings_status',
      sql`${t.status} in ('pending', 'confirmed', 'cancelled', 'declined', 'expired')`,
    ),
    check('bookings_price', sql`${t.priceMinor} >= 0`),
    check('bookings_priority', sql`${t.priority} in ('high', 'medium', 'low')`),
    index('bookings_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Every change of a booking, oldest first: who, when, what, why. */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: varchar('booking_id', { length: 36 })
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Who made the change; null for the system (e.g. expiry). */
    actorId: varchar('actor_id', { length: 36 }).references(() => users.id, {
      onDelete: 'set null',
    }),
    kind: varchar('kind', { length: 24 }).notNull(),
    reason: text('reason'),
    /** Who, by side: `mentee`, `mentor`, or `system`. */
    actorRole: varchar('actor_role', { length: 8 })
      .$type<'mentee' | 'mentor' | 'system'>()
      .notNull()
      .default('system'),
    /** The times before and after a move (or a proposal). */
    previousStartsAt: timestamp('previous_starts_at', { withTimezone: true }),
    newStartsAt: timestamp('new_starts_at', { withTimezone: true }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_changes_booking_idx').on(t.bookingId, t.at)],
);

/**
 * Files attached to a session by either participant (docs/product.md#124-sessions). The
 * bytes live in the upload store (`DATA_DIR/uploads` by default) under `storage_key`; the
 * media type was detected from the content.
 */
export const bookingAttachments = pgTable(
  'booking_attachments',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    bookingId: varchar('booking_id', { length: 36 })
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    uploaderId: varchar('uploader_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploaderRole: varchar('uploader_role', { length: 8 }).$type<'mentee' | 'mentor'>().notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    mediaType: varchar('media_type', { length: 128 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: varchar('storage_key', { length: 128 }).notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_attachments_booking_idx').on(t.bookingId, t.createdAt)],
);

/** A mentee's rating of a held session, one per booking (docs/product.md#124-sessions). */
export const reviews = pgTable(
  'reviews',
  {
    bookingId: varchar('booking_id', { length: 36 })
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    mentorId: varchar('mentor_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menteeId: varchar('mentee_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
    /**
     * When a moderator removed it (docs/product.md#143-moderation-and-suspension): kept for the
     * record, shown to everyone as "Removed by a moderator".
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: varchar('removed_by', { length: 36 }),
    /** The mentor's one reply (docs/product.md#1215-review-replies), posted at `replied_at`. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_mentor_idx').on(t.mentorId, t.createdAt),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_reply',
      sql`(${t.reply} is null) = (${t.repliedAt} is null) and char_length(${t.reply}) <= 1000`,
    ),
  ],
);

/**
 * A person's private calendar feed (Settings → Integrations): an iCalendar
 * subscription URL of their sessions carrying a secret token. Only the token's SHA-256 is
 * stored; regenerating replaces the row, which revokes the old URL.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: varchar('user_id', { length: 36 })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('calendar_feeds_token_key'),
  createdAt: createdAt(),
});
