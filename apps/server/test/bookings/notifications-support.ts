import assert from 'node:assert/strict';
import type { CaughtMail, TestApp } from '@pathwise/server/test-support';
import ICAL from 'ical.js';
import { createMailer } from '../../src/jobs/mail-job.ts';
import { createJobQueue } from '../../src/jobs/queue.ts';
import {
  createEventBus,
  type BookingEvent,
  type DomainEventName,
  type DomainEvents,
  type EventBus,
} from '../../src/lib/events.ts';
import { subscribeBookingNotifications } from '../../src/modules/bookings/notifications.ts';
import { makePerson, type Person } from '../onboarding/support.ts';

/**
 * Helpers of the booking mail, reminder and `.ics` tests (docs/product.md#123-booking): a booking
 * row between two real accounts, read back, the event the bookings core publishes for it, and the
 * invite of a caught mail parsed by ical.js.
 */

/** The zones the two sides read their mails in (neither is the server's nor UTC). */
export const MENTOR_ZONE = 'Asia/Kolkata';
export const MENTEE_ZONE = 'America/New_York';

/** A booking's row as the tests need it. */
export interface BookingRow {
  id: string;
  status: BookingEvent['status'];
  start: Date;
  end: Date;
  agenda: string;
  meetingUrl: string;
  sequence: number;
}

/** A mentor, a mentee and a booking between them made through the API. */
export interface Booked {
  mentor: Person;
  mentee: Person;
  booking: BookingRow;
}

/** The booking's row now. */
export async function readBooking(t: TestApp, id: string): Promise<BookingRow> {
  const { rows } = await t.db.query<{
    id: string;
    status: BookingEvent['status'];
    starts_at: Date;
    ends_at: Date;
    agenda: string;
    meeting_url: string;
    sequence: number;
  }>(
    'select id, status, starts_at, ends_at, agenda, meeting_url, sequence from bookings where id = $1',
    [id],
  );
  const r = rows[0];
  assert.ok(r, `no booking ${id}`);
  return {
    id: r.id,
    status: r.status,
    start: r.starts_at,
    end: r.ends_at,
    agenda: r.agenda,
    meetingUrl: r.meeting_url,
    sequence: r.sequence,
  };
}

let counter = 0;

/**
 * A mentor, a mentee and a booking row between them, `hoursAhead` from now (whole minutes).
 * The row is written directly: `POST /api/bookings` is being rewritten with the bookings
 * core, and these tests are about what follows a booking, not about booking.
 */
export async function bookSession(
  t: TestApp,
  options: {
    agenda?: string;
    status?: 'pending' | 'confirmed';
    mentorName?: string;
    menteeName?: string;
    hoursAhead?: number;
  } = {},
): Promise<Booked> {
  const mentor = await makePerson(t, { name: options.mentorName ?? 'Ada Lovelace' });
  const mentee = await makePerson(t, { name: options.menteeName ?? 'Grace Hopper' });
  const minute = 60_000;
  const start = new Date(
    Math.ceil((Date.now() + (options.hoursAhead ?? 30) * 60 * minute) / minute) * minute,
  );
  const id = crypto.randomUUID();
  counter++;
  await t.db.query(
    `insert into bookings (id, mentor_id, mentee_id, status, starts_at, ends_at, blocked_from,
       blocked_until, plan_name, plan_sessions, price_minor, currency, agenda, meeting_url,
       mentor_time_zone, mentee_time_zone)
     values ($1, $2, $3, $4, $5, $6, $5, $7, 'Starter Plan', 2, 25000, 'USD', $8, $9, $10, $11)`,
    [
      id,
      mentor.id,
      mentee.id,
      options.status ?? 'confirmed',
      start,
      new Date(start.getTime() + 60 * minute),
      new Date(start.getTime() + 75 * minute),
      options.agenda ?? 'Career change',
      `https://meet.jit.si/Pathwise-test${counter}${id.replaceAll('-', '')}`,
      MENTOR_ZONE,
      MENTEE_ZONE,
    ],
  );
  return { mentor, mentee, booking: await readBooking(t, id) };
}

/** The event the bookings core publishes for `booked` as it stands, with `over` applied. */
export function eventOf(booked: Booked, over: Partial<BookingEvent> = {}): BookingEvent {
  const { mentor, mentee, booking } = booked;
  return {
    bookingId: booking.id,
    sequence: booking.sequence,
    status: booking.status,
    start: booking.start,
    end: booking.end,
    mentor: { id: mentor.id, email: mentor.email, name: mentor.name, timeZone: MENTOR_ZONE },
    mentee: { id: mentee.id, email: mentee.email, name: mentee.name, timeZone: MENTEE_ZONE },
    agenda: booking.agenda,
    meetingUrl: booking.meetingUrl,
    planName: 'Starter Plan',
    priceMinor: 25_000,
    currency: 'USD',
    actor: 'mentee',
    reason: null,
    previousStart: null,
    proposal: null,
    lateCancellation: false,
    ...over,
  };
}

/**
 * An event bus with the bookings module's own subscription on the app's mailer queue and
 * job queue: publishing on it is what the bookings core does in its transactions.
 */
export function bookingBus(t: TestApp): EventBus {
  const events = createEventBus();
  subscribeBookingNotifications({
    events,
    config: t.config,
    mailer: createMailer(t.boss),
    jobs: createJobQueue(t.boss),
  });
  return events;
}

/** Publish `name` in a transaction of the app's database, as the bookings service does. */
export function publish<N extends DomainEventName>(
  t: TestApp,
  events: EventBus,
  name: N,
  event: DomainEvents[N],
): Promise<void> {
  return t.database.transaction((tx) => events.publish(name, event, tx));
}

/** Move the booking's row to `start` (same length) and set its SEQUENCE, as a move does. */
export async function moveRow(t: TestApp, id: string, start: Date, sequence: number) {
  await t.db.query(
    `update bookings set starts_at = $2, ends_at = $2::timestamptz + (ends_at - starts_at),
       blocked_from = $2, blocked_until = $2::timestamptz + (blocked_until - starts_at),
       sequence = $3 where id = $1`,
    [id, start, sequence],
  );
}

/** The parsed invite of a `.ics` text: method, UID, SEQUENCE, start, status. */
export function parseInvite(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    status: String(vevent.getFirstPropertyValue('status')),
    location: event.location,
    url: String(vevent.getFirstPropertyValue('url')),
    organizer: String(vevent.getFirstPropertyValue('organizer')).toLowerCase(),
    attendee: String(vevent.getFirstPropertyValue('attendee')).toLowerCase(),
  };
}

/** The invite a mail carries (its `text/calendar` part), parsed. */
export function inviteOf(mail: CaughtMail) {
  const part =
    mail.attachments.find((a) => a.mimeType === 'text/calendar' && a.method) ??
    mail.attachments.find((a) => a.filename?.endsWith('.ics'));
  assert.ok(
    part,
    `no invite in "${mail.subject}": ${mail.attachments.map((a) => a.mimeType).join(', ')}`,
  );
  return { part, ...parseInvite(part.content) };
}

/** A mail to `email` whose subject matches `subject`. */
export const mailTo = (email: string, subject: RegExp) => (m: CaughtMail) =>
  m.envelope.to.includes(email) && subject.test(m.subject);
