import { createEvents, type EventAttributes } from 'ics';

/**
 * Calendar invites for bookings (issue 9 "Mail and calendar invites"): RFC 5545 text made by
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
}

/**
 * The `.ics` text of one booking's invite (CRLF line ends, times in UTC).
 * @throws Error when the library refuses the input (e.g. an end before the start).
 */
export function bookingInvite(input: InviteInput): string {
  const event: EventAttributes = {
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
    status: input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
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
  const { error, value } = createEvents([event], {
    productId: `-//${input.productName}//Bookings//EN`,
    method: input.method,
  });
  if (error || !value) throw error ?? new Error('The calendar invite could not be made.');
  return value;
}
