import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from '../../src/lib/events.ts';
import { formatSessionTime } from '../../src/modules/bookings/session-mail.tsx';
import {
  bookingBus,
  bookSession,
  eventOf,
  inviteOf,
  mailTo,
  MENTEE_ZONE,
  MENTOR_ZONE,
  publish,
} from './notifications-support.ts';

/**
 * Booking mails (docs/product.md#123-booking): each `booking.*` event, published in a
 * transaction as the bookings core does, reaches the SMTP catcher through the real mail job,
 * with the time in the recipient's zone (zone named), the agenda escaped, the meeting link,
 * the session page, and an invite that ical.js parses back with the booking's UID, SEQUENCE,
 * METHOD and DTSTART.
 */

let t: TestApp;
let bus: EventBus;
beforeAll(async () => {
  t = await buildTestApp();
  bus = bookingBus(t);
});
afterAll(() => t?.close());

/** "4:30 PM" as `zone` reads `instant`, computed independently of the mail code. */
function localTime(instant: Date, zone: string): string {
  const z = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(zone);
  const h = z.hour % 12 === 0 ? 12 : z.hour % 12;
  return `${h}:${String(z.minute).padStart(2, '0')}`;
}

const uidOf = (id: string) => `${id}@localhost`;

describe('booking mails', () => {
  it('created and confirmed: both sides, each in their own zone, with a REQUEST invite', async () => {
    const agenda = 'Career change <script>alert(1)</script> & "CV"\nsecond line';
    const booked = await bookSession(t, { agenda, mentorName: 'Ada <b>Lovelace</b>' });
    const { booking, mentor, mentee } = booked;
    expect(booking.status).toBe('confirmed');
    await publish(t, bus, 'booking.created', eventOf(booked));

    const toMentee = await t.waitForMail(mailTo(mentee.email, /^Your session with .* is booked$/));
    const toMentor = await t.waitForMail(
      mailTo(mentor.email, /^New booking: .* booked a session$/),
    );

    // The time in the recipient's zone, the zone named; the other zone's time is not there.
    expect(toMentee.text).toContain(formatSessionTime(booking.start, booking.end, MENTEE_ZONE));
    expect(toMentee.text).toContain('(America/New York, GMT-');
    expect(toMentee.text).toContain(localTime(booking.start, MENTEE_ZONE));
    expect(toMentee.html).toContain(localTime(booking.start, MENTEE_ZONE));
    expect(toMentor.text).toContain(formatSessionTime(booking.start, booking.end, MENTOR_ZONE));
    expect(toMentor.text).toContain('(Asia/Kolkata, GMT+5:30)');
    expect(toMentor.text).toContain(localTime(booking.start, MENTOR_ZONE));
    expect(toMentor.text).not.toContain('America/New York');

    for (const mail of [toMentee, toMentor]) {
      // The agenda, the meeting link and the session page.
      expect(mail.text).toContain('> second line');
      expect(mail.text).toContain(`Meeting link: ${booking.meetingUrl}`);
      expect(mail.text).toContain(`Session page: http://localhost:3000/sessions/${booking.id}`);
      expect(mail.html).toContain(`href="http://localhost:3000/sessions/${booking.id}"`);
      // The invite's download, for mail kept without attachments (the dev mailbox).
      expect(mail.text).toContain(
        `Calendar file: http://localhost:3000/api/bookings/${booking.id}/ics`,
      );
      expect(mail.html).toContain(`href="${booking.meetingUrl}"`);
      // User-supplied text is escaped, never markup.
      expect(mail.html).not.toContain('<script>alert(1)</script>');
      expect(mail.html).toContain('&lt;script&gt;');
      expect(mail.html).not.toContain('<b>Lovelace</b>');

      const invite = inviteOf(mail);
      expect(invite.part.method).toBe('REQUEST');
      expect(mail.attachments.map((a) => a.filename)).toContain('pathwise-session.ics');
      expect(invite).toMatchObject({
        method: 'REQUEST',
        uid: uidOf(booking.id),
        sequence: 0,
        status: 'CONFIRMED',
        location: booking.meetingUrl,
        url: booking.meetingUrl,
        organizer: `mailto:${mentor.email}`,
        attendee: `mailto:${mentee.email}`,
      });
      expect(invite.start.toISOString()).toBe(booking.start.toISOString());
      expect(invite.end.toISOString()).toBe(booking.end.toISOString());
    }
    // The mentor's copy names the mentee and links to their calendar.
    expect(toMentor.text).toContain('Mentee: Grace Hopper');
    expect(toMentor.text).toContain('http://localhost:3000/dashboard_mentor/calendar');
    expect(toMentee.text).toContain('Mentor: Ada <b>Lovelace</b>');

    await publish(t, bus, 'booking.confirmed', eventOf(booked, { actor: 'mentor' }));
    const confirmed = await t.waitForMail(mailTo(mentee.email, /confirmed your session$/));
    expect(inviteOf(confirmed)).toMatchObject({ method: 'REQUEST', uid: uidOf(booking.id) });
  });

  it('pending: the mentee waits for the mentor, who is asked to confirm (TENTATIVE invite)', async () => {
    const booked = await bookSession(t, { status: 'pending' });
    const { booking, mentor, mentee } = booked;
    expect(booking.status).toBe('pending');
    await publish(t, bus, 'booking.created', eventOf(booked));

    const toMentee = await t.waitForMail(mailTo(mentee.email, /is waiting for the mentor$/));
    expect(toMentee.text).toContain('48 hours');
    const toMentor = await t.waitForMail(
      mailTo(mentor.email, /asks to book a session: please confirm$/),
    );
    expect(toMentor.text).toContain(
      'Confirm or decline: http://localhost:3000/dashboard_mentor/calendar',
    );
    expect(inviteOf(toMentor)).toMatchObject({
      method: 'REQUEST',
      status: 'TENTATIVE',
      sequence: 0,
    });
  });

  it('declined and expired: the mentee gets a CANCEL invite and a link to similar mentors', async () => {
    const booked = await bookSession(t, { status: 'pending' });
    const { booking, mentor, mentee } = booked;
    await publish(
      t,
      bus,
      'booking.declined',
      eventOf(booked, {
        status: 'declined',
        sequence: 1,
        actor: 'mentor',
        reason: 'Fully booked <this> week',
      }),
    );
    const declined = await t.waitForMail(mailTo(mentee.email, /declined your session request$/));
    expect(declined.text).toContain('> Fully booked <this> week');
    expect(declined.html).toContain('Fully booked &lt;this&gt; week');
    expect(declined.text).toContain('Find similar mentors: http://localhost:3000/mentors');
    expect(inviteOf(declined)).toMatchObject({
      method: 'CANCEL',
      uid: uidOf(booking.id),
      sequence: 1,
      status: 'CANCELLED',
    });
    const mentorCopy = await t.waitForMail(mailTo(mentor.email, /^You declined/));
    expect(inviteOf(mentorCopy).method).toBe('CANCEL');

    const other = await bookSession(t, { status: 'pending' });
    await publish(
      t,
      bus,
      'booking.expired',
      eventOf(other, { status: 'expired', sequence: 1, actor: 'system' }),
    );
    const expired = await t.waitForMail(mailTo(other.mentee.email, /expired$/));
    expect(expired.text).toContain('See similar mentors: http://localhost:3000/mentors');
    expect(inviteOf(expired)).toMatchObject({ method: 'CANCEL', sequence: 1 });
  });

  it('cancelled: the other side reads who cancelled, the reason and that it was late', async () => {
    const booked = await bookSession(t);
    const { booking, mentor, mentee } = booked;
    await publish(
      t,
      bus,
      'booking.cancelled',
      eventOf(booked, {
        status: 'cancelled',
        sequence: 1,
        actor: 'mentee',
        reason: 'I am ill',
        lateCancellation: true,
      }),
    );
    const toMentor = await t.waitForMail(
      mailTo(mentor.email, /^Grace Hopper cancelled your session$/),
    );
    expect(toMentor.text).toContain('> I am ill');
    expect(toMentor.text).toContain('counts as late');
    expect(toMentor.text).toContain(formatSessionTime(booking.start, booking.end, MENTOR_ZONE));
    const invite = inviteOf(toMentor);
    expect(invite).toMatchObject({ method: 'CANCEL', uid: uidOf(booking.id), sequence: 1 });
    expect(invite.start.toISOString()).toBe(booking.start.toISOString());
    const toMentee = await t.waitForMail(mailTo(mentee.email, /^You cancelled your session/));
    expect(inviteOf(toMentee).method).toBe('CANCEL');
  });

  it('rescheduled: both sides see the new and the old time; the invite keeps the UID and raises SEQUENCE', async () => {
    const booked = await bookSession(t);
    const { booking, mentor, mentee } = booked;
    const start = new Date(booking.start.getTime() + 2 * 60 * 60_000);
    const end = new Date(booking.end.getTime() + 2 * 60 * 60_000);
    await publish(
      t,
      bus,
      'booking.rescheduled',
      eventOf(booked, { start, end, sequence: 1, previousStart: booking.start }),
    );
    for (const [email, zone] of [
      [mentee.email, MENTEE_ZONE],
      [mentor.email, MENTOR_ZONE],
    ] as const) {
      const mail = await t.waitForMail(mailTo(email, /moved/));
      expect(mail.text).toContain(`New time: ${formatSessionTime(start, end, zone)}`);
      expect(mail.text).toContain(`Was: ${formatSessionTime(booking.start, booking.end, zone)}`);
      const invite = inviteOf(mail);
      expect(invite).toMatchObject({ method: 'REQUEST', uid: uidOf(booking.id), sequence: 1 });
      expect(invite.start.toISOString()).toBe(start.toISOString());
    }
  });

  it('proposed: the mentee answers on the session page; a declined proposal is told to the mentor', async () => {
    const booked = await bookSession(t);
    const { booking, mentor, mentee } = booked;
    const proposal = {
      start: new Date(booking.start.getTime() + 24 * 60 * 60_000),
      end: new Date(booking.end.getTime() + 24 * 60 * 60_000),
    };
    await publish(
      t,
      bus,
      'booking.proposed',
      eventOf(booked, { actor: 'mentor', proposal, reason: 'A conflict came up' }),
    );
    const proposed = await t.waitForMail(mailTo(mentee.email, /proposes a new time/));
    expect(proposed.text).toContain(
      `Proposed time: ${formatSessionTime(proposal.start, proposal.end, MENTEE_ZONE)}`,
    );
    expect(proposed.text).toContain(
      `Current time: ${formatSessionTime(booking.start, booking.end, MENTEE_ZONE)}`,
    );
    expect(proposed.text).toContain(
      `Accept or decline: http://localhost:3000/sessions/${booking.id}`,
    );
    // The invite stays at the current time until the mentee accepts.
    expect(inviteOf(proposed).start.toISOString()).toBe(booking.start.toISOString());
    expect(t.catcher!.mails.some(mailTo(mentor.email, /proposes/))).toBe(false);

    await publish(t, bus, 'booking.proposal-declined', eventOf(booked, { actor: 'mentee' }));
    const declined = await t.waitForMail(mailTo(mentor.email, /declined your proposed time$/));
    expect(declined.text).toContain(formatSessionTime(booking.start, booking.end, MENTOR_ZONE));
    expect(inviteOf(declined)).toMatchObject({ method: 'REQUEST', uid: uidOf(booking.id) });
  });

  it('a zone the runtime does not know falls back to UTC instead of failing the change', async () => {
    const booked = await bookSession(t);
    const event = eventOf(booked);
    event.mentee = { ...event.mentee, timeZone: 'Mars/Olympus_Mons' };
    await publish(t, bus, 'booking.confirmed', event);
    const mail = await t.waitForMail(mailTo(booked.mentee.email, /confirmed your session$/));
    expect(mail.text).toContain(formatSessionTime(booked.booking.start, booked.booking.end, 'UTC'));
    expect(mail.text).toMatch(/ (AM|PM) \(UTC\)\n/);
  });
});
