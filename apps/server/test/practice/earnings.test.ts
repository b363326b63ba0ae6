import type { MentorEarnings } from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { randomUUID } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMentor } from '../bookings/support.ts';
import { onboardedPerson, type Person } from '../onboarding/support.ts';

/**
 * Earnings against the real PostgreSQL (docs/architecture.md#tests: figures for seeded
 * bookings, month boundaries in the mentor's time zone, change against the month before,
 * volunteer sessions, the CSV export).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const HOUR = 3600_000;
const ZONE = 'Pacific/Auckland'; // UTC+12/+13: its months begin while UTC is still in the last one

/** The instant of wall time `date`T`time` in {@link ZONE}. */
function at(date: Temporal.PlainDate, time = '10:00'): Date {
  return new Date(
    date.toZonedDateTime({ timeZone: ZONE, plainTime: Temporal.PlainTime.from(time) })
      .epochMilliseconds,
  );
}

async function booking(
  mentor: Person,
  mentee: Person,
  b: {
    start: Date;
    priceMinor: number;
    currency?: string;
    plan?: string;
    status?: string;
    mentorAbsent?: boolean;
  },
) {
  const end = new Date(b.start.getTime() + HOUR);
  await t.db.query(
    `insert into bookings (id, mentor_id, mentee_id, status, starts_at, ends_at, blocked_from, blocked_until,
       meeting_url, plan_name, plan_sessions, price_minor, currency, mentor_absent)
     values ($1, $2, $3, $4, $5, $6, $5, $6, 'https://meet.example.com/r', $7, 2, $8, $9, $10)`,
    [
      randomUUID(),
      mentor.id,
      mentee.id,
      b.status ?? 'confirmed',
      b.start,
      end,
      b.plan ?? 'Portfolio review',
      b.priceMinor,
      b.currency ?? 'USD',
      b.mentorAbsent ?? false,
    ],
  );
}

