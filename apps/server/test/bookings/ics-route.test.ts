import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson } from '../onboarding/support.ts';
import { bookSession, parseInvite } from './notifications-support.ts';

/**
 * `GET /api/bookings/:id/ics` (docs/product.md#123-booking): the invite as it stands,
 * for the two participants only, parsed back by ical.js.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('GET /api/bookings/:id/ics', () => {
  it('gives either participant the invite: REQUEST with the UID, SEQUENCE and times', async () => {
    const { booking, mentor, mentee } = await bookSession(t, { agenda: 'Career; change, now' });
    for (const person of [mentee, mentor]) {
      const res = await t.request('GET', `/api/bookings/${booking.id}/ics`, {
        session: person.session,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="pathwise-session.ics"',
      );
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('\r\n');
      const invite = parseInvite(res.body);
      expect(invite).toMatchObject({
        method: 'REQUEST',
        uid: `${booking.id}@localhost`,
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
  });

  it('says CANCEL with the raised SEQUENCE once the booking is cancelled, declined or expired', async () => {
    const { booking, mentee } = await bookSession(t);
    for (const [status, sequence] of [
      ['cancelled', 1],
      ['declined', 2],
      ['expired', 3],
    ] as const) {
      await t.db.query('update bookings set status = $2, sequence = $3 where id = $1', [
        booking.id,
        status,
        sequence,
      ]);
      const res = await t.request('GET', `/api/bookings/${booking.id}/ics`, {
        session: mentee.session,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(parseInvite(res.body)).toMatchObject({
        method: 'CANCEL',
        uid: `${booking.id}@localhost`,
        sequence,
        status: 'CANCELLED',
      });
    }
  });

  it('is a pending booking’s TENTATIVE request', async () => {
    const { booking, mentor } = await bookSession(t, { status: 'pending' });
    const res = await t.request('GET', `/api/bookings/${booking.id}/ics`, {
      session: mentor.session,
    });
    expect(parseInvite(res.body)).toMatchObject({ method: 'REQUEST', status: 'TENTATIVE' });
  });

  it('answers a third user, an unknown booking and a bad id like no booking at all', async () => {
    const { booking } = await bookSession(t);
    const stranger = await makePerson(t);
    const third = await t.request('GET', `/api/bookings/${booking.id}/ics`, {
      session: stranger.session,
    });
    expect(third.statusCode).toBe(404);
    expect(third.json()).toEqual({
      message: 'No booking at this address that you take part in.',
      code: 404,
      type: 'booking_not_found',
    });
    const unknown = await t.request('GET', `/api/bookings/${crypto.randomUUID()}/ics`, {
      session: stranger.session,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ type: 'booking_not_found' });
    const bad = await t.request('GET', `/api/bookings/${'x'.repeat(37)}/ics`, {
      session: stranger.session,
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.request('GET', `/api/bookings/${booking.id}/ics`);
    expect(anonymous.statusCode).toBe(401);
  });
});
