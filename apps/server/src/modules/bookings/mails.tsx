/** @jsxRuntime automatic @jsxImportSource react */
import { formatTimeRange, formatUnit, JOIN_OPENS_MINUTES } from '@pathwise/contracts';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import {
  Action,
  Greeting,
  greeting,
  Link,
  MailLayout,
  Note,
  Paragraph,
  Quote,
  renderMail,
  Signature,
} from '../../mail/layout.tsx';
import { MAIL_LOCALE, oneLine, type MailMessage } from '../../mail/message.ts';
import type { BookingEvent, BookingParticipant } from '../../lib/events.ts';
import { bookingCalendar, inviteFilename } from './ics.ts';

/**
 * The booking mails (issue 9 "Mail and calendar invites"): one per change and side, each with
 * the session's time in the recipient's own time zone (the zone named), the other side, the
 * agenda, the meeting link, the session page (`/sessions/:id`) and the booking's `.ics`
 * invite (nodemailer `icalEvent`: METHOD:REQUEST, or CANCEL once the booking is off).
 *
 * Names, agendas and reasons are user-supplied: React escapes them in the HTML part, names
 * are made one line ({@link oneLine}) and never stand in a link; the meeting link is a link
 * only when it is an http(s) URL. Texts are English, written here as in every mail module.
 * The plain-text part is written beside the HTML.
 */

/** What every booking mail needs from the configuration. */
export interface BookingMailContext {
  appName: string;
  /** APP_URL's origin, e.g. `https://pathwise.example`. */
  appUrl: string;
}

/** A side of a booking. */
export type Side = 'mentor' | 'mentee';

