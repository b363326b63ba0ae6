import { z } from 'zod';
import { TimeZone } from './availability.ts';
import { VisitSource } from './analytics.ts';
import { TEXT_LIMIT } from './limits.ts';
import { MentorCard } from './mentors.ts';
import { multiLineText, pathId, singleLineText } from './text.ts';
import { instant } from './instant.ts';
import { Review } from './reviews.ts';
import { formatInteger } from './number-format.ts';

/**
 * Bookings: a mentee books a session in a mentor's free time, both sides change it within
 * the mentor's policy, meet, and the mentee reviews it (docs/product.md#123-booking).
 * Payment is out of scope: the price is recorded and shown as billed outside the product,
 * never as paid (docs/product.md#1213-payments).
 *
 * Times are ISO instants in UTC; clients show them in the viewer's time zone.
 */

/**
 * A booking's state. `pending` waits for the mentor's confirmation (48 hours, then
 * `expired`); `held` is a confirmed booking whose end has passed (derived when read, never
 * stored); `cancelled` by either side; `declined` by the mentor.
 */
export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'held',
  'cancelled',
  'declined',
  'expired',
] as const;
export const BookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatus>;

/** How long a pending booking waits for the mentor: docs/product.md#123-booking. */
export const PENDING_EXPIRY_HOURS = 48;
/** How long after a session's end absences may be reported: docs/product.md#124-sessions. */
export const ABSENCE_REPORT_HOURS = 48;
/** The Join link works from this many minutes before the start: docs/product.md#124-sessions. */
export const JOIN_OPENS_MINUTES = 10;
/** Reminders go out this many minutes before the start: docs/product.md#123-booking. */
export const REMINDER_OFFSETS_MINUTES = [24 * 60, 60] as const;

/** Longest agenda ("What do you want from this session?"), in characters. */
export const AGENDA_MAX_LENGTH = TEXT_LIMIT;
/** Longest reason for a cancellation, a decline or a proposed time. */
export const CHANGE_REASON_MAX_LENGTH = 500;
/** Longest session notes (either side's), in characters. */
export const NOTES_MAX_LENGTH = 20_000;
/** Longest review text. */
export const REVIEW_MAX_LENGTH = TEXT_LIMIT;
/** Tags a mentor may put on one session, and the longest tag. */
export const MAX_SESSION_TAGS = 5;
export const SESSION_TAG_MAX_LENGTH = 32;

/** Attachments: at most 10 MB each and 20 per session (docs/product.md#124-sessions). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS_PER_BOOKING = 20;
/** Accepted attachment types, checked by the file's content (PDF, images, office documents). */
export const ATTACHMENT_MEDIA_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
] as const;

/** A session's priority on the mentor's calendar (docs/product.md#220-mentor-dashboard). */
export const SESSION_PRIORITIES = ['high', 'medium', 'low'] as const;
export const SessionPriority = z.enum(SESSION_PRIORITIES);
export type SessionPriority = z.infer<typeof SessionPriority>;

const agenda = () =>
  multiLineText(
    AGENDA_MAX_LENGTH,
    `Must be at most ${formatInteger(AGENDA_MAX_LENGTH, 'en-US')} characters`,
  );
const reason = () =>
  multiLineText(
    CHANGE_REASON_MAX_LENGTH,
    `Must be at most ${formatInteger(CHANGE_REASON_MAX_LENGTH, 'en-US')} characters`,
  );

/** `POST /api/bookings`: book `start` (a slot of `GET /api/mentors/:id/slots`) under a plan. */
export const CreateBooking = z.object({
  mentorId: pathId(36),
  start: instant(),
  /** One of the mentor's plans (a plan priced 0 is a free, volunteer session). */
  planId: pathId(36),
  agenda: agenda().default(''),
  /** The mentee's time zone, for their mails and invites (default: the mentor's). */
  timeZone: TimeZone.optional(),
  /**
   * The goal the agenda names: one of the mentee's active goals
   * (docs/product.md#125-goals-and-activities); anything else answers 400 naming `goalId`.
   */
  goalId: pathId(36).nullable().optional(),
  /**
   * Where the profile visit that led to this booking came from
   * (docs/product.md#1210-earnings-and-analytics).
   */
  source: VisitSource.optional(),
});
export type CreateBooking = z.infer<typeof CreateBooking>;

/**
 * The mentee's goal a booking's agenda names, with its progress (0–100), as both
 * participants see it on the session page: naming it in a booking shows it to that mentor.
 */
export const BookingGoal = z.object({
  id: z.string(),
  title: z.string(),
  progress: z.number().int().min(0).max(100),
});
export type BookingGoal = z.infer<typeof BookingGoal>;

/** `:id` of a booking route. */
export const BookingParams = z.object({ id: pathId(36) });
export type BookingParams = z.infer<typeof BookingParams>;

/** `:id` and `:attachmentId` of an attachment route. */
export const AttachmentParams = z.object({ id: pathId(36), attachmentId: pathId(36) });
export type AttachmentParams = z.infer<typeof AttachmentParams>;

