import type { MentorAnalytics } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approvedMentor } from '../bookings/support.ts';
import { onboardedPerson, type Person } from '../onboarding/support.ts';

/**
 * Profile analytics against the real PostgreSQL (docs/architecture.md#tests: visit
 * counting once per visitor per day, own views and a bot user agent not counted, sources and
 * the referrer host; ranges as calendar days of the mentor's zone).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function view(
  mentorId: string,
  body: Record<string, unknown>,
  opts: { ip?: string; ua?: string; session?: string } = {},
) {
  return t.request('POST', `/api/mentors/${mentorId}/views`, {
    body,
    ip: opts.ip ?? '203.0.113.7',
    session: opts.session,
    headers: { 'user-agent': opts.ua ?? BROWSER },
  });
}

async function analytics(mentor: Person, range?: number): Promise<MentorAnalytics> {
  const res = await t.request('GET', `/api/mentor/analytics${range ? `?range=${range}` : ''}`, {
    session: mentor.session,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MentorAnalytics>();
}

const visitsOf = (a: MentorAnalytics, source: string) =>
  a.sources.find((s) => s.source === source)!.visits;

describe('counting profile views', () => {
  it('counts a visitor once a day, not the mentor, not bots; keeps the source and the referrer host', async () => {
    // A salt from five days ago must be gone once today's salt is made.
    await t.db.query(
      `insert into analytics_salts (day, salt) values (current_date - 5, 'old') on conflict do nothing`,
    );
    const mentor = await approvedMentor(t);
    const mentee = await onboardedPerson(t, 'mentee');

    expect((await view(mentor.id, { source: 'directory' })).statusCode).toBe(204);
    await view(mentor.id, { source: 'directory' }); // same visitor, same day
    await view(mentor.id, { source: 'home' }); // still the same visitor: not counted again
    // Another user agent from the same address is the same visitor
    // (docs/product.md#1210-earnings-and-analytics).
    await view(mentor.id, { source: 'home' }, { ua: PHONE });
    await view(mentor.id, { source: 'circles' }, { ip: '198.51.100.4', session: mentee.session });
    await view(
      mentor.id,
      { source: 'other_site', referrer: 'https://www.LinkedIn.com/in/someone?x=1' },
      { ip: '198.51.100.5' },
    );
    await view(mentor.id, { source: 'other_site', referrer: 'not a url' }, { ip: '198.51.100.6' });
    await view(mentor.id, { source: 'ask_expert' }, { ua: GOOGLEBOT, ip: '66.249.66.1' });
    await view(mentor.id, { source: 'home' }, { ip: '192.0.2.9', session: mentor.session });

    const a = await analytics(mentor, 7);
    expect(a.totalVisits).toBe(4);
    expect(visitsOf(a, 'directory')).toBe(1);
    expect(visitsOf(a, 'home')).toBe(0);
    expect(visitsOf(a, 'circles')).toBe(1);
    expect(visitsOf(a, 'other_site')).toBe(1);
    expect(visitsOf(a, 'direct')).toBe(1); // another site without a usable referrer
    expect(visitsOf(a, 'ask_expert')).toBe(0); // the bot
    expect(a.referrers).toEqual([{ host: 'www.linkedin.com', visits: 1 }]);
    expect(a.days.at(-1)).toEqual({ date: a.to, visits: 4 });

    // No address, agent or salt is stored in the clear; only today's salt (UTC) survives.
    const { rows } = await t.db.query<{ visitor_hash: string }>(
      'select visitor_hash from profile_visits where mentor_id = $1',
      [mentor.id],
    );
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.visitor_hash))).toBe(true);
    const salts = await t.db.query<{ day: string }>(
      `select to_char(day, 'YYYY-MM-DD') as day from analytics_salts order by day`,
    );
    expect(salts.rows.map((r) => r.day)).toEqual([new Date().toISOString().slice(0, 10)]);
  });

  it('cannot be inflated: rotating user agents count once, referrers must be real web origins, posts are limited per address', async () => {
    // 120 posts with rotating user agents raised 7-day visits from 91 to
    // 213, and any referrer host could be planted among the mentor's sources.
    const limited = await buildTestApp({ env: { RATE_LIMIT_PROFILE_VIEWS_PER_HOUR: '12' } });
    try {
      const mentor = await approvedMentor(limited);
      const post = (body: Record<string, unknown>, ip: string, ua: string) =>
        limited.request('POST', `/api/mentors/${mentor.id}/views`, {
          body,
          ip,
          headers: { 'user-agent': ua },
        });
      for (let i = 0; i < 10; i++) {
        const res = await post({ source: 'directory' }, '203.0.113.80', `${BROWSER} Build/${i}`);
        expect(res.statusCode).toBe(204);
      }
      const planted = [
        'https://buy-cheap-followers.invalid/x',
        'http://localhost:8080/',
        'https://10.0.0.1/',
        'https://evil/',
        'https://localhost:3000/mentors',
        'javascript:alert(1)',
      ];
      for (const [i, referrer] of planted.entries()) {
        await post({ source: 'other_site', referrer }, `198.51.100.${120 + i}`, BROWSER);
      }
      await post(
        { source: 'other_site', referrer: 'https://news.ycombinator.com/item?id=1' },
        '198.51.100.140',
        BROWSER,
      );
      // Past the limit, the address is refused.
      await post({ source: 'home' }, '203.0.113.80', BROWSER);
      await post({ source: 'home' }, '203.0.113.80', BROWSER);
      const refused = await post({ source: 'home' }, '203.0.113.80', BROWSER);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ type: 'general_rate_limit_exceeded' });

      const res = await limited.request('GET', '/api/mentor/analytics?range=7', {
        session: mentor.session,
      });
      const a = res.json<MentorAnalytics>();
      expect(visitsOf(a, 'directory')).toBe(1);
      expect(a.referrers).toEqual([{ host: 'news.ycombinator.com', visits: 1 }]);
      expect(visitsOf(a, 'direct')).toBe(planted.length);
    } finally {
      await limited.close();
    }
  });

  it('answers 404 for a mentor who is not approved and 400 for an unknown source', async () => {
    const pending = await onboardedPerson(t, 'coach');
    expect((await view(pending.id, { source: 'home' })).json()).toMatchObject({
      type: 'mentor_not_found',
    });
    const mentor = await approvedMentor(t);
    expect((await view(mentor.id, { source: 'newsletter' })).statusCode).toBe(400);
  });

  it('stores the source of a booking made after a visit and counts it beside the visits', async () => {
    const mentor = await approvedMentor(t);
    const mentee = await onboardedPerson(t, 'mentee');
    const start = new Date(Date.now() + 72 * 3600_000);
    await t.db.query(
      `insert into bookings (id, mentor_id, mentee_id, status, starts_at, ends_at, blocked_from, blocked_until, meeting_url, source)
       values (gen_random_uuid(), $1, $2, 'confirmed', $3, $4, $3, $4, 'https://meet.example.com/a', 'directory')`,
      [mentor.id, mentee.id, start, new Date(start.getTime() + 3600_000)],
    );
    await view(mentor.id, { source: 'directory' }, { ip: '203.0.113.50' });
    const a = await analytics(mentor, 30);
    expect(a.sources[0]).toEqual({ source: 'directory', visits: 1, bookings: 1 });
    expect(a.totalBookings).toBe(1);
  });
});

describe('a booking made after a visit', () => {
  it('keeps the source the booking page passed along, and refuses an unknown one', async () => {
    const mentor = await approvedMentor(t);
    await t.request('PUT', '/api/availability', {
      session: mentor.session,
      body: {
        timeZone: 'UTC',
        weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          ranges: [{ start: '00:00', end: '24:00' }],
        })),
        dateOverrides: [],
        sessionMinutes: 60,
        minimumNoticeMinutes: 60,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        bookingWindowDays: 30,
        maxPerDay: null,
        changeNoticeMinutes: 1440,
        requiresConfirmation: false,
        meetingUrl: null,
      },
    });
    const mentee = await onboardedPerson(t, 'mentee');
    const profile = await t.request('GET', `/api/mentors/${mentor.id}`);
    const planId = profile.json<{ plans: { id: string }[] }>().plans[0]!.id;
    const from = new Date(Date.now() + 2 * 86_400_000);
    const slots = await t.request(
      'GET',
      `/api/mentors/${mentor.id}/slots?from=${from.toISOString()}&to=${new Date(from.getTime() + 86_400_000).toISOString()}`,
    );
    const [start] = slots.json<{ slots: string[] }>().slots;
    const body = { mentorId: mentor.id, planId, start };
    const bad = await t.request('POST', '/api/bookings', {
      session: mentee.session,
      body: { ...body, source: 'billboard' },
    });
    expect(bad.statusCode).toBe(400);
    const res = await t.request('POST', '/api/bookings', {
      session: mentee.session,
      body: { ...body, source: 'home' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const a = await analytics(mentor, 7);
    expect(a.sources.find((s) => s.source === 'home')).toMatchObject({ bookings: 1 });
  });
});

describe('GET /api/mentor/analytics', () => {
  it('gives 7, 30 or 90 calendar days of the mentor’s zone, today last', async () => {
    const mentor = await approvedMentor(t);
    const zone = 'Pacific/Kiritimati'; // UTC+14: its day is often another day than UTC's
    // The mentor's one zone: `users.time_zone`.
    await t.db.query(`update users set time_zone = $2 where id = $1`, [mentor.id, zone]);
    const today = Temporal.Now.plainDateISO(zone);
    const day = (n: number) => today.subtract({ days: n }).toString();
    const rows: [string, string, string][] = [
      [day(0), 'a', 'home'],
      [day(0), 'b', 'directory'],
      [day(6), 'c', 'home'],
      [day(7), 'd', 'home'],
      [day(29), 'e', 'circles'],
      [day(89), 'f', 'direct'],
      [day(90), 'g', 'direct'],
    ];
    for (const [d, hash, source] of rows)
      await t.db.query(
        `insert into profile_visits (mentor_id, day, visitor_hash, source) values ($1, $2, $3, $4)`,
        [mentor.id, d, hash, source],
      );

    const week = await analytics(mentor, 7);
    expect(week).toMatchObject({ range: 7, timeZone: zone, from: day(6), to: day(0) });
    expect(week.days).toHaveLength(7);
    expect(week.days[0]).toEqual({ date: day(6), visits: 1 });
    expect(week.days[6]).toEqual({ date: day(0), visits: 2 });
    expect(week.totalVisits).toBe(3);

    const month = await analytics(mentor); // 30 by default
    expect(month.days).toHaveLength(30);
    expect(month.totalVisits).toBe(5);
    expect(visitsOf(month, 'circles')).toBe(1);

    const quarter = await analytics(mentor, 90);
    expect(quarter.days).toHaveLength(90);
    expect(quarter.totalVisits).toBe(6);

    const bad = await t.request('GET', '/api/mentor/analytics?range=14', {
      session: mentor.session,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is for mentors only', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    const res = await t.request('GET', '/api/mentor/analytics', { session: mentee.session });
    expect(res.statusCode).toBe(403);
  });
});

describe('what one counted view costs', () => {
  const visitsOfMentor = async (db: TestApp['db'], mentorId: string) =>
    Number(
      (
        await db.query<{ n: string }>(
          'select count(*) as n from profile_visits where mentor_id = $1',
          [mentorId],
        )
      ).rows[0]!.n,
    );

  it('runs no statement for a mentor seen a moment ago; the views are written together, in one insert', async () => {
    const mentor = await approvedMentor(t);
    // The day's salt and the mentor's approval and zone read beforehand.
    expect((await view(mentor.id, { source: 'home' }, { ip: '192.0.2.50' })).statusCode).toBe(204);
    const query = vi.spyOn(t.database.pool, 'query');
    try {
      for (const ip of ['192.0.2.51', '192.0.2.52', '192.0.2.53', '192.0.2.51'])
        expect((await view(mentor.id, { source: 'home' }, { ip })).statusCode).toBe(204);
      const names = () => query.mock.calls.map(([config]) => (config as { name?: string }).name);
      // Besides the per-address limit's own (prepared) upsert.
      expect(names().filter((n) => !n?.startsWith('rate_limits:'))).toEqual([]);
      query.mockClear();
      // The analytics count every view this process took, and the repeat once.
      expect((await analytics(mentor, 7)).totalVisits).toBe(4);
      expect(names().filter((n) => n === 'insert_visits')).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });

  it('writes a view within a moment without anyone asking, and the views left when the app closes', async () => {
    const mentor = await approvedMentor(t);
    expect((await view(mentor.id, { source: 'home' }, { ip: '192.0.2.60' })).statusCode).toBe(204);
    await vi.waitFor(async () => expect(await visitsOfMentor(t.db, mentor.id)).toBe(1), {
      timeout: 5000,
      interval: 50,
    });

    // A second process on the same database, closed right after its views.
    const other = await buildTestApp({ database: t.db });
    try {
      for (const ip of ['192.0.2.61', '192.0.2.62'])
        expect(
          (
            await other.request('POST', `/api/mentors/${mentor.id}/views`, {
              body: { source: 'directory' },
              ip,
              headers: { 'user-agent': BROWSER },
            })
          ).statusCode,
        ).toBe(204);
    } finally {
      await other.close();
    }
    expect(await visitsOfMentor(t.db, mentor.id)).toBe(3);
  });
});
