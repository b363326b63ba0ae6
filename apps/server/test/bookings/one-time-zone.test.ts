import type {
  Availability,
  Booking,
  MentorEarnings,
  GeneralSettings,
  SlotList,
} from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../onboarding/support.ts';
import { approvedMentor, book, mentee, rules, slotsOf } from './lifecycle-support.ts';

/**
 * One time zone per person. Availability's zone and Settings → General's
 * are one saved zone (`users.time_zone`): set in either place, read by both, by the slots,
 * the bookings (both sides' zones), earnings and mails. A mentee's first booking makes the
 * zone their booking page showed their own; a later one changes nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function general(person: Person) {
  const res = await t.request('GET', '/api/settings/general', { session: person.session });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GeneralSettings>();
}

async function availabilityOf(person: Person) {
  const res = await t.request('GET', '/api/availability', { session: person.session });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Availability>();
}

describe('one time zone per person', () => {
  it('a mentor’s zone set in Availability or in Settings → General is the same one everywhere', async () => {
    const { mentor, planId } = await approvedMentor(t, rules({ timeZone: 'Europe/Berlin' }));
    expect((await general(mentor)).timeZone).toBe('Europe/Berlin');

    const settings = await general(mentor);
    const put = await t.request('PUT', '/api/settings/general', {
      session: mentor.session,
      body: { name: settings.name, language: settings.language, timeZone: 'Africa/Lagos' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await availabilityOf(mentor)).timeZone).toBe('Africa/Lagos');

    const from = new Date(Date.now() + 48 * 3_600_000);
    const to = new Date(from.getTime() + 24 * 3_600_000);
    const slots = await t.request(
      'GET',
      `/api/mentors/${mentor.id}/slots?from=${from.toISOString()}&to=${to.toISOString()}`,
    );
    expect(slots.json<SlotList>().mentorTimeZone).toBe('Africa/Lagos');

    const grace = await mentee(t);
    const start = (await slotsOf(t, mentor.id, 48))[0]!;
    const booking = await book(t, grace, {
      mentorId: mentor.id,
      start,
      planId,
      timeZone: 'Europe/Lisbon',
    });
    expect(booking.mentorTimeZone).toBe('Africa/Lagos');
    const earnings = await t.request('GET', '/api/mentor/earnings', { session: mentor.session });
    expect(earnings.json<MentorEarnings>().timeZone).toBe('Africa/Lagos');

    // Availability saved with another zone changes the one zone again, and the booking shows it.
    const saved = await t.request('PUT', '/api/availability', {
      session: mentor.session,
      body: rules({ timeZone: 'Asia/Kolkata' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await general(mentor)).timeZone).toBe('Asia/Kolkata');
    const seen = await t.request('GET', `/api/bookings/${booking.id}`, { session: grace.session });
    expect(seen.json<Booking>().mentorTimeZone).toBe('Asia/Kolkata');
  });

  it('a mentee’s first booking makes the zone their page showed their own; later ones keep it', async () => {
    const { mentor, planId } = await approvedMentor(t);
    const grace = await mentee(t);
    expect((await general(grace)).timeZone).toBeNull();
    const [first, second] = await slotsOf(t, mentor.id, 48);
    const a = await book(t, grace, {
      mentorId: mentor.id,
      start: first!,
      planId,
      timeZone: 'Europe/Lisbon',
    });
    expect(a.menteeTimeZone).toBe('Europe/Lisbon');
    expect((await general(grace)).timeZone).toBe('Europe/Lisbon');

    const later = new Date(Date.parse(second!) + 3 * 3_600_000).toISOString();
    const b = await book(t, grace, {
      mentorId: mentor.id,
      start: later,
      planId,
      timeZone: 'Asia/Tokyo',
    });
    expect(b.menteeTimeZone).toBe('Europe/Lisbon');
    expect((await general(grace)).timeZone).toBe('Europe/Lisbon');
  });
});