/** A participant as the other side sees them. */
export const BookingPerson = z.object({
  id: z.string(),
  name: z.string(),
  /** A path on this site (mentors with a photo), else null: the UI shows initials. */
  photoPath: z.string().nullable(),
  /** The mentor's headline (e.g. "Engineering Director · Vantyx"); null for mentees. */
  headline: z.string().nullable(),
});
export type BookingPerson = z.infer<typeof BookingPerson>;

/** A new time the mentor proposed; the mentee accepts (the booking moves) or declines. */
export const BookingProposal = z.object({
  start: z.string(),
  end: z.string(),
  reason: z.string(),
  at: z.string(),
});
export type BookingProposal = z.infer<typeof BookingProposal>;

/** What the caller may do with a booking now, by the state and the mentor's policy. */
export const BookingActions = z.object({
  join: z.boolean(),
  confirm: z.boolean(),
  decline: z.boolean(),
  cancel: z.boolean(),
  /** Mentee: move to another free slot (until the change notice). */
  reschedule: z.boolean(),
  /** Mentor: propose a new time. */
  propose: z.boolean(),
  /** Mentee: answer the mentor's proposal. */
  respondToProposal: z.boolean(),
  /** Mentee: rate a held session (once). */
  review: z.boolean(),
  /** Report the other side absent (within 48 hours of the end). */
  reportAbsence: z.boolean(),
});
export type BookingActions = z.infer<typeof BookingActions>;

