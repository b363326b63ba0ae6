import { AdminOverview } from '@pathwise/contracts';
import { buildTestApp, uniqueEmail, type TestApp } from '@pathwise/server/test-support';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekStarts } from '../../src/modules/admin/overview.ts';
import { hoursAgo, insertBooking } from '../bookings/support.ts';
import { makePerson, type Person } from '../onboarding/support.ts';

/**
 * The admin overview (docs/product.md#146-admin-overview): weeks cut in the admin's own time
 * zone (Monday first) from the real tables. Rows sit on both sides of Monday 00:00 in Kolkata
 * (Sunday 18:30 UTC), which UTC puts in the other week.
 */

const KOLKATA_ADMIN = uniqueEmail('kolkata-admin');
const UTC_ADMIN = uniqueEmail('utc-admin');
let t: TestApp;
let kolkata: Person;
let utc: Person;

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_EMAILS: `${KOLKATA_ADMIN},${UTC_ADMIN}` } });
  kolkata = await makePerson(t, { email: KOLKATA_ADMIN, name: 'Kavya Kolkata' });
  utc = await makePerson(t, { email: UTC_ADMIN, name: 'Uma Utc' });
  await t.db.query(`update users set time_zone = 'Asia/Kolkata' where id = $1`, [kolkata.id]);
});
afterAll(async () => {
  await t?.close();
});

const overview = async (admin: Person) => {
  const res = await t.request('GET', '/api/admin/overview', { session: admin.session });
  expect(res.statusCode, res.body).toBe(200);
  return AdminOverview.parse(res.json());
};

async function signup(role: 'mentee' | 'coach', at: Date): Promise<{ id: string }> {
  const id = randomUUID();
  await t.db.query(
    `insert into users (id, email, name, created_at) values ($1, $2, 'Week Person', $3)`,
    [id, uniqueEmail('week'), at],
  );
  await t.db.query(`insert into onboarding (user_id, user_type) values ($1, $2)`, [id, role]);
  return { id };
}

