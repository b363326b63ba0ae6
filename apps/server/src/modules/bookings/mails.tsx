/** @jsxRuntime automatic @jsxImportSource react */
import { formatUnit, JOIN_OPENS_MINUTES } from '@pathwise/contracts';
import { mailT } from '../../mail/i18n.ts';
import {
  DEFAULT_MAIL_LANGUAGE,
  mailLanguage,
  mailLocale,
  withLanguage,
  type MailLanguage,
} from '../../mail/language.ts';
import { oneLine } from '../../mail/message.ts';
import type { BookingEvent, BookingParticipant } from '../../lib/events.ts';
import { sessionMail, type BookingMailContext, type Side } from './session-mail.tsx';

/**
 * The booking mails (docs/product.md#123-booking), one per change and side, each
 * written on {@link sessionMail} (the shared layout, time in the reader's zone and invite), in
 * the reader's language (`BookingParticipant.language`; docs/product.md#15-languages), their
 * texts in the `bookings` catalogue.
 */

const nameOf = (p: BookingParticipant) => oneLine(p.name);
const otherOf = (e: BookingEvent, side: Side) => (side === 'mentor' ? e.mentee : e.mentor);
const reasonQuote = (e: BookingEvent, labelText: string) =>
  e.reason?.trim() ? { label: labelText, text: e.reason.trim() } : null;

/** What every template starts from: the other side's name and the reader's texts. */
function reading(e: BookingEvent, side: Side) {
  const language = mailLanguage(e[side].language);
  const t = mailT(language, 'bookings');
  const other = nameOf(otherOf(e, side));
  return { language, other, t: (key: string) => t(key, { other }) };
}

/**
 * `booking.created`: to the mentee, "booked" (confirmed) or "waiting for the mentor" (pending,
 * expires after 48 hours); to the mentor, "a new booking" or "a request to confirm" with a
 * link to their calendar (`/dashboard_mentor/calendar`).
 */
export function bookingCreatedMail(ctx: BookingMailContext, e: BookingEvent, side: Side) {
  const { t, language } = reading(e, side);
  const pending = e.status === 'pending';
  if (side === 'mentee') {
    return sessionMail({
      ctx,
      event: e,
      side,
      subject: pending ? t('created.menteePendingSubject') : t('created.menteeSubject'),
      paragraphs: pending
        ? [t('created.menteePending1'), t('created.menteePending2')]
        : [t('created.mentee1')],
    });
  }
  return sessionMail({
    ctx,
    event: e,
    side,
    subject: pending ? t('created.mentorPendingSubject') : t('created.mentorSubject'),
    paragraphs: pending
      ? [t('created.mentorPending1'), t('created.mentorPending2')]
      : [t('created.mentor1')],
    action: {
      label: pending ? t('created.mentorPendingAction') : t('created.mentorAction'),
      link: withLanguage(`${ctx.appUrl}/dashboard_mentor/calendar`, language),
    },
  });
}

/** `booking.confirmed`: the mentee hears the mentor confirmed; the mentor gets the settled invite. */
export function bookingConfirmedMail(ctx: BookingMailContext, e: BookingEvent, side: Side) {
  const { t } = reading(e, side);
  return sessionMail({
    ctx,
    event: e,
    side,
    subject: side === 'mentee' ? t('confirmed.menteeSubject') : t('confirmed.mentorSubject'),
    paragraphs: side === 'mentee' ? [t('confirmed.mentee1')] : [t('confirmed.mentor1')],
  });
}

/**
 * `booking.declined`: the mentee hears the mentor's reason and gets a link to other mentors
 * (`/mentors`); the mentor gets the CANCEL invite that clears the held time.
 */
export function bookingDeclinedMail(ctx: BookingMailContext, e: BookingEvent, side: Side) {
  const { t, language } = reading(e, side);
  if (side === 'mentee') {
    return sessionMail({
      ctx,
      event: e,
      side,
      subject: t('declined.menteeSubject'),
      paragraphs: [t('declined.mentee1'), t('declined.mentee2')],
      whenLabel: t('labels.requestedTime'),
      quote: reasonQuote(e, t('labels.mentorReason')),
      action: {
        label: t('declined.menteeAction'),
        link: withLanguage(`${ctx.appUrl}/mentors`, language),
      },
    });
  }
  return sessionMail({
    ctx,
    event: e,
    side,
    subject: t('declined.mentorSubject'),
    paragraphs: [t('declined.mentor1')],
    whenLabel: t('labels.requestedTime'),
    quote: reasonQuote(e, t('labels.yourReason')),
  });
}

/**
 * `booking.expired`: the mentor did not answer within 48 hours. The mentee is shown similar
 * mentors (`/mentors`); the mentor gets the CANCEL invite.
 */
export function bookingExpiredMail(ctx: BookingMailContext, e: BookingEvent, side: Side) {
  const { t, language } = reading(e, side);
  if (side === 'mentee') {
    return sessionMail({
      ctx,
      event: e,
      side,
      subject: t('expired.menteeSubject'),
      paragraphs: [t('expired.mentee1'), t('expired.mentee2')],
      whenLabel: t('labels.requestedTime'),
      action: {
        label: t('expired.menteeAction'),
        link: withLanguage(`${ctx.appUrl}/mentors`, language),
      },
    });
  }
  return sessionMail({
    ctx,
    event: e,
    side,
    subject: t('expired.mentorSubject'),
    paragraphs: [t('expired.mentor1')],
    whenLabel: t('labels.requestedTime'),
  });
}

/**
 * `booking.cancelled`: the other side reads who cancelled, the reason, and whether the
 * mentee's cancellation was late (inside the change notice); the side who cancelled gets a
 * short confirmation. Both carry the CANCEL invite.
 */
