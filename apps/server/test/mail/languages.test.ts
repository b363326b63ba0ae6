import type { Availability, PublicMentor, SlotList } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSessionTime } from '../../src/modules/bookings/session-mail.tsx';
import { onboardedPerson, type Person } from '../onboarding/support.ts';
import { mailTo, readBooking } from '../bookings/notifications-support.ts';

/**
 * Mails in the recipient's language (docs/product.md#15-languages), through the real API, the
 * mail job and the SMTP catcher: a person who chose Spanish in Settings → General gets their
 * booking mail in Spanish, the time formatted by `Intl` for `es` in their zone, while the other
 * side, in English, reads the mail as it always was; a Hindi speaker's password reset is in
 * Hindi; links that open a page carry `?lng=`; the newsletter's confirmation (no account)
 * follows the request's `Accept-Language`.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const MENTOR_ZONE = 'Asia/Kolkata';
const MENTEE_ZONE = 'Europe/Madrid';

const availability: Availability = {
  timeZone: MENTOR_ZONE,
  weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    ranges: [{ start: '00:00', end: '24:00' }],
  })),
  dateOverrides: [],
  sessionMinutes: 60,
  minimumNoticeMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  bookingWindowDays: 60,
  maxPerDay: null,
  changeNoticeMinutes: 1440,
  requiresConfirmation: false,
  meetingUrl: null,
};

/** Save `language` (and `zone`) in Settings → General, as the web app does. */
async function speak(person: Person, name: string, language: string, zone: string) {
  const res = await t.request('PUT', '/api/settings/general', {
    session: person.session,
    body: { name, timeZone: zone, language },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** "16:30" or "5:30" as `zone` reads `instant` (Spanish writes a 24-hour clock), computed apart from the mail code. */
function clock(instant: Date, zone: string): string {
  const z = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(zone);
  return `${z.hour}:${String(z.minute).padStart(2, '0')}`;
}

describe('booking mails in the recipient’s language', () => {
  it('a Spanish-speaking mentee’s confirmation is in Spanish, the English mentor’s in English', async () => {
    const mentor = await onboardedPerson(t, 'coach', { name: 'Ada Lovelace' });
    await t.db.query(`update mentor_profiles set status = 'approved' where user_id = $1`, [
      mentor.id,
    ]);
    const put = await t.request('PUT', '/api/availability', {
      session: mentor.session,
      body: availability,
    });
    expect(put.statusCode, put.body).toBe(200);
    const planId = (await t.request('GET', `/api/mentors/${mentor.id}`)).json<PublicMentor>()
      .plans[0]!.id;
    const mentee = await onboardedPerson(t, 'mentee', { name: 'Lucía Pérez' });
    await speak(mentee, 'Lucía Pérez', 'es', MENTEE_ZONE);

    const from = new Date(Date.now() + 48 * 60 * 60_000);
    const to = new Date(from.getTime() + 3 * 24 * 60 * 60_000);
    const slots = (
      await t.request(
        'GET',
        `/api/mentors/${mentor.id}/slots?from=${from.toISOString()}&to=${to.toISOString()}`,
      )
    ).json<SlotList>().slots;
    const created = await t.request('POST', '/api/bookings', {
      session: mentee.session,
      body: {
        mentorId: mentor.id,
        start: slots[0],
        planId,
        agenda: 'Cambio de carrera',
        timeZone: MENTEE_ZONE,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const row = await readBooking(t, id);
    expect(row.status).toBe('confirmed');

    const toMentee = await t.waitForMail(mailTo(mentee.email, /^Tu sesión con .* está reservada$/));
    expect(toMentee.subject).toBe('Tu sesión con Ada Lovelace está reservada');
    expect(toMentee.text).toContain('Hola, Lucía Pérez:');
    expect(toMentee.text).toContain('Tu sesión con Ada Lovelace está reservada y confirmada.');
    // The time for `es` in the mentee's zone: Spanish weekday and month, a 24-hour clock.
    const when = formatSessionTime(row.start, row.end, MENTEE_ZONE, 'es');
    expect(toMentee.text).toContain(`Cuándo: ${when}`);
    const weekday = new Intl.DateTimeFormat('es', { weekday: 'long', timeZone: MENTEE_ZONE });
    const month = new Intl.DateTimeFormat('es', { month: 'long', timeZone: MENTEE_ZONE });
    expect(when).toContain(weekday.format(row.start));
    expect(when).toContain(month.format(row.start));
    expect(when).toContain(clock(row.start, MENTEE_ZONE));
    expect(when).toContain('(Europe/Madrid, GMT+');
    expect(when).not.toMatch(/AM|PM/);
    expect(toMentee.text).toContain('Mentor: Ada Lovelace');
    expect(toMentee.text).toContain(`Enlace de la reunión: ${row.meetingUrl}`);
    expect(toMentee.text).toContain(
      `Página de la sesión: http://localhost:3000/sessions/${id}?lng=es`,
    );
    expect(toMentee.text).toContain('— El equipo de Pathwise');
    expect(toMentee.text).not.toContain('Session page');
    expect(toMentee.html).toMatch(/<html[^>]* lang="es"/);
    expect(toMentee.html).toContain(`href="http://localhost:3000/sessions/${id}?lng=es"`);
    expect(toMentee.html).toContain('Si el botón no funciona');
    expect(toMentee.html).toContain('La invitación adjunta añade la sesión a tu calendario');

    const toMentor = await t.waitForMail(
      mailTo(mentor.email, /^New booking: .* booked a session$/),
    );
    expect(toMentor.text).toContain('Hi Ada Lovelace,');
    expect(toMentor.text).toContain(`When: ${formatSessionTime(row.start, row.end, MENTOR_ZONE)}`);
    expect(toMentor.text).toContain(`Session page: http://localhost:3000/sessions/${id}\n`);
    expect(toMentor.html).toMatch(/<html[^>]* lang="en"/);
  });
});

describe('account mails in the account’s language', () => {
  it('a Hindi speaker’s password reset is in Hindi, its link carrying lng=hi', async () => {
    const person = await onboardedPerson(t, 'mentee', { name: 'Asha Rao' });
    await speak(person, 'Asha Rao', 'hi', 'Asia/Kolkata');
    const res = await t.request('POST', '/api/account/recovery', { body: { email: person.email } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const mail = await t.waitForMail(
      (m) => m.to.includes(person.email) && m.subject.includes('पासवर्ड'),
    );
    expect(mail.subject).toBe('अपना Pathwise पासवर्ड रीसेट करें');
    expect(mail.text).toContain('नमस्ते,');
    expect(mail.text).toContain('हमें आपके Pathwise अकाउंट का पासवर्ड रीसेट करने का अनुरोध मिला है।');
    expect(mail.text).toMatch(/पासवर्ड रीसेट करें: http:\/\/localhost:3000\/reset-password\?\S*lng=hi/);
    expect(mail.text).toContain('यह लिंक सिर्फ़ एक बार काम करता है और 1 घंटे में समाप्त हो जाता है।');
    expect(mail.text).toContain('— Pathwise टीम');
    expect(mail.text).not.toMatch(/Hi,|Reset password|The [^ ]+ team|This link/);
    expect(mail.html).toMatch(/<html[^>]* lang="hi"/);
    expect(mail.html).toContain('अगर बटन काम नहीं करता');
  });

  it('an English speaker’s password reset is as it always was', async () => {
    const person = await onboardedPerson(t, 'mentee', { name: 'Grace Hopper' });
    await t.request('POST', '/api/account/recovery', { body: { email: person.email } });
    const mail = await t.waitForMail(
      (m) => m.to.includes(person.email) && m.subject.startsWith('Reset your'),
    );
    expect(mail.subject).toBe('Reset your Pathwise password');
    expect(mail.text).toContain(
      'We received a request to reset the password of your Pathwise account.',
    );
    expect(mail.text).not.toContain('lng=');
    expect(mail.html).toContain(
      'If the button does not work, copy this address into your browser:',
    );
  });
});

describe('mails to an address without an account', () => {
  it('the newsletter confirmation follows the request’s Accept-Language', async () => {
    const email = `news-${crypto.randomUUID()}@example.com`;
    const res = await t.request('POST', '/api/newsletter', {
      body: { email },
      ip: '203.0.113.77',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await t.waitForMail((m) => m.to.includes(email));
    expect(mail.subject).toBe('Confirma tu suscripción al boletín de Pathwise');
    expect(mail.text).toContain('Hola:');
    expect(mail.text).toMatch(
      /Confirmar suscripción: http:\/\/localhost:3000\/newsletter\/confirm\?token=\S+&lng=es/,
    );
    expect(mail.headers['list-unsubscribe']).not.toContain('lng=');
  });
});