/** `timeZone` if this runtime knows it, else `UTC` (a mail never fails on a zone). */
function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat(MAIL_LOCALE, { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** ICU's narrow and thin spaces (before AM/PM, around the range dash) as plain spaces. */
const plainSpaces = (s: string) => s.replace(/[\u202f\u2009\u00a0]/g, ' ');

/**
 * A session's time as its reader sees it, in `timeZone` with the zone named, e.g.
 * `Tuesday, December 1, 2026, 4:00 – 5:00 PM (Europe/Berlin, GMT+1)`; across midnight both
 * days (`…, 11:00 PM – Wednesday, December 2, 2026 at 12:00 AM`), by the range formatter the
 * web app uses too (contracts `formatTimeRange`, issue 17 item 3). An unknown zone falls
 * back to UTC.
 */
export function formatSessionTime(start: Date, end: Date, timeZone: string): string {
  const zone = knownZone(timeZone);
  const times = formatTimeRange(start, end, { timeZone: zone, locale: MAIL_LOCALE, style: 'long' });
  const offset =
    new Intl.DateTimeFormat(MAIL_LOCALE, { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(start)
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  const zoneName = zone.replaceAll('_', ' ');
  const named = zone === 'UTC' || !offset ? zoneName : `${zoneName}, ${offset}`;
  return plainSpaces(`${times} (${named})`);
}

/** A link only for http(s) addresses (a mentor's own room is user-supplied). */
function isWebLink(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

const label = { fontWeight: 'bold' } as const;
const line = { fontSize: '16px', lineHeight: '24px', margin: '0 0 8px' };

interface SessionMail {
  ctx: BookingMailContext;
  event: BookingEvent;
  /** Who reads it. */
  side: Side;
  subject: string;
  paragraphs: string[];
  /** Times shown before the session's own (e.g. the time before a move, a proposed time). */
  times?: { label: string; start: Date; end: Date }[];
  /** The label of the session's own time (default "When"). */
  whenLabel?: string;
  /** A reason quoted as given. */
  quote?: { label: string; text: string } | null;
  /** The call to action (default: the session page). */
  action?: { label: string; link: string };
  /** A small note after the details. */
  note?: string;
}

/** Render one booking mail to `side` with its invite. */
async function sessionMail(m: SessionMail): Promise<MailMessage> {
  const { ctx, event, side } = m;
  const reader: BookingParticipant = event[side];
  const other: BookingParticipant = side === 'mentor' ? event.mentee : event.mentor;
  const zone = reader.timeZone;
  const sessionPage = `${ctx.appUrl}/sessions/${event.bookingId}`;
  const calendarFile = `${ctx.appUrl}/api/bookings/${event.bookingId}/ics`;
  const action = m.action ?? { label: 'Open the session', link: sessionPage };
  const times = [
    ...(m.times ?? []).map((t) => ({
      label: t.label,
      value: formatSessionTime(t.start, t.end, zone),
    })),
    { label: m.whenLabel ?? 'When', value: formatSessionTime(event.start, event.end, zone) },
  ];
  const withLine = `${side === 'mentor' ? 'Mentee' : 'Mentor'}: ${oneLine(other.name)}`;
  const agenda = event.agenda.trim();
  const calendar = bookingCalendar(event, ctx);

  const text = [
    greeting(reader.name),
    '',
    ...m.paragraphs.flatMap((p) => [p, '']),
    ...(m.quote ? [`${m.quote.label}:`, ...m.quote.text.split('\n').map((l) => `> ${l}`), ''] : []),
    ...times.map((t) => `${t.label}: ${t.value}`),
    withLine,
    ...(agenda ? ['Agenda:', ...agenda.split('\n').map((l) => `> ${l}`)] : []),
    `Meeting link: ${event.meetingUrl}`,
    `Session page: ${sessionPage}`,
    `Calendar file: ${calendarFile}`,
    '',
    ...(m.note ? [m.note, ''] : []),
    ...(m.action ? [`${action.label}: ${action.link}`, ''] : []),
    `The attached invite (${inviteFilename(ctx.appName)}) ${calendar.method === 'CANCEL' ? 'removes the session from' : 'adds the session to'} your calendar.`,
    '',
    `— The ${ctx.appName} team`,
  ].join('\n');

  const html = (
    <MailLayout appName={ctx.appName} preview={m.paragraphs[0] ?? m.subject}>
      <Greeting name={reader.name} />
      {m.paragraphs.map((p) => (
        <Paragraph key={p}>{p}</Paragraph>
      ))}
      {m.quote ? <Quote label={m.quote.label} text={m.quote.text} /> : null}
      <Section style={{ margin: '0 0 16px' }}>
        {times.map((t) => (
          <Text key={t.label} style={line}>
            <span style={label}>{t.label}:</span> {t.value}
          </Text>
        ))}
        <Text style={line}>{withLine}</Text>
        <Text style={line}>
          <span style={label}>Meeting link:</span>{' '}
          {isWebLink(event.meetingUrl) ? (
            <Link href={event.meetingUrl} style={{ wordBreak: 'break-all' }}>
              {event.meetingUrl}
            </Link>
          ) : (
            event.meetingUrl
          )}
        </Text>
        <Text style={line}>
          <span style={label}>Session page:</span>{' '}
          <Link href={sessionPage} style={{ wordBreak: 'break-all' }}>
            {sessionPage}
          </Link>
        </Text>
        <Text style={line}>
          <span style={label}>Calendar file:</span>{' '}
          <Link href={calendarFile}>{inviteFilename(ctx.appName)}</Link>
        </Text>
      </Section>
      {agenda ? <Quote label="Agenda" text={agenda} /> : null}
      {m.note ? <Note>{m.note}</Note> : null}
      <Action href={action.link} label={action.label} />
      <Note>
        {calendar.method === 'CANCEL'
          ? 'The attached invite removes the session from your calendar.'
          : 'The attached invite adds the session to your calendar, or updates it there.'}
      </Note>
      <Signature appName={ctx.appName} />
    </MailLayout>
  );
  return renderMail(html, {
    to: reader.email,
    subject: m.subject,
    text,
    icalEvent: {
      method: calendar.method,
      content: calendar.content,
      filename: inviteFilename(ctx.appName),
    },
  });
}

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
 * moved it (issue 17, item 7).
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