export function bookingCancelledMail(ctx: BookingMailContext, e: BookingEvent, side: Side) {
  const { t, language } = reading(e, side);
  const byReader = e.actor === side;
  const late = e.lateCancellation
    ? side === 'mentee'
      ? t('cancelled.lateMentee')
      : t('cancelled.lateMentor')
    : undefined;
  if (byReader) {
    return sessionMail({
      ctx,
      event: e,
      side,
      subject: t('cancelled.byYouSubject'),
      paragraphs: [t('cancelled.byYou1')],
      whenLabel: t('labels.cancelledSession'),
      quote: reasonQuote(e, t('labels.yourReason')),
      note: late,
    });
  }
  return sessionMail({
    ctx,
    event: e,
    side,
    subject: e.actor === 'system' ? t('cancelled.systemSubject') : t('cancelled.otherSubject'),
    paragraphs: [e.actor === 'system' ? t('cancelled.system1') : t('cancelled.other1')],
    whenLabel: t('labels.cancelledSession'),
    quote: reasonQuote(
      e,
      e.actor === 'mentor' ? t('labels.mentorReason') : t('labels.menteeReason'),
    ),
    note: late,
    action:
      side === 'mentee'
        ? {
            label: t('cancelled.menteeAction'),
            link: withLanguage(`${ctx.appUrl}/mentors/${e.mentor.id}`, language),
          }
        : undefined,
  });
}

/**
 * `booking.rescheduled`: both sides see the new time and the time it replaces. When the
 * mentee accepted the mentor's proposed time, the mails say so rather than that the mentee
 * moved it (docs/product.md#126-messaging).
 */
export function bookingRescheduledMail(ctx: BookingMailContext, e: BookingEvent, side: Side) {
  const { t } = reading(e, side);
  const duration = e.end.getTime() - e.start.getTime();
  const previous = e.previousStart
    ? [
        {
          label: t('labels.was'),
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
      subject: byReader ? t('rescheduled.acceptedByYouSubject') : t('rescheduled.acceptedSubject'),
      paragraphs: [byReader ? t('rescheduled.acceptedByYou1') : t('rescheduled.accepted1')],
      times: previous,
      whenLabel: t('labels.newTime'),
    });
  return sessionMail({
    ctx,
    event: e,
    side,
    subject: byReader ? t('rescheduled.byYouSubject') : t('rescheduled.otherSubject'),
    paragraphs: [
      byReader
        ? t('rescheduled.byYou1')
        : e.actor === 'mentee' || e.actor === 'mentor'
          ? t('rescheduled.other1')
          : t('rescheduled.system1'),
    ],
    times: previous,
    whenLabel: t('labels.newTime'),
  });
}

/**
 * `booking.proposed`: the mentee reads the mentor's proposed time beside the current one, the
 * reason, and answers Accept or Decline on the session page. The invite is the current one
 * (the booking moves only when accepted).
 */
export function bookingProposedMail(ctx: BookingMailContext, e: BookingEvent, side: Side) {
  const { t, language } = reading(e, side);
  const proposal = e.proposal ?? { start: e.start, end: e.end };
  return sessionMail({
    ctx,
    event: e,
    side,
    subject: t('proposed.subject'),
    paragraphs: [t('proposed.p1')],
    times: [{ label: t('labels.proposedTime'), start: proposal.start, end: proposal.end }],
    whenLabel: t('labels.currentTime'),
    quote: reasonQuote(e, t('labels.mentorReason')),
    action: {
      label: t('proposed.action'),
      link: withLanguage(`${ctx.appUrl}/sessions/${e.bookingId}`, language),
    },
  });
}

/** `booking.proposal-declined`: the mentor hears the mentee kept the current time. */
export function bookingProposalDeclinedMail(ctx: BookingMailContext, e: BookingEvent, side: Side) {
  const { t } = reading(e, side);
  return sessionMail({
    ctx,
    event: e,
    side,
    subject: t('proposalDeclined.subject'),
    paragraphs: [t('proposalDeclined.p1')],
    quote: reasonQuote(e, t('labels.menteeReason')),
  });
}

/**
 * How long before the start, in words, in `language` (default English): `24 hours`,
 * `1 hour`, `30 minutes`; `24 horas`; `24 घंटे` (`Intl` units, docs/product.md#15-languages).
 */
export function beforeStart(
  offsetMinutes: number,
  language: MailLanguage = DEFAULT_MAIL_LANGUAGE,
): string {
  const locale = mailLocale(language);
  return offsetMinutes % 60 === 0
    ? formatUnit(offsetMinutes / 60, 'hour', locale)
    : formatUnit(offsetMinutes, 'minute', locale);
}

/** The reminder `offsetMinutes` before the start (`REMINDER_OFFSETS_MINUTES`), to `side`. */
export function bookingReminderMail(
  ctx: BookingMailContext,
  e: BookingEvent,
  side: Side,
  offsetMinutes: number,
) {
  const { language, other } = reading(e, side);
  const t = mailT(language, 'bookings');
  const values = {
    other,
    before: beforeStart(offsetMinutes, language),
    joinOpens: formatUnit(JOIN_OPENS_MINUTES, 'minute', mailLocale(language)),
  };
  return sessionMail({
    ctx,
    event: e,
    side,
    subject: t('reminder.subject', values),
    paragraphs: [t('reminder.p1', values)],
    action: {
      label: t('labels.openSession'),
      link: withLanguage(`${ctx.appUrl}/sessions/${e.bookingId}`, language),
    },
  });
}
