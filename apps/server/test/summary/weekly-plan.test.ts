import {
  NOTIFICATION_KINDS,
  type Activity,
  type NotificationPreference,
  type NotificationPreferenceList,
} from '@pathwise/contracts';
import { buildTestApp, type CaughtMail, type TestApp } from '@pathwise/server/test-support';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/jobs/mail-job.ts';
import {
  sendWeeklyPlans,
  WEEKLY_PLAN_CRON,
  WEEKLY_PLAN_QUEUE,
  type WeeklyPlanDeps,
} from '../../src/modules/summary/weekly-plan.ts';
import { approvedMentor, insertBooking } from '../bookings/support.ts';
import { onboardedPerson, type Person } from '../onboarding/support.ts';

/**
 * The weekly plan mail (docs/product.md#127-notifications): Monday 08:00–08:59 in the mentee's
 * zone, once per week whatever the number of sweeps or processes, nothing when nothing is due or
 * when the mentee turned it off; the one-click opt-out (RFC 8058) and the preferences API.
 *
 * The sweep runs at a fixed instant: Monday 2026-11-30 08:30 in Asia/Kolkata is 03:00 UTC.
 */

let t: TestApp;
let second: TestApp;
let deps: WeeklyPlanDeps;
let deps2: WeeklyPlanDeps;
beforeAll(async () => {
  t = await buildTestApp();
  // A second server process on the same database and catcher.
  second = await buildTestApp({ database: t.db, mail: t.catcher! });
  const depsOf = (app: TestApp): WeeklyPlanDeps => ({
    config: app.config,
    database: app.database,
    mailer: createMailer(app.boss),
    goals: app.app.goals,
    preferences: app.app.notificationPreferences,
    logger: pino({ level: 'silent' }),
  });
  deps = depsOf(t);
  deps2 = depsOf(second);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const KOLKATA_MONDAY_0830 = new Date('2026-11-30T03:00:00Z');

async function activity(person: Person, body: Record<string, unknown>): Promise<Activity> {
  const res = await t.request('POST', '/api/activities', { session: person.session, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Activity>();
}

async function menteeIn(zone: string | null): Promise<Person> {
  const mentee = await onboardedPerson(t, 'mentee', { name: 'Jordan Rivera' });
  await t.db.query('update users set time_zone = $2 where id = $1', [mentee.id, zone]);
  return mentee;
}

const weeklyTo = (email: string) => (m: CaughtMail) =>
  m.envelope.to.includes(email) && /^Your (week|plan):/.test(m.subject);

async function claims(userId: string): Promise<string[]> {
  const { rows } = await t.db.query<{ week_start: string }>(
    `select week_start::text from weekly_plan_mails where user_id = $1`,
    [userId],
  );
  return rows.map((r) => r.week_start);
}

/** Wait until the mail queue holds nothing waiting or running. */
async function mailQueueIdle(): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = 'mail' and state < 'completed'`,
    );
    if (rows[0]!.n === 0) return;
    if (Date.now() > deadline) throw new Error('the mail queue did not drain');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the weekly plan mail', () => {
  it('is a durable pg-boss schedule, one for all processes', async () => {
    const { rows } = await t.db.query<{ cron: string; timezone: string }>(
      `select cron, timezone from pgboss.schedule where name = $1`,
      [WEEKLY_PLAN_QUEUE],
    );
    expect(rows).toEqual([{ cron: WEEKLY_PLAN_CRON, timezone: 'UTC' }]);
  });

  it('lists the week’s and the overdue activities, once, with a one-click opt-out', async () => {
    const mentee = await menteeIn('Asia/Kolkata');
    await activity(mentee, { name: 'Mock interview', dueDate: '2026-12-02' });
    await activity(mentee, { name: 'Polish <b>CV</b>', dueDate: '2026-12-06' });
    await activity(mentee, { name: 'Done already', dueDate: '2026-12-01', status: 'complete' });
    await activity(mentee, { name: 'Call Sam', dueDate: '2026-11-25' });
    await activity(mentee, { name: 'Next week', dueDate: '2026-12-07' });

    // Not yet: 07:59 in Kolkata; then two sweeps at once on two processes, and a third later.
    expect(await sendWeeklyPlans(deps, new Date('2026-11-30T02:29:00Z'))).toBe(0);
    await Promise.all([
      sendWeeklyPlans(deps, KOLKATA_MONDAY_0830),
      sendWeeklyPlans(deps2, KOLKATA_MONDAY_0830),
    ]);
    await sendWeeklyPlans(deps, new Date('2026-11-30T03:20:00Z'));
    expect(await claims(mentee.id)).toEqual(['2026-11-30']);

    const mail = await t.waitForMail(weeklyTo(mentee.email), 20_000);
    expect(mail.subject).toBe('Your week: 2 activities due');
    expect(mail.text).toContain('Hi Jordan Rivera,');
    expect(mail.text).toContain('Here is your plan for the week of Monday, November 30.');
    expect(mail.text).toContain('- Mock interview (due Wednesday, December 2)');
    expect(mail.text).toContain('- Polish <b>CV</b> (due Sunday, December 6)');
    expect(mail.text).toContain('Overdue:\n- Call Sam (due Wednesday, November 25)');
    expect(mail.text).not.toContain('Done already');
    expect(mail.text).not.toContain('Next week');
    expect(mail.html).toContain('Polish &lt;b&gt;CV&lt;/b&gt;');
    expect(mail.text).toContain('http://localhost:3000/dashboard/goals');

    const oneClick =
      /^<(http:\/\/localhost:3000\/api\/unsubscribe\?token=[a-f0-9]{64}&kind=weekly_plan)>$/.exec(
        mail.headers['list-unsubscribe'] ?? '',
      );
    expect(oneClick).not.toBeNull();
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const page = /Stop these weekly emails: (\S+)/.exec(mail.text)?.[1];
    expect(page).toBe(oneClick![1]!.replace('/api/unsubscribe', '/unsubscribe'));

    await mailQueueIdle();
    expect(t.catcher!.mails.filter(weeklyTo(mentee.email))).toHaveLength(1);

    // A mail client's one-click POST (form body, the secret in the URL) turns it off.
    const url = new URL(oneClick![1]!);
    const res = await t.request('POST', `${url.pathname}${url.search}`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kind: 'weekly_plan', inApp: false, mail: false });
    const prefs = await t.request('GET', '/api/notification-preferences', {
      session: mentee.session,
    });
    expect(prefs.json<NotificationPreferenceList>().items).toEqual(
      defaultsWith({ kind: 'weekly_plan', inApp: false, mail: false }),
    );
  });

  it('goes out at 08:00 in the zone of the latest booking, else UTC', async () => {
    const mentor = await approvedMentor(t);
    const booked = await menteeIn(null);
    await insertBooking(t, mentor, booked); // its mentee zone: the column's default, UTC
    await t.db.query(
      `update bookings set mentee_time_zone = 'America/New_York' where mentee_id = $1`,
      [booked.id],
    );
    const plain = await menteeIn(null);
    for (const p of [booked, plain])
      await activity(p, { name: 'Weekly review', dueDate: '2026-12-01' });

    await sendWeeklyPlans(deps, KOLKATA_MONDAY_0830);
    expect(await claims(booked.id)).toEqual([]);
    expect(await claims(plain.id)).toEqual([]);
    await sendWeeklyPlans(deps, new Date('2026-11-30T08:05:00Z')); // 08:05 UTC
    expect(await claims(plain.id)).toEqual(['2026-11-30']);
    expect(await claims(booked.id)).toEqual([]);
    await sendWeeklyPlans(deps, new Date('2026-11-30T13:15:00Z')); // 08:15 in New York
    expect(await claims(booked.id)).toEqual(['2026-11-30']);
    await t.waitForMail(weeklyTo(booked.email), 20_000);
  });

  it('sends nothing when nothing is due or when the mentee turned it off', async () => {
    const idle = await menteeIn('Asia/Kolkata');
    await activity(idle, { name: 'Next week', dueDate: '2026-12-07' });
    await activity(idle, { name: 'Finished', dueDate: '2026-12-01', status: 'complete' });
    const optedOut = await menteeIn('Asia/Kolkata');
    await activity(optedOut, { name: 'Due', dueDate: '2026-12-01' });
    const put = await t.request('PUT', '/api/notification-preferences', {
      session: optedOut.session,
      body: { items: [{ kind: 'weekly_plan', inApp: true, mail: false }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<NotificationPreferenceList>().items).toEqual(
      defaultsWith({ kind: 'weekly_plan', inApp: false, mail: false }),
    );

    await sendWeeklyPlans(deps, KOLKATA_MONDAY_0830);
    expect(await claims(idle.id)).toEqual([]);
    expect(await claims(optedOut.id)).toEqual([]);
    await mailQueueIdle();
    const toThem = t.catcher!.mails.filter(
      (m) => m.envelope.to.includes(idle.email) || m.envelope.to.includes(optedOut.email),
    );
    expect(toThem.filter((m) => /^Your (week|plan):/.test(m.subject))).toEqual([]);
  });
});

/**
 * Every kind's defaults (docs/product.md "Notifications"): both channels on, except where a
 * channel does not exist for the kind (`review`, `activity`, `moderation` are never mailed,
 * `weekly_plan` never shown in the app), with `over` replacing its kind.
 */
function defaultsWith(over?: NotificationPreference): NotificationPreference[] {
  return NOTIFICATION_KINDS.map((kind) =>
    over?.kind === kind
      ? over
      : {
          kind,
          inApp: kind !== 'weekly_plan',
          mail: kind !== 'review' && kind !== 'activity' && kind !== 'moderation',
        },
  );
}

describe('notification preferences and unsubscribe', () => {
  it('answers the defaults, stores a change, and needs a session', async () => {
    const person = await onboardedPerson(t, 'mentee');
    const get = () =>
      t.request('GET', '/api/notification-preferences', { session: person.session });
    expect((await get()).json()).toEqual({ items: defaultsWith() });
    const bad = await t.request('PUT', '/api/notification-preferences', {
      session: person.session,
      body: { items: [{ kind: 'marketing', inApp: true, mail: true }] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.request('GET', '/api/notification-preferences')).statusCode).toBe(401);
    await t.request('PUT', '/api/notification-preferences', {
      session: person.session,
      body: { items: [{ kind: 'message', inApp: false, mail: true }] },
    });
    expect((await get()).json()).toEqual({
      items: defaultsWith({ kind: 'message', inApp: false, mail: true }),
    });
  });

  it('refuses an unknown secret (404) or a malformed one (400), and turns the kind off with the right one', async () => {
    const person = await onboardedPerson(t, 'mentee');
    const unknown = await t.request('POST', '/api/unsubscribe', {
      body: { token: 'a'.repeat(64), kind: 'weekly_plan' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ type: 'unsubscribe_link_invalid' });
    const malformed = await t.request('POST', '/api/unsubscribe', {
      body: { token: 'short', kind: 'weekly_plan' },
    });
    expect(malformed.statusCode).toBe(400);
    const missing = await t.request('POST', '/api/unsubscribe', { body: { kind: 'weekly_plan' } });
    expect(missing.statusCode).toBe(400);

    const links = await t.app.notificationPreferences.unsubscribeUrl(person.id, 'weekly_plan');
    expect(links).toEqual(
      await t.app.notificationPreferences.unsubscribeUrl(person.id, 'weekly_plan'),
    );
    const token = new URL(links.page).searchParams.get('token');
    const ok = await t.request('POST', '/api/unsubscribe', {
      body: { token, kind: 'weekly_plan' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await t.app.notificationPreferences.wants(person.id, 'weekly_plan', 'mail')).toBe(false);
  });
});
