/** @jsxRuntime automatic @jsxImportSource react */
import { formatUnit, JOIN_OPENS_MINUTES } from '@pathwise/contracts';
import { MAIL_LOCALE, oneLine } from '../../mail/message.ts';
import type { BookingEvent, BookingParticipant } from '../../lib/events.ts';
import { sessionMail, type BookingMailContext, type Side } from './session-mail.tsx';

/**
 * The booking mails (docs/product.md#123-booking), one per change and side, each
 * written on {@link sessionMail} (the shared layout, time in the reader's zone and invite).
 */

const nameOf = (p: BookingParticipant) => oneLine(p.name);
const otherOf = (e: BookingEvent, side: Side) => (side === 'mentor' ? e.mentee : e.mentor);
const reasonQuote = (e: BookingEvent, labelText: string) =>
  e.reason?.trim() ? { label: labelText, text: e.reason.trim() } : null;

/**
 * `booking.created`: to the mentee, "booked" (confirmed) or "waiting for the mentor" (pending,
 * expires after 48 hours); to the mentor, "a new booking" or "a request to confirm" with a
 * link to their calendar (`/dashboard_mentor/calendar`).
 */
export function bookingCreatedMail(ctx: BookingMailContext, e: BookingEvent, side: Side) {
  const other = nameOf(otherOf(e, side));
  const pending = e.status === 'pending';
  if (side === 'mentee') {
    return sessionMail({
      ctx,
      event: e,
      side,
      subject: pending
        ? `Your session request to ${other} is waiting for the mentor`
        : `Your session with ${other} is booked`,
      paragraphs: pending
        ? [
            `You asked ${other} for a session. ${other} confirms each booking personally: we will email you as soon as they answer.`,
            'If they do not answer within 48 hours, the request expires and the time is free again.',
          ]
        : [`Your session with ${other} is booked and confirmed.`],
    });
  }
  return sessionMail({
    ctx,
    event: e,
    side,
    subject: pending
      ? `${other} asks to book a session: please confirm`
      : `New booking: ${other} booked a session`,
    paragraphs: pending
      ? [
          `${other} asks to book a session with you. Please confirm or decline it in your calendar.`,
          'Without an answer within 48 hours the request expires and the time is free again.',
        ]
      : [`${other} booked a session with you.`],
    action: {
      label: pending ? 'Confirm or decline' : 'Open your calendar',
      link: `${ctx.appUrl}/dashboard_mentor/calendar`,
    },
  });
}

/** `booking.confirmed`: the mentee hears the mentor confirmed; the mentor gets the settled invite. */
export function bookingConfirmedMail(ctx: BookingMailContext, e: BookingEvent, side: Side) {
  const other = nameOf(otherOf(e, side));
  return sessionMail({
    ctx,
    event: e,
    side,
    subject:
      side === 'mentee'
        ? `${other} confirmed your session`
        : `You confirmed the session with ${other}`,
    paragraphs:
      side === 'mentee'
        ? [`Good news: ${other} confirmed your session.`]
        : [`You confirmed the session with ${other}. It is now in your calendar.`],
  });
}

/**
 * `booking.declined`: the mentee hears the mentor's reason and gets a link to other mentors
 * (`/mentors`); the mentor gets the CANCEL invite that clears the held time.
 */
export function bookingDeclinedMail(ctx: BookingMailContext, e: BookingEvent, side: Side) {
  const other = nameOf(otherOf(e, side));
  if (side === 'mentee') {
    return sessionMail({
      ctx,
      event: e,
      side,
      subject: `${other} declined your session request`,
      paragraphs: [
        `${other} declined your session request. The time and your plan session are free again.`,
        'Other mentors with similar skills may have time for you.',
      ],
      whenLabel: 'Requested time',
      quote: reasonQuote(e, 'The mentor’s reason'),
      action: { label: 'Find similar mentors', link: `${ctx.appUrl}/mentors` },
    });
  }
  return sessionMail({
    ctx,
    event: e,
    side,
    subject: `You declined ${other}’s session request`,
    paragraphs: [`You declined ${other}’s session request; the time is free again.`],
    whenLabel: 'Requested time',
    quote: reasonQuote(e, 'Your reason'),
  });
}

/**
 * `booking.expired`: the mentor did not answer within 48 hours. The mentee is shown similar
 * mentors (`/mentors`); the mentor gets the CANCEL invite.
 */
export function bookingExpiredMail(ctx: BookingMailContext, e: BookingEvent, side: Side) {
  const other = nameOf(otherOf(e, side));
  if (side === 'mentee') {
    return sessionMail({
      ctx,
      event: e,
      side,
      subject: `Your session request to ${other} expired`,
      paragraphs: [
        `${other} did not answer your session request within 48 hours, so it expired. Your plan session is free again.`,
        'We have picked similar mentors who may have time for you.',
      ],
      whenLabel: 'Requested time',
      action: { label: 'See similar mentors', link: `${ctx.appUrl}/mentors` },
    });
  }
  return sessionMail({
    ctx,
    event: e,
    side,
    subject: `${other}’s session request expired`,
    paragraphs: [
      `${other}’s session request got no answer within 48 hours, so it expired and the time is free again.`,
    ],
    whenLabel: 'Requested time',
  });
}

/**
 * `booking.cancelled`: the other side reads who cancelled, the reason, and whether the
 * mentee's cancellation was late (inside the change notice); the side who cancelled gets a
 * short confirmation. Both carry the CANCEL invite.
 */
