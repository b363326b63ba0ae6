import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingInvite, type InviteInput } from '../../src/modules/bookings/ics.ts';

/** Booking invites, parsed back by an independent parser (ical.js, Mozilla's). */

const base: InviteInput = {
  uid: 'b-123@pathwise.example',
  sequence: 0,
  method: 'REQUEST',
  start: new Date('2026-12-01T15:00:00Z'),
  end: new Date('2026-12-01T16:00:00Z'),
  title: 'Mentoring session: Ada Lovelace and Grace Hopper',
  description: 'Agenda: career change; commas, semicolons; and a\nnew line',
  meetingUrl: 'https://meet.jit.si/pathwise-3f9a1c7e5b2d',
  organizer: { name: 'Ada Lovelace', email: 'ada@example.com' },
  attendee: { name: 'Grace Hopper', email: 'grace@example.com' },
  productName: 'Pathwise',
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('bookingInvite', () => {
  it('is a REQUEST with the booking’s UID, times in UTC, organizer, attendee and meeting link', async () => {
    const text = await bookingInvite(base);
    expect(text).toContain('\r\n');
    const { calendar, vevent, event } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Pathwise//Bookings//EN');
    expect(event.uid).toBe('b-123@pathwise.example');
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T16:00:00.000Z');
    expect(event.summary).toBe(base.title);
    expect(event.description).toBe(base.description);
    expect(event.location).toBe(base.meetingUrl);
    expect(vevent.getFirstPropertyValue('url')).toBe(base.meetingUrl);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe(
      'mailto:ada@example.com',
    );
    const attendee = vevent.getFirstProperty('attendee')!;
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:grace@example.com');
    expect(attendee.getParameter('rsvp')).toBe('TRUE');
  });

  it('a change keeps the UID and raises SEQUENCE; a cancellation says CANCEL', async () => {
    const moved = parse(
      await bookingInvite({
        ...base,
        sequence: 1,
        start: new Date('2026-12-02T15:00:00Z'),
        end: new Date('2026-12-02T16:00:00Z'),
      }),
    );
    expect(moved.event.uid).toBe(base.uid);
    expect(moved.event.sequence).toBe(1);
    expect(moved.event.startDate.toJSDate().toISOString()).toBe('2026-12-02T15:00:00.000Z');

    const cancelled = parse(await bookingInvite({ ...base, sequence: 2, method: 'CANCEL' }));
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.event.uid).toBe(base.uid);
    expect(cancelled.event.sequence).toBe(2);
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});