async function earnings(mentor: Person, month?: string): Promise<MentorEarnings> {
  const res = await t.request('GET', `/api/mentor/earnings${month ? `?month=${month}` : ''}`, {
    session: mentor.session,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MentorEarnings>();
}

describe('GET /api/mentor/earnings', () => {
  it('counts held and upcoming sessions per month of the mentor’s zone, per currency, with the change', async () => {
    const mentor = await approvedMentor(t);
    const ana = await onboardedPerson(t, 'mentee', { name: 'Ana Costa' });
    const ben = await onboardedPerson(t, 'mentee', { name: 'Ben Okoro' });
    // The mentor's one zone: `users.time_zone`.
    await t.db.query(`update users set time_zone = $2 where id = $1`, [mentor.id, ZONE]);
    const today = Temporal.Now.plainDateISO(ZONE);
    const thisMonth = today.toPlainYearMonth();
    const last = thisMonth.subtract({ months: 1 });
    const twoAgo = thisMonth.subtract({ months: 2 });
    const first = (m: Temporal.PlainYearMonth) => m.toPlainDate({ day: 1 });

    // Two months ago: one held paid session.
    await booking(mentor, ana, { start: at(first(twoAgo).add({ days: 3 })), priceMinor: 6000 });
    // Last month: the first hour of the month in Auckland (still the month before in UTC)...
    await booking(mentor, ana, { start: at(first(last), '00:30'), priceMinor: 6000 });
    // ...a free volunteer session, a session in euros, one the mentor missed, one cancelled.
    await booking(mentor, ben, {
      start: at(first(last).add({ days: 4 })),
      priceMinor: 0,
      plan: 'Intro call',
    });
    await booking(mentor, ben, {
      start: at(first(last).add({ days: 5 })),
      priceMinor: 4500,
      currency: 'EUR',
    });
    await booking(mentor, ben, {
      start: at(first(last).add({ days: 6 })),
      priceMinor: 6000,
      mentorAbsent: true,
    });
    await booking(mentor, ben, {
      start: at(first(last).add({ days: 7 })),
      priceMinor: 6000,
      status: 'cancelled',
    });
    // The last hour of last month in Auckland belongs to last month.
    await booking(mentor, ben, {
      start: at(thisMonth.toPlainDate({ day: 1 }).subtract({ days: 1 }), '23:00'),
      priceMinor: 6000,
    });
    // Upcoming: booked, not earned (next month, so always in the future).
    const next = thisMonth.add({ months: 1 });
    await booking(mentor, ana, { start: at(first(next).add({ days: 2 })), priceMinor: 6000 });
    await booking(mentor, ana, {
      start: at(first(next).add({ days: 3 })),
      priceMinor: 6000,
      status: 'pending',
    });
    // ...and an upcoming free one: free sessions are counted per state
    // (docs/product.md#5-validation).
    await booking(mentor, ben, {
      start: at(first(next).add({ days: 4 })),
      priceMinor: 0,
      plan: 'Intro call',
    });

    const e = await earnings(mentor, last.toString());
    expect(e.timeZone).toBe(ZONE);
    expect(e.currentMonth).toBe(thisMonth.toString());
    expect(e.selected.month).toBe(last.toString());
    expect(e.selected.amounts).toEqual([
      { currency: 'EUR', earnedMinor: 4500, bookedMinor: 0 },
      { currency: 'USD', earnedMinor: 12000, bookedMinor: 0 },
    ]);
    expect(e.selected.sessions).toEqual({ held: 4, upcoming: 0, heldFree: 1, upcomingFree: 0 });
    expect(e.selected.change).toEqual({
      previousMonth: twoAgo.toString(),
      items: [
        { currency: 'EUR', previousMinor: 0, changeMinor: 4500, percent: null },
        { currency: 'USD', previousMinor: 6000, changeMinor: 6000, percent: 100 },
      ],
    });
    expect(e.selected.byMentee.map((r) => [r.name, r.currency, r.held, r.earnedMinor])).toEqual([
      ['Ben Okoro', 'USD', 2, 6000],
      ['Ana Costa', 'USD', 1, 6000],
      ['Ben Okoro', 'EUR', 1, 4500],
    ]);
    const intro = e.selected.byPlan.find((r) => r.name === 'Intro call');
    expect(intro).toMatchObject({ held: 1, earnedMinor: 0, currency: 'USD' });

    // The earliest month has no change; the months with data, newest first.
    expect((await earnings(mentor, twoAgo.toString())).selected.change).toBeNull();
    expect(e.monthsWithData).toEqual([next.toString(), last.toString(), twoAgo.toString()]);
    expect(e.totals).toEqual([
      { currency: 'EUR', earnedMinor: 4500, bookedMinor: 0 },
      { currency: 'USD', earnedMinor: 18000, bookedMinor: 12000 },
    ]);
    // The free held session is not one of the upcoming ones, nor the free upcoming one held.
    expect(e.totalSessions).toEqual({ held: 5, upcoming: 3, heldFree: 1, upcomingFree: 1 });
    expect(e.history).toHaveLength(12);
    expect(e.history.at(-1)!.month).toBe(thisMonth.toString());
    expect(e.history.at(-2)).toMatchObject({ month: last.toString(), sessions: { held: 4 } });

    const upcoming = await earnings(mentor, next.toString());
    expect(upcoming.selected.amounts).toEqual([
      { currency: 'USD', earnedMinor: 0, bookedMinor: 12000 },
    ]);
    expect(upcoming.selected.sessions).toEqual({
      held: 0,
      upcoming: 3,
      heldFree: 0,
      upcomingFree: 1,
    });
  });

  it('exports every counted session as CSV, amounts in the currency’s decimals', async () => {
    const mentor = await approvedMentor(t);
    const mentee = await onboardedPerson(t, 'mentee', { name: '=Eve, "the" Mentee' });
    await booking(mentor, mentee, {
      start: new Date(Date.now() - 30 * 24 * HOUR),
      priceMinor: 6000,
    });
    await booking(mentor, mentee, {
      start: new Date(Date.now() + 30 * 24 * HOUR),
      priceMinor: 0,
      plan: 'Intro call',
    });
    const res = await t.request('GET', '/api/mentor/earnings.csv', { session: mentor.session });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.csv"/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date (UTC),month,mentee,plan,status,currency,amount');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d,\d{4}-\d\d,"'=Eve, ""the"" Mentee",Portfolio review,held,USD,60\.00$/,
    );
    expect(lines[2]).toMatch(/,Intro call,upcoming,USD,0\.00$/);
  });

  it('is for mentors only and refuses a malformed month', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    expect(
      (await t.request('GET', '/api/mentor/earnings', { session: mentee.session })).statusCode,
    ).toBe(403);
    const mentor = await approvedMentor(t);
    const bad = await t.request('GET', '/api/mentor/earnings?month=2026-13', {
      session: mentor.session,
    });
    expect(bad.statusCode).toBe(400);
  });
});