export function bookingCancelledMail(ctx: BookingMailContext, e: BookingEvent, side: Side) {
  const other = nameOf(otherOf(e, side));
  const byReader = e.actor === side;
  const late = e.lateCancellation
    ? side === 'mentee'
      ? 'This cancellation came inside the mentor’s change notice, so it counts as late: the plan session is used.'
      : 'This cancellation came inside your change notice, so it counts as late.'
    : undefined;
  if (byReader) {
    return sessionMail({
      ctx,
      event: e,
      side,
      subject: `You cancelled your session with ${other}`,
      paragraphs: [`You cancelled your session with ${other}. We let them know.`],
      whenLabel: 'Cancelled session',
      quote: reasonQuote(e, 'Your reason'),
      note: late,
    });
  }
  return sessionMail({
    ctx,
    event: e,
    side,
    subject:
      e.actor === 'system'
        ? `Your session with ${other} was cancelled`
        : `${other} cancelled your session`,
    paragraphs: [
      e.actor === 'system'
        ? `Your session with ${other} was cancelled.`
        : `${other} cancelled your session.`,
    ],
    whenLabel: 'Cancelled session',
    quote: reasonQuote(e, e.actor === 'mentor' ? 'The mentor’s reason' : 'The mentee’s reason'),
    note: late,
    action:
      side === 'mentee'
        ? { label: 'Book another time', link: `${ctx.appUrl}/mentors/${e.mentor.id}` }
        : undefined,
  });
}

/**
 * `booking.rescheduled`: both sides see the new time and the time it replaces. When the
 * mentee accepted the mentor's proposed time, the mails say so rather than that the mentee
 * moved it (docs/product.md#126-messaging).
 */
export function bookingRescheduledMail(ctx: BookingMailContext, e: BookingEvent, side: Side) {
  const other = nameOf(otherOf(e, side));
  const duration = e.end.getTime() - e.start.getTime();
  const previous = e.previousStart
    ? [
        {
          label: 'Was',
          start: e.previousStart,
          end: new Date(e.previousStart.getTime() + duration),
        },
      ]
    : [];
  const byReader = e.actor === side;
  if (e.acceptedProposal)
    return sessionMail({
      ctx,
      event: e,
      side,
      subject: byReader
        ? `You accepted ${other}’s new time`
        : `${other} accepted the new time you proposed`,
      paragraphs: [
        byReader
          ? `You accepted the new time ${other} proposed: your session has moved. We let them know.`
          : `${other} accepted the new time you proposed: your session has moved.`,
      ],
      times: previous,
      whenLabel: 'New time',
    });
  return sessionMail({
    ctx,
    event: e,
    side,
    subject: byReader ? `Your session with ${other} has moved` : `${other} moved your session`,
    paragraphs: [
      byReader
        ? `Your session with ${other} has moved to a new time. We let them know.`
        : e.actor === 'mentee' || e.actor === 'mentor'
          ? `${other} moved your session to a new time.`
          : `Your session with ${other} has moved to a new time.`,
    ],
    times: previous,
    whenLabel: 'New time',
  });
}

/**
 * `booking.proposed`: the mentee reads the mentor's proposed time beside the current one, the
 * reason, and answers Accept or Decline on the session page. The invite is the current one
 * (the booking moves only when accepted).
 */
export function bookingProposedMail(ctx: BookingMailContext, e: BookingEvent, side: Side) {
  const other = nameOf(otherOf(e, side));
  const proposal = e.proposal ?? { start: e.start, end: e.end };
  return sessionMail({
    ctx,
    event: e,
    side,
    subject: `${other} proposes a new time for your session`,
    paragraphs: [
      `${other} proposes to move your session to a new time. Accept it and the session moves; decline it and the current time stands.`,
    ],
    times: [{ label: 'Proposed time', start: proposal.start, end: proposal.end }],
    whenLabel: 'Current time',
    quote: reasonQuote(e, 'The mentor’s reason'),
    action: { label: 'Accept or decline', link: `${ctx.appUrl}/sessions/${e.bookingId}` },
  });
}

/** `booking.proposal-declined`: the mentor hears the mentee kept the current time. */
export function bookingProposalDeclinedMail(ctx: BookingMailContext, e: BookingEvent, side: Side) {
  const other = nameOf(otherOf(e, side));
  return sessionMail({
    ctx,
    event: e,
    side,
    subject: `${other} declined your proposed time`,
    paragraphs: [
      `${other} declined the new time you proposed. The session stays at its current time.`,
    ],
    quote: reasonQuote(e, 'The mentee’s reason'),
  });
}

/** How long before the start, in words: `24 hours`, `1 hour`, `30 minutes`. */
export function beforeStart(offsetMinutes: number): string {
  return offsetMinutes % 60 === 0
    ? formatUnit(offsetMinutes / 60, 'hour', MAIL_LOCALE)
    : formatUnit(offsetMinutes, 'minute', MAIL_LOCALE);
}

/** The reminder `offsetMinutes` before the start (`REMINDER_OFFSETS_MINUTES`), to `side`. */
export function bookingReminderMail(
  ctx: BookingMailContext,
  e: BookingEvent,
  side: Side,
  offsetMinutes: number,
) {
  const other = nameOf(otherOf(e, side));
  return sessionMail({
    ctx,
    event: e,
    side,
    subject: `Reminder: your session with ${other} starts in ${beforeStart(offsetMinutes)}`,
    paragraphs: [
      `Your session with ${other} starts in ${beforeStart(offsetMinutes)}. The meeting link opens ${JOIN_OPENS_MINUTES} minutes before the start.`,
    ],
    action: { label: 'Open the session', link: `${ctx.appUrl}/sessions/${e.bookingId}` },
  });
}