describe('the admin overview', () => {
  it('cuts weeks at Monday 00:00 in the admin’s zone', async () => {
    const weeks = weekStarts('Asia/Kolkata', new Date());
    const thisMonday = weeks.at(-1)!;
    // Monday 00:00 in Kolkata is Sunday 18:30 UTC.
    const boundary = Date.parse(`${thisMonday}T00:00:00+05:30`);
    const justAfter = new Date(boundary + 30 * 60_000); // Sunday 19:00 UTC
    const justBefore = new Date(boundary - 30 * 60_000); // Sunday 18:00 UTC
    await signup('mentee', justAfter);
    await signup('coach', justAfter);
    await signup('mentee', justBefore);
    const mentor = await signup('coach', new Date(boundary - 7 * 24 * 3600_000));
    const mentee = await signup('mentee', new Date(boundary - 7 * 24 * 3600_000));
    const booked = await insertBooking(t, mentor, mentee);
    await t.db.query(`update bookings set created_at = $2 where id = $1`, [booked, justAfter]);
    const conversation = randomUUID();
    await t.db.query(`insert into conversations (id, mentee_id, mentor_id) values ($1, $2, $3)`, [
      conversation,
      mentee.id,
      mentor.id,
    ]);
    // Two people's messages either side of the boundary, and a system message (not counted).
    await t.db.query(
      `insert into messages (id, conversation_id, sender_id, kind, text, system, created_at)
       values ($1, $4, $5, 'text', 'After', null, $6), ($2, $4, $5, 'text', 'Before', null, $7),
              ($3, $4, null, 'system', '', '{"type":"note"}', $6)`,
      [randomUUID(), randomUUID(), randomUUID(), conversation, mentee.id, justAfter, justBefore],
    );

    const k = await overview(kolkata);
    expect(k.timeZone).toBe('Asia/Kolkata');
    expect(k.weeks).toHaveLength(13);
    expect(k.weeks.map((w) => w.week)).toEqual(weeks);
    const kThis = k.weeks.at(-1)!;
    const kLast = k.weeks.at(-2)!;
    expect([kThis.signupsMentees, kThis.signupsMentors]).toEqual([1, 1]);
    // The admins themselves signed up now, without a role: not counted.
    expect(kThis.sessionsBooked).toBe(1);
    expect(kLast.signupsMentees).toBe(2);
    expect(kLast.signupsMentors).toBe(1);
    expect([kThis.messagesSent, kLast.messagesSent]).toEqual([1, 1]);

    // In UTC, Sunday 19:00 is still last week (unless this week began since).
    const u = await overview(utc);
    expect(u.timeZone).toBe('UTC');
    const uWeeks = weekStarts('UTC', new Date());
    expect(u.weeks.map((w) => w.week)).toEqual(uWeeks);
    const sundayUtc = new Date(boundary).toISOString().slice(0, 10);
    const uWeekOfSunday = u.weeks.find((w) => w.week <= sundayUtc && sundayUtc < nextWeek(w.week))!;
    expect(uWeekOfSunday.signupsMentees).toBe(2);
    expect(uWeekOfSunday.signupsMentors).toBe(1);
    expect(uWeekOfSunday.sessionsBooked).toBe(1);
    expect(uWeekOfSunday.messagesSent).toBe(2);
  });

  it('counts sessions held, missed and cancelled, messages, and the medians in hours', async () => {
    const mentor = await signup('coach', hoursAgo(24 * 60));
    const mentee = await signup('mentee', hoursAgo(24 * 60));
    const before = (await overview(utc)).weeks.at(-1)!;
    // Now in UTC is in this week; sessions that started an hour ago count in it when they
    // started this week (on a Monday morning they may not have: use the row's own week).
    const start = hoursAgo(2);
    await insertBooking(t, mentor, mentee, { start });
    await insertBooking(t, mentor, mentee, { start: hoursAgo(4), menteeAbsent: true });
    await insertBooking(t, mentor, mentee, { status: 'cancelled', cancelledBy: 'mentee' });
    await t.db.query(
      `insert into mentor_profiles (user_id, about, niche, skills_text, certification,
         clients_count, goal, status, submitted_at, reviewed_at)
       values ($1, 'About', 'career', 'Skills', 'icf', 1, 'empower_clients', 'approved',
         now() - interval '10 hours', now()),
       ($2, 'About', 'career', 'Skills', 'icf', 1, 'empower_clients', 'pending', now(), null)`,
      [mentor.id, mentee.id],
    );
    await t.db.query(
      `insert into reports (id, reporter_id, subject_kind, subject_id, subject_user_id, reason,
         status, created_at, resolved_at)
       values ($1, $3, 'user', $4, $4, 'spam', 'dismissed', now() - interval '4 hours', now()),
              ($2, $3, 'user', $4, $4, 'spam', 'open', now(), null)`,
      [randomUUID(), randomUUID(), mentee.id, mentor.id],
    );

    const after = await overview(utc);
    const week = after.weeks.at(-1)!;
    const startWeek = weekStarts('UTC', start).at(-1)!;
    if (startWeek === week.week) {
      expect(week.sessionsHeld - before.sessionsHeld).toBe(1);
      expect(week.sessionsMissed - before.sessionsMissed).toBe(1);
    }
    expect(week.sessionsCancelled - before.sessionsCancelled).toBe(1);
    expect(week.applicationsDecided).toBe(1);
    expect(week.medianDecisionHours).toBe(10);
    expect(week.reportsResolved).toBe(1);
    expect(week.medianResolutionHours).toBe(4);
    expect(after.applicationsWaiting).toBe(1);
    expect(after.openReports).toBe(1);
  });
});

function nextWeek(monday: string): string {
  const d = new Date(`${monday}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7);
  return d.toISOString().slice(0, 10);
}
