import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from '../../src/lib/events.ts';
import { formatSessionTime } from '../../src/modules/bookings/session-mail.tsx';
import { derivedUuid } from '../../src/lib/crypto.ts';
import { REMINDER_QUEUE, reminderKey } from '../../src/modules/bookings/reminders.ts';
import {
  bookingBus,
  bookSession,
  eventOf,
  inviteOf,
  mailTo,
  MENTEE_ZONE,
  moveRow,
  publish,
  readBooking,
} from './notifications-support.ts';

/**
 * Reminders (docs/product.md#123-booking): 24 hours and 1 hour before the start, to
 * both sides, as pg-boss jobs scheduled in the event's transaction; never sent for a cancelled
 * or moved booking; sent once with two server processes on one database.
 *
 * The tests put the start just over an hour ahead, so the 1-hour reminder is due within
 * seconds (and the 24-hour one, already past, is not scheduled).
 */

let t: TestApp;
let second: TestApp;
let bus: EventBus;
beforeAll(async () => {
  t = await buildTestApp();
  // A second server process on the same database and catcher: its reminder worker competes.
  second = await buildTestApp({ database: t.db, mail: t.catcher! });
  bus = bookingBus(t);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const reminder = /^Reminder: your session with .* starts in 1 hour$/;

/**
 * A start `seconds` past one hour from now (whole seconds, as invites carry them), so its
 * 1-hour reminder is due in `seconds`.
 */
const inAnHourAnd = (seconds: number) =>
  new Date(Math.ceil((Date.now() + 60 * 60_000 + seconds * 1000) / 1000) * 1000);

interface JobRow {
  state: string;
  singleton_key: string;
  start_after: Date;
}

/** The reminder jobs of a booking. */
async function jobsOf(bookingId: string): Promise<JobRow[]> {
  const { rows } = await t.db.query<JobRow>(
    `select state, singleton_key, start_after from pgboss.job
      where name = $1 and data->>'bookingId' = $2 order by start_after`,
    [REMINDER_QUEUE, bookingId],
  );
  return rows;
}

/** Wait until every reminder job of the booking has run (completed), up to 20 s. */
async function settled(bookingId: string): Promise<JobRow[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const jobs = await jobsOf(bookingId);
    if (jobs.length > 0 && jobs.every((j) => j.state === 'completed')) return jobs;
    if (Date.now() > deadline) throw new Error(`reminder jobs not done: ${JSON.stringify(jobs)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
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

describe('booking reminders', () => {
  it('are scheduled 24 h and 1 h before, once per booking, offset and SEQUENCE', async () => {
    const booked = await bookSession(t, { hoursAhead: 48 });
    const { booking } = booked;
    await publish(t, bus, 'booking.created', eventOf(booked));
    // The mentor confirming or a repeated event adds nothing for the same SEQUENCE.
    await publish(t, bus, 'booking.confirmed', eventOf(booked, { actor: 'mentor' }));
    const jobs = await jobsOf(booking.id);
    expect(jobs.map((j) => j.singleton_key)).toEqual([
      reminderKey(booking.id, 24 * 60, 0),
      reminderKey(booking.id, 60, 0),
    ]);
    expect(jobs.map((j) => j.start_after.toISOString())).toEqual([
      new Date(booking.start.getTime() - 24 * 60 * 60_000).toISOString(),
      new Date(booking.start.getTime() - 60 * 60_000).toISOString(),
    ]);
    expect(jobs.every((j) => j.state === 'created')).toBe(true);
  });

  it('a pending booking gets none until it is confirmed', async () => {
    const booked = await bookSession(t, { status: 'pending', hoursAhead: 48 });
    await publish(t, bus, 'booking.created', eventOf(booked));
    expect(await jobsOf(booked.booking.id)).toEqual([]);
    await t.db.query(`update bookings set status = 'confirmed', sequence = 1 where id = $1`, [
      booked.booking.id,
    ]);
    await publish(
      t,
      bus,
      'booking.confirmed',
      eventOf(booked, { status: 'confirmed', sequence: 1, actor: 'mentor' }),
    );
    expect((await jobsOf(booked.booking.id)).map((j) => j.singleton_key)).toEqual([
      reminderKey(booked.booking.id, 24 * 60, 1),
      reminderKey(booked.booking.id, 60, 1),
    ]);
  });

  it('go to both sides when due, once although two processes work the queue', async () => {
    const booked = await bookSession(t);
    await moveRow(t, booked.booking.id, inAnHourAnd(2), 0);
    const row = await readBooking(t, booked.booking.id);
    await publish(t, bus, 'booking.confirmed', eventOf({ ...booked, booking: row }));
    expect(await jobsOf(row.id)).toHaveLength(1); // the 24-hour one is already past

    const toMentee = await t.waitForMail(mailTo(booked.mentee.email, reminder), 20_000);
    await t.waitForMail(mailTo(booked.mentor.email, reminder), 20_000);
    expect(toMentee.text).toContain(formatSessionTime(row.start, row.end, MENTEE_ZONE));
    expect(inviteOf(toMentee)).toMatchObject({ method: 'REQUEST', sequence: 0 });
    await settled(row.id);
    await mailQueueIdle();
    const sent = t.catcher!.mails.filter(
      (m) =>
        (m.envelope.to.includes(booked.mentee.email) ||
          m.envelope.to.includes(booked.mentor.email)) &&
        reminder.test(m.subject),
    );
    expect(sent).toHaveLength(2);
  });

  it('are not sent after a cancellation', async () => {
    const booked = await bookSession(t);
    await moveRow(t, booked.booking.id, inAnHourAnd(2), 0);
    const row = await readBooking(t, booked.booking.id);
    await publish(t, bus, 'booking.confirmed', eventOf({ ...booked, booking: row }));
    await t.db.query(`update bookings set status = 'cancelled', sequence = 1 where id = $1`, [
      row.id,
    ]);
    await publish(
      t,
      bus,
      'booking.cancelled',
      eventOf({ ...booked, booking: row }, { status: 'cancelled', sequence: 1, reason: 'ill' }),
    );
    await settled(row.id);
    await mailQueueIdle();
    await t.waitForMail(mailTo(booked.mentor.email, /cancelled your session$/));
    expect(t.catcher!.mails.filter(mailTo(booked.mentee.email, reminder))).toEqual([]);
    expect(t.catcher!.mails.filter(mailTo(booked.mentor.email, reminder))).toEqual([]);
  });

  it('of a moved booking: the old ones do nothing, the new ones go out for the new time', async () => {
    const booked = await bookSession(t);
    await moveRow(t, booked.booking.id, inAnHourAnd(2), 0);
    const before = await readBooking(t, booked.booking.id);
    await publish(t, bus, 'booking.confirmed', eventOf({ ...booked, booking: before }));
    // Moved 4 s later: its 1-hour reminder is due after the old one.
    await moveRow(t, before.id, inAnHourAnd(6), 1);
    const after = await readBooking(t, before.id);
    await publish(
      t,
      bus,
      'booking.rescheduled',
      eventOf({ ...booked, booking: after }, { previousStart: before.start }),
    );
    expect((await jobsOf(before.id)).map((j) => j.singleton_key)).toEqual([
      reminderKey(before.id, 60, 0),
      reminderKey(before.id, 60, 1),
    ]);
    const toMentee = await t.waitForMail(mailTo(booked.mentee.email, reminder), 20_000);
    expect(inviteOf(toMentee).sequence).toBe(1);
    expect(inviteOf(toMentee).start.toISOString()).toBe(after.start.toISOString());
    await settled(before.id);
    await mailQueueIdle();
    expect(t.catcher!.mails.filter(mailTo(booked.mentee.email, reminder))).toHaveLength(1);
    expect(t.catcher!.mails.filter(mailTo(booked.mentor.email, reminder))).toHaveLength(1);
  });

  it('derive their mail ids from the job, so a retried job enqueues each mail once', () => {
    expect(derivedUuid('job-1:mentee')).toBe(derivedUuid('job-1:mentee'));
    expect(derivedUuid('job-1:mentee')).not.toBe(derivedUuid('job-1:mentor'));
    expect(derivedUuid('x')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
