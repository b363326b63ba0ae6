import { describe, expect, it } from 'vitest';
import type { BookingEvent } from '../../src/lib/events.ts';
import { bookingRescheduledMail } from '../../src/modules/bookings/mails.tsx';

/**
 * A session across midnight in a mail names both days once each, in the
 * range form the web app uses too, never a day followed by a numeric copy of it
 * ("New time: Tuesday, December 1, 2026, 12/1/2026, 11:00 PM – 12/2/2026, 12:00 AM").
 */

const event: BookingEvent = {
  bookingId: 'b1',
  sequence: 2,
  status: 'confirmed',
  start: new Date('2026-12-01T23:00:00.000Z'),
  end: new Date('2026-12-02T00:00:00.000Z'),
  mentor: { id: 'm1', email: 'sofia@example.com', name: 'Sofia', timeZone: 'Europe/Lisbon' },
  mentee: { id: 'u1', email: 'jordan@example.com', name: 'Jordan', timeZone: 'Europe/Lisbon' },
  agenda: '',
  meetingUrl: 'https://meet.example.com/room',
  planName: 'Starter Plan',
  priceMinor: 25_000,
  currency: 'USD',
  actor: 'mentee',
  reason: null,
  previousStart: new Date('2026-12-01T15:00:00.000Z'),
  proposal: null,
  lateCancellation: false,
};

describe('session times in mails', () => {
  it('a session across midnight names both days, once each', async () => {
    const mail = await bookingRescheduledMail(
      { appName: 'Pathwise', appUrl: 'https://pathwise.example' },
      event,
      'mentor',
    );
    expect(mail.text).toContain(
      'New time: Tuesday, December 1, 2026 at 11:00 PM – Wednesday, December 2, 2026 at 12:00 AM (Europe/Lisbon, GMT+0)',
    );
    expect(mail.text).toContain(
      'Was: Tuesday, December 1, 2026, 3:00 – 4:00 PM (Europe/Lisbon, GMT+0)',
    );
    expect(mail.text).not.toMatch(/\d+\/\d+\/\d{4}/);
    expect(mail.html).not.toMatch(/\d+\/\d+\/\d{4}/);
  });
});
