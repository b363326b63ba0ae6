import type { CalendarFeedCreated, CalendarFeedState } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardedPerson } from '../onboarding/support.ts';
import { approvedMentor, hoursAgo, insertBooking } from './support.ts';

/**
 * The private calendar feed (Settings → Integrations): a secret URL made once,
 * parsed back by an independent parser (ical.js), regenerate and turn off revoke it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** The feed's path on this server, from the URL the API answered. */
const pathOf = (url: string) => new URL(url).pathname;

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      status: String(vevent.getFirstPropertyValue('status')),
      summary: event.summary,
    };
  });
}

describe('calendar feed', () => {
  it('answers the URL once; the feed has the person’s sessions with the invites’ UIDs, for 60 days back', async () => {
    const mentor = await approvedMentor(t);
    const mentee = await onboardedPerson(t, 'mentee', { name: 'Jordan Feed' });
    const upcoming = await insertBooking(t, mentor, mentee);
    const pending = await insertBooking(t, mentor, mentee, { status: 'pending' });
    const cancelled = await insertBooking(t, mentor, mentee, { status: 'cancelled' });
    const recent = await insertBooking(t, mentor, mentee, { start: hoursAgo(24 * 10) });
    const old = await insertBooking(t, mentor, mentee, { start: hoursAgo(24 * 61) });
    const stranger = await onboardedPerson(t, 'mentee');
    const notMine = await insertBooking(t, mentor, stranger);

    const off = await t.request('GET', '/api/calendar-feed', { session: mentee.session });
    expect(off.json<CalendarFeedState>()).toEqual({ active: false, createdAt: null });
    const made = await t.request('POST', '/api/calendar-feed', { session: mentee.session });
    expect(made.statusCode, made.body).toBe(201);
    const feed = made.json<CalendarFeedCreated>();
    expect(feed.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar-feed\/[0-9a-f]{64}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace(/^http:/, 'webcal:'));
    const on = await t.request('GET', '/api/calendar-feed', { session: mentee.session });
    expect(on.json<CalendarFeedState>().active).toBe(true);
    expect(on.body).not.toContain(feed.url.split('/').at(-1)!.slice(0, 64));
    // Only the SHA-256 of the token is stored.
    const { rows } = await t.db.query('select token_hash from calendar_feeds where user_id = $1', [
      mentee.id,
    ]);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(feed.url).not.toContain(rows[0]!.token_hash);

    // No cookie: a calendar application fetches it.
    const res = await t.request('GET', pathOf(feed.url));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const events = eventsOf(res.body);
    const byUid = new Map(events.map((e) => [e.uid, e]));
    expect(byUid.get(`${upcoming}@localhost`)).toMatchObject({ status: 'CONFIRMED' });
    expect(byUid.get(`${pending}@localhost`)).toMatchObject({ status: 'TENTATIVE' });
    expect(byUid.get(`${cancelled}@localhost`)).toMatchObject({ status: 'CANCELLED' });
    expect(byUid.get(`${recent}@localhost`)).toMatchObject({ status: 'CONFIRMED' });
    expect(byUid.has(`${old}@localhost`)).toBe(false);
    expect(byUid.has(`${notMine}@localhost`)).toBe(false);
    expect(byUid.get(`${upcoming}@localhost`)!.summary).toContain('Jordan Feed');

    // The mentor's own feed holds both mentees' sessions.
    const mentorFeed = await t.request('POST', '/api/calendar-feed', { session: mentor.session });
    const mentorRes = await t.request('GET', pathOf(mentorFeed.json<CalendarFeedCreated>().url));
    const mentorUids = eventsOf(mentorRes.body).map((e) => e.uid);
    expect(mentorUids).toEqual(
      expect.arrayContaining([`${upcoming}@localhost`, `${notMine}@localhost`]),
    );
  });

  it('regenerating revokes the old URL, turning off revokes the new one, unknown tokens are 404', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    const first = (
      await t.request('POST', '/api/calendar-feed', { session: mentee.session })
    ).json<CalendarFeedCreated>();
    const second = (
      await t.request('POST', '/api/calendar-feed', { session: mentee.session })
    ).json<CalendarFeedCreated>();
    expect(second.url).not.toBe(first.url);
    const revoked = await t.request('GET', pathOf(first.url));
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toMatchObject({ type: 'calendar_feed_not_found' });
    expect((await t.request('GET', pathOf(second.url))).statusCode).toBe(200);

    const off = await t.request('DELETE', '/api/calendar-feed', { session: mentee.session });
    expect(off.statusCode).toBe(204);
    expect((await t.request('GET', pathOf(second.url))).statusCode).toBe(404);
    expect((await t.request('GET', `/api/calendar-feed/${'0'.repeat(64)}.ics`)).statusCode).toBe(
      404,
    );
    expect((await t.request('GET', '/api/calendar-feed/not-a-token')).statusCode).toBe(404);
    expect((await t.request('POST', '/api/calendar-feed')).statusCode).toBe(401);
  });
});
