import {
  ABSENCE_REPORT_HOURS,
  FORMER_MEMBER_NAME,
  AVAILABILITY_DEFAULTS,
  JOIN_OPENS_MINUTES,
  type Availability,
  type Booking,
  type BookingActions,
  type BookingChange,
  type BookingGoal,
  type BookingPerson,
  type MentorCard,
} from '@pathwise/contracts';
import type * as repo from './repository.ts';

/*
 * The one view of a booking row (docs/product.md §12.3): its derived status, what each side
 * may do with it, and its mapping to the contract's `Booking`. Pure functions of the row.
 */

/** A mentor who never saved availability has these rules and no hours (so no slots). */
export function defaultAvailability(timeZone = 'UTC'): Availability {
  return {
    timeZone,
    weeklyHours: [],
    dateOverrides: [],
    ...AVAILABILITY_DEFAULTS,
    maxPerDay: null,
    requiresConfirmation: false,
    meetingUrl: null,
  };
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The caller's side of a booking. */
export type Side = 'mentee' | 'mentor';

/** The fields of a booking row the view and the rules need ({@link repo.BookingRow}). */
export type Row = repo.BookingRow;

/** Names, photos and emails of the people of some bookings, by user id. */
export interface People {
  accounts: Map<string, { id: string; email: string; name: string; timeZone?: string | null }>;
  cards: Map<string, MentorCard>;
  /** The goals the bookings' agendas name, by goal id (absent: none, or deleted). */
  goals?: Map<string, BookingGoal>;
}

/** The change notice of the booking's mentor, in minutes (their availability, else the default). */
export function changeNoticeMinutes(row: Row): number {
  return row.changeNoticeMinutes ?? AVAILABILITY_DEFAULTS.changeNoticeMinutes;
}

/** `held`: confirmed and ended at `now` (never stored). */
export function statusAt(row: Row, now: Date): Booking['status'] {
  return row.status === 'confirmed' && row.endsAt.getTime() <= now.getTime() ? 'held' : row.status;
}

/**
 * What `side` may do with `row` at `now` (docs/product.md §12.3):
 * - join: confirmed, from {@link JOIN_OPENS_MINUTES} before the start until the end;
 * - confirm: the mentor, pending, before the start; decline: the mentor, pending;
 * - cancel: either side, pending or confirmed, before the start;
 * - reschedule: the mentee, pending or confirmed, before the mentor's change notice;
 * - propose: the mentor, pending or confirmed, before the start;
 * - respondToProposal: the mentee, before the start, a proposal open and its start ahead;
 * - review: the mentee, held, not reviewed yet;
 * - reportAbsence: held, within {@link ABSENCE_REPORT_HOURS} after the end, not reported yet.
 */
export function actionsFor(row: Row, side: Side, now: Date): BookingActions {
  const t = now.getTime();
  const start = row.startsAt.getTime();
  const end = row.endsAt.getTime();
  const active = row.status === 'pending' || row.status === 'confirmed';
  const held = statusAt(row, now) === 'held';
  const mentor = side === 'mentor';
  return {
    join: row.status === 'confirmed' && t >= start - JOIN_OPENS_MINUTES * MINUTE_MS && t < end,
    confirm: mentor && row.status === 'pending' && t < start,
    decline: mentor && row.status === 'pending',
    cancel: active && t < start,
    reschedule: !mentor && active && t < start - changeNoticeMinutes(row) * MINUTE_MS,
    propose: mentor && active && t < start,
    respondToProposal:
      !mentor &&
      active &&
      t < start &&
      row.proposedStartsAt !== null &&
      row.proposedStartsAt.getTime() > t,
    review: !mentor && held && row.reviewRating === null,
    reportAbsence:
      held &&
      t <= end + ABSENCE_REPORT_HOURS * HOUR_MS &&
      (mentor ? !row.menteeAbsent : !row.mentorAbsent),
  };
}

/** The first name of a display name (reviews show first names only); a deleted account's whole name (ADR 0019). */
function firstName(name: string): string {
  if (name === FORMER_MEMBER_NAME) return name;
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * The one mapping of a booking row to the contract's `Booking` as `viewerId` sees it: their
 * side, both persons, the derived `held`, their actions, and nothing private of the other
 * side (the mentor's priority is null for the mentee; the mentee's private notes are empty
 * for the mentor).
 */
export function toBooking(row: Row, viewerId: string, people: People, now: Date): Booking {
  const side: Side = row.mentorId === viewerId ? 'mentor' : 'mentee';
  const card = people.cards.get(row.mentorId);
  const mentorAccount = people.accounts.get(row.mentorId);
  const menteeAccount = people.accounts.get(row.menteeId);
  const mentor: BookingPerson = {
    id: row.mentorId,
    name: card?.name || mentorAccount?.name || '',
    photoPath: card?.photoPath ?? null,
    headline: card?.headline ?? null,
  };
  const mentee: BookingPerson = {
    id: row.menteeId,
    name: menteeAccount?.name ?? '',
    photoPath: null,
    headline: null,
  };
  const proposal =
    row.proposedStartsAt && row.proposedEndsAt
      ? {
          start: row.proposedStartsAt.toISOString(),
          end: row.proposedEndsAt.toISOString(),
          reason: row.proposalReason ?? '',
          at: (row.proposedAt ?? row.updatedAt).toISOString(),
        }
      : null;
  return {
    id: row.id,
    role: side,
    mentor,
    mentee,
    status: statusAt(row, now),
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    // Each person's one zone as it is now; the zone stored at booking time until they set one.
    mentorTimeZone: mentorAccount?.timeZone ?? row.mentorTimeZone,
    menteeTimeZone: menteeAccount?.timeZone ?? row.menteeTimeZone,
    planId: row.planId,
    planName: row.planName,
    planSessions: row.planSessions,
    priceMinor: row.priceMinor,
    currency: row.currency,
    agenda: row.agenda,
    meetingUrl: row.meetingUrl,
    recordingUrl: row.recordingUrl,
    priority: side === 'mentor' ? row.priority : null,
    tags: row.tags,
    proposal,
    lateCancellation: row.lateCancellation,
    menteeAbsent: row.menteeAbsent,
    mentorAbsent: row.mentorAbsent,
    notes: row.mentorNotes,
    privateNotes: side === 'mentee' ? row.menteeNotes : '',
    attachmentCount: row.attachmentCount,
    goal: (row.goalId && people.goals?.get(row.goalId)) || null,
    review:
      row.reviewRating === null
        ? null
        : {
            bookingId: row.id,
            rating: row.reviewRating,
            text: row.reviewText ?? '',
            author: firstName(mentee.name),
            createdAt: (row.reviewCreatedAt ?? row.updatedAt).toISOString(),
            reply: row.reviewReply,
            repliedAt: row.reviewRepliedAt?.toISOString() ?? null,
          },
    actions: actionsFor(row, side, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** History kinds written before the contract named them (`booked` → `created`). */
export function changeKind(kind: string): BookingChange['kind'] {
  return kind === 'booked' ? 'created' : (kind as BookingChange['kind']);
}