/** A booking as its two participants see it (`GET /api/bookings`, `GET /api/bookings/:id`). */
export const Booking = z.object({
  id: z.string(),
  /** The caller's side of this booking. */
  role: z.enum(['mentee', 'mentor']),
  mentor: BookingPerson,
  mentee: BookingPerson,
  status: BookingStatus,
  start: z.string(),
  end: z.string(),
  /** The mentor's time zone, shown beside the viewer's. */
  mentorTimeZone: z.string(),
  /** The time zone the mentee booked in. */
  menteeTimeZone: z.string(),
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  /** Sessions the plan covers (copied at booking time). */
  planSessions: z.number().int().nullable(),
  /** Price of this session in minor units of `currency`; billed outside the product. */
  priceMinor: z.number().int(),
  currency: z.string().length(3),
  agenda: z.string(),
  meetingUrl: z.string(),
  /** A recording link the mentor added to a held session. */
  recordingUrl: z.string().nullable(),
  /** The mentor's priority on their calendar; null for the mentee. */
  priority: SessionPriority.nullable(),
  tags: z.array(z.string()),
  proposal: BookingProposal.nullable(),
  /** A mentee's cancellation inside the change notice. */
  lateCancellation: z.boolean(),
  menteeAbsent: z.boolean(),
  mentorAbsent: z.boolean(),
  /** The mentor's session notes, which both sides read. */
  notes: z.string(),
  /** The mentee's private notes; empty for the mentor. */
  privateNotes: z.string(),
  attachmentCount: z.number().int(),
  review: Review.nullable(),
  /**
   * The mentee's goal the agenda names (null: none, or the goal was deleted). The server
   * always sends it; optional so that older fixtures stay valid.
   */
  goal: BookingGoal.nullable().optional(),
  actions: BookingActions,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Booking = z.infer<typeof Booking>;

/** What happened to a booking. */
export const BOOKING_CHANGE_KINDS = [
  'created',
  'confirmed',
  'declined',
  'expired',
  'cancelled',
  'rescheduled',
  'proposed',
  'proposal_accepted',
  'proposal_declined',
  'absence_reported',
  'reviewed',
] as const;
export const BookingChangeKind = z.enum(BOOKING_CHANGE_KINDS);
export type BookingChangeKind = z.infer<typeof BookingChangeKind>;

/** One entry of a booking's history, oldest first. */
export const BookingChange = z.object({
  kind: BookingChangeKind,
  /** Who: the mentee, the mentor, or the system (expiry). */
  by: z.enum(['mentee', 'mentor', 'system']),
  at: z.string(),
  reason: z.string().nullable(),
  /** For a move: the times before and after. */
  previousStart: z.string().nullable(),
  newStart: z.string().nullable(),
});
export type BookingChange = z.infer<typeof BookingChange>;

/** A file attached to a session. */
export const Attachment = z.object({
  id: z.string(),
  fileName: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
  /** Who attached it. */
  by: z.enum(['mentee', 'mentor']),
  /** Where the participants download it (`Content-Disposition: attachment`). */
  url: z.string(),
  createdAt: z.string(),
});
export type Attachment = z.infer<typeof Attachment>;

/** `GET /api/bookings/:id`: the booking with its history and attachments. */
export const BookingDetail = Booking.extend({
  history: z.array(BookingChange),
  attachments: z.array(Attachment),
});
export type BookingDetail = z.infer<typeof BookingDetail>;

/**
 * `GET /api/bookings` query. `when`: `upcoming` (pending or confirmed, not ended; soonest
 * first), `past` (ended, or cancelled/declined/expired; newest first by default), `pending`
 * (waiting for the mentor), `all`. `from`/`to` bound the start (the calendar's month).
 * `q` searches the other person's name, agenda, notes and tags. `sort` for past sessions:
 * `recent`, `oldest`, `mentor` (the other person's name).
 */
export const BookingListQuery = z.object({
  when: z.enum(['upcoming', 'past', 'pending', 'all']).default('all'),
  from: instant().optional(),
  to: instant().optional(),
  q: singleLineText(200).optional(),
  sort: z.enum(['recent', 'oldest', 'mentor']).optional(),
  /** Only bookings with this other person. */
  with: pathId(36).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type BookingListQuery = z.infer<typeof BookingListQuery>;

/** `GET /api/bookings`: the signed-in person's bookings, as mentee or mentor. */
export const BookingList = z.object({ items: z.array(Booking) });
export type BookingList = z.infer<typeof BookingList>;

/** `POST /api/bookings/:id/cancel` and `/decline`. */
export const CancelBooking = z.object({ reason: reason().default('') });
export type CancelBooking = z.infer<typeof CancelBooking>;

/** `POST /api/bookings/:id/reschedule` (mentee) and `/proposal` (mentor): a new start. */
export const MoveBooking = z.object({ start: instant(), reason: reason().default('') });
export type MoveBooking = z.infer<typeof MoveBooking>;

/** `PATCH /api/bookings/:id` (mentor): calendar details of one session. */
export const UpdateBooking = z
  .object({
    priority: SessionPriority.nullable(),
    tags: z
      .array(singleLineText(SESSION_TAG_MAX_LENGTH).pipe(z.string().trim().min(1)))
      .max(MAX_SESSION_TAGS),
    recordingUrl: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .nullable(),
  })
  .partial();
export type UpdateBooking = z.infer<typeof UpdateBooking>;

/** `PUT /api/bookings/:id/notes`: the mentor's session notes, or the mentee's private notes. */
export const SaveNotes = z.object({
  text: multiLineText(
    NOTES_MAX_LENGTH,
    `Must be at most ${formatInteger(NOTES_MAX_LENGTH, 'en-US')} characters`,
  ),
});
export type SaveNotes = z.infer<typeof SaveNotes>;

/**
 * `PUT /api/bookings/:id/goal` (the mentee, an upcoming booking): name one of their active
 * goals for the session, or none.
 */
export const SetBookingGoal = z.object({ goalId: pathId(36).nullable() });
export type SetBookingGoal = z.infer<typeof SetBookingGoal>;

/** `POST /api/bookings/:id/review` (mentee, a held session, once). */
export const CreateReview = z.object({
  rating: z.number().int().min(1).max(5),
  text: multiLineText(
    REVIEW_MAX_LENGTH,
    `Must be at most ${formatInteger(REVIEW_MAX_LENGTH, 'en-US')} characters`,
  ).default(''),
});
export type CreateReview = z.infer<typeof CreateReview>;

/**
 * `GET /api/mentors/:id/plan-balances` (mentee): for each of the mentor's plans, the
 * sessions left in the caller's open package (`sessions` when none is open: booking opens
 * one). The booking page shows "2 of 2 sessions left".
 */
export const PlanBalance = z.object({
  planId: z.string(),
  sessions: z.number().int(),
  left: z.number().int(),
});
export const PlanBalanceList = z.object({
  items: z.array(PlanBalance),
  /**
   * Null (or absent) when the caller may book this mentor; else why not: the
   * mentor takes no new mentees (`not_accepting`) or has as many active mentees as they take
   * at once (`at_capacity`). A mentee who already has a session with the mentor may book.
   */
  closed: z.enum(['not_accepting', 'at_capacity']).nullable().optional(),
  /**
   * Plans the mentor has since changed or removed in which the caller still has sessions
   * left: they keep their terms, bookable until used up.
   */
  archived: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        priceMinor: z.number().int(),
        currency: z.string().length(3),
        sessions: z.number().int(),
        deliverables: z.string().nullable(),
      }),
    )
    .optional(),
});
export type PlanBalance = z.infer<typeof PlanBalance>;
export type PlanBalanceList = z.infer<typeof PlanBalanceList>;

/**
 * `GET /api/my-mentors` (mentee): the mentors the caller has booked, most recent first,
 * with their session counts.
 */
export const MyMentor = z.object({
  mentor: MentorCard,
  completedSessions: z.number().int(),
  upcomingSessions: z.number().int(),
  lastSessionAt: z.string().nullable(),
  nextSessionAt: z.string().nullable(),
});
export const MyMentorList = z.object({ items: z.array(MyMentor) });
export type MyMentor = z.infer<typeof MyMentor>;
export type MyMentorList = z.infer<typeof MyMentorList>;
