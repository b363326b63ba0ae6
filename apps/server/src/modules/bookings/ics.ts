import type { EventAttributes, createEvents } from 'ics';
import { oneLine } from '../../mail/message.ts';

/**
 * Calendar invites for bookings (docs/product.md#123-booking): RFC 5545 text made by
 * the `ics` library (as Cal.com and Rallly do), one stable UID per booking and a SEQUENCE
 * raised on every change, so calendar applications update the one event instead of adding
 * another. Sent with nodemailer's `icalEvent` and downloadable at
 * `GET /api/bookings/:id/ics`.
 */

/** A person on the invite. */
export interface InvitePerson {
  name: string;
  email: string;
}

/** What an invite says. */
export interface InviteInput {
  /** Stable per booking, e.g. `<booking id>@<APP_URL host>`. */
  uid: string;
  /** 0 for the first invite; raised by one on every change of the booking. */
  sequence: number;
  /** `REQUEST` for a new or changed booking, `CANCEL` when it is cancelled. */
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  end: Date;
  title: string;
  description: string;
  /** The meeting link: the invite's LOCATION and URL. */
  meetingUrl: string;
  /** The mentor, who organises the session. */
  organizer: InvitePerson;
  /** The mentee. */
  attendee: InvitePerson;
  /** `-//<APP_NAME>//Bookings//EN`'s product name. */
  productName: string;
  /**
   * A `REQUEST` for a booking that waits for the mentor: `STATUS:TENTATIVE`, so calendars
   * hold the time without showing it as settled (default false: `CONFIRMED`).
   */
  tentative?: boolean;
}

/**
 * A person's name as it may stand in a `CN` parameter: one line, without the double quotes
 * that would end the quoted value (RFC 5545 §3.2 allows no `"` inside; the `ics` library would
 * write `\"`, which parsers read differently).
 */
function paramName(name: string): string {
  return oneLine(name).replaceAll('"', "'");
}

/**
 * The name of the invite file attached to every booking mail and offered by
 * `GET /api/bookings/:id/ics`: `<APP_NAME as a slug>-session.ics`, e.g. `pathwise-session.ics`.
 */
export function inviteFilename(appName: string): string {
  const slug = appName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'session'}-session.ics`;
}

/** The one UID of a booking's invites: `<booking id>@<APP_URL host>` (stable across changes). */
export function bookingUid(bookingId: string, appUrl: string): string {
  return `${bookingId}@${new URL(appUrl).hostname}`;
}

/** A booking as {@link bookingCalendar} needs it (a `BookingEvent` or a row read back). */
export interface CalendarBooking {
  bookingId: string;
  sequence: number;
  status: 'pending' | 'confirmed' | 'cancelled' | 'declined' | 'expired';
  start: Date;
  end: Date;
  agenda: string;
  meetingUrl: string;
  mentor: InvitePerson;
  mentee: InvitePerson;
}

/** The iTIP method of a booking's invite now: `CANCEL` once it is cancelled, declined or expired. */
export function inviteMethod(status: CalendarBooking['status']): 'REQUEST' | 'CANCEL' {
  return status === 'pending' || status === 'confirmed' ? 'REQUEST' : 'CANCEL';
}

/**
 * The invite of `booking` as it stands (docs/product.md#123-booking): its stable UID,
 * its SEQUENCE, METHOD from its status ({@link inviteMethod}), the mentor as ORGANIZER and the
 * mentee as ATTENDEE, the meeting link as LOCATION and URL, the agenda and the session page
 * (`<appUrl>/sessions/<id>`) in the description. Used by the booking mails and
 * `GET /api/bookings/:id/ics`.
 * @throws Error as {@link bookingInvite}.
 */
export async function bookingCalendar(
  booking: CalendarBooking,
  app: { appUrl: string; appName: string },
): Promise<{ method: 'REQUEST' | 'CANCEL'; content: string }> {
  const input = bookingInviteInput(booking, app);
  return { method: input.method, content: await bookingInvite(input) };
}

/**
 * The `ics` library's `createEvents`, loaded on first use: with its validator (yup) it is some
 * 30 modules that no start-up needs (docs/performance.md, start-up).
 */
export async function loadCreateEvents(): Promise<typeof createEvents> {
  return (await import('ics')).createEvents;
}

/**
 * What the invite of `booking` says as it stands ({@link bookingCalendar}); also each event
 * of the private calendar feed, so both carry the same UID and SEQUENCE.
 */
export function bookingInviteInput(
  booking: CalendarBooking,
  app: { appUrl: string; appName: string },
): InviteInput {
  const method = inviteMethod(booking.status);
  const mentor = paramName(booking.mentor.name);
  const mentee = paramName(booking.mentee.name);
  const sessionPage = `${app.appUrl}/sessions/${booking.bookingId}`;
  const description = [
    booking.agenda.trim() ? `Agenda:\n${booking.agenda.trim()}` : '',
    `Meeting link: ${booking.meetingUrl}`,
    `Session page: ${sessionPage}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    uid: bookingUid(booking.bookingId, app.appUrl),
    sequence: booking.sequence,
    method,
    start: booking.start,
    end: booking.end,
    title: `${app.appName} session: ${mentor} and ${mentee}`,
    description,
    meetingUrl: booking.meetingUrl,
    organizer: { name: mentor, email: booking.mentor.email },
    attendee: { name: mentee, email: booking.mentee.email },
    productName: app.appName,
    tentative: booking.status === 'pending',
  };
}

/**
 * The `.ics` text of one booking's invite (CRLF line ends, times in UTC).
 * @throws Error when the library refuses the input (e.g. an end before the start).
 */
export async function bookingInvite(input: InviteInput): Promise<string> {
  const createEvents = await loadCreateEvents();
  const { error, value } = createEvents([inviteEvent(input)], {
    productId: `-//${input.productName}//Bookings//EN`,
    method: input.method,
  });
  if (error || !value) throw error ?? new Error('The calendar invite could not be made.');
  return value;
}

/** The VEVENT of an invite, as the `ics` library takes it. */
export function inviteEvent(input: InviteInput): EventAttributes {
  return {
    uid: input.uid,
    sequence: input.sequence,
    start: input.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: input.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: input.title,
    description: input.description,
    location: input.meetingUrl,
    url: input.meetingUrl,
    status: input.method === 'CANCEL' ? 'CANCELLED' : input.tentative ? 'TENTATIVE' : 'CONFIRMED',
    busyStatus: input.method === 'CANCEL' ? 'FREE' : 'BUSY',
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: [
      {
        name: input.attendee.name,
        email: input.attendee.email,
        rsvp: true,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  };
}
