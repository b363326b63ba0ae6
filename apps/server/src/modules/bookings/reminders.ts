import { derivedUuid } from '../../lib/crypto.ts';
import { REMINDER_OFFSETS_MINUTES } from '@pathwise/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../jobs/mail-job.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { BookingEvent, EventBus, EventTransaction } from '../../lib/events.ts';
import { findBookingState } from './calendar-repository.ts';

/**
 * Session reminders (docs/product.md#123-booking): 24 hours and 1 hour before the
 * start (`REMINDER_OFFSETS_MINUTES`), to both sides, as durable pg-boss jobs.
 *
 * - Scheduled in the transaction of every event after which the booking is `confirmed`
 *   (created confirmed, confirmed, rescheduled, and the proposal events, which may raise the
 *   SEQUENCE), each due at `start - offset` (`startAfter`), unless that moment has passed.
 * - Each job's `singletonKey` is `booking-reminder:<booking id>:<offset>:<sequence>` on a
 *   `short` queue: a second event for the same booking, offset and SEQUENCE adds nothing.
 * - When due, the job re-reads the booking and sends only if it is still `confirmed`, starts
 *   at the job's start, has the job's SEQUENCE and has not started: a cancelled or moved
 *   booking's old reminders do nothing (a moved booking has a new SEQUENCE and its own jobs).
 * - Once with several processes: pg-boss gives a job to one worker; the two mails it
 *   enqueues have ids derived from the job's, so a retried job does not mail twice.
 * - The last reminder before the start (the smallest offset) also publishes
 *   `booking.starting` in a transaction of its own (the in-app "starts soon"
 *   notification to both sides).
 */

/** The pg-boss queue of reminders. */
export const REMINDER_QUEUE = 'booking-reminder';

/** A {@link BookingEvent} as JSON (dates as ISO strings), the way pg-boss keeps it. */
export type StoredBookingEvent = Omit<
  BookingEvent,
  'start' | 'end' | 'previousStart' | 'proposal'
> & {
  start: string;
  end: string;
  previousStart: string | null;
  proposal: { start: string; end: string } | null;
};

/** One reminder job's data. */
export interface ReminderJob {
  bookingId: string;
  /** The SEQUENCE the reminder was scheduled for. */
  sequence: number;
  /** The start (ISO instant) the reminder was scheduled for. */
  start: string;
  /** Minutes before the start: one of `REMINDER_OFFSETS_MINUTES`. */
  offsetMinutes: number;
  /** The booking as the scheduling event told it (names, zones, agenda, link). */
  event: StoredBookingEvent;
}

/** The singleton key of one reminder: booking, offset and SEQUENCE. */
export function reminderKey(bookingId: string, offsetMinutes: number, sequence: number): string {
  return `${REMINDER_QUEUE}:${bookingId}:${offsetMinutes}:${sequence}`;
}

function storeEvent(e: BookingEvent): StoredBookingEvent {
  return {
    ...e,
    start: e.start.toISOString(),
    end: e.end.toISOString(),
    previousStart: e.previousStart?.toISOString() ?? null,
    proposal: e.proposal
      ? { start: e.proposal.start.toISOString(), end: e.proposal.end.toISOString() }
      : null,
  };
}

/** The {@link BookingEvent} a {@link StoredBookingEvent} was made from. */
export function reviveEvent(e: StoredBookingEvent): BookingEvent {
  return {
    ...e,
    start: new Date(e.start),
    end: new Date(e.end),
    previousStart: e.previousStart ? new Date(e.previousStart) : null,
    proposal: e.proposal
      ? { start: new Date(e.proposal.start), end: new Date(e.proposal.end) }
      : null,
  };
}

/**
 * Enqueue the reminders of `event`'s booking in the event's transaction, if it is
 * `confirmed`: one job per offset still in the future, due at `start - offset`. Already
 * scheduled ones (same booking, offset and SEQUENCE) are left as they are.
 * @returns how many jobs were added.
 */
export async function scheduleReminders(
  jobs: JobQueue,
  event: BookingEvent,
  tx: EventTransaction,
  now: Date = new Date(),
): Promise<number> {
  if (event.status !== 'confirmed') return 0;
  let added = 0;
  for (const offsetMinutes of REMINDER_OFFSETS_MINUTES) {
    const due = new Date(event.start.getTime() - offsetMinutes * 60_000);
    if (due <= now) continue;
    const data: ReminderJob = {
      bookingId: event.bookingId,
      sequence: event.sequence,
      start: event.start.toISOString(),
      offsetMinutes,
      event: storeEvent(event),
    };
    const id = await jobs.send(REMINDER_QUEUE, data, {
      client: tx.client,
      startAfter: due,
      singletonKey: reminderKey(event.bookingId, offsetMinutes, event.sequence),
    });
    if (id) added++;
  }
  return added;
}

/**
 * Create the reminder queue and start its worker (every process does; pg-boss runs each job
 * once). A due reminder that still holds (see the module comment) enqueues the reminder mail
 * to the mentee and the mentor; otherwise it logs why it was skipped and completes.
 */
export async function startReminderWorker(deps: {
  jobs: JobQueue;
  database: Database;
  mailer: Mailer;
  config: Config;
  logger: Logger;
  /** Where `booking.starting` is published; without it, only mails. */
  events?: EventBus;
  /** The clock; tests may pass another. */
  now?: () => Date;
}): Promise<void> {
  const { jobs, database, mailer, config, logger, events } = deps;
  const lastOffset = Math.min(...REMINDER_OFFSETS_MINUTES);
  const now = deps.now ?? (() => new Date());
  const ctx = { appName: config.appName, appUrl: config.appUrl };
  await jobs.work<ReminderJob>(
    REMINDER_QUEUE,
    { policy: 'short', retryLimit: 5, retryDelay: 30, pollingIntervalSeconds: 2 },
    async ({ id, data }) => {
      const start = new Date(data.start);
      const state = await findBookingState(database.db, data.bookingId);
      const skip = !state
        ? 'gone'
        : state.status !== 'confirmed'
          ? state.status
          : state.startsAt.getTime() !== start.getTime() || state.sequence !== data.sequence
            ? 'moved'
            : now() >= start
              ? 'started'
              : null;
      if (skip) {
        logger.info(
          { jobId: id, bookingId: data.bookingId, offsetMinutes: data.offsetMinutes, skip },
          'booking reminder skipped',
        );
        return;
      }
      const { bookingReminderMail } = await import('./mails.tsx');
      const event = reviveEvent(data.event);
      for (const side of ['mentee', 'mentor'] as const) {
        const mail = await bookingReminderMail(ctx, event, side, data.offsetMinutes);
        await mailer.send(mail, undefined, { id: derivedUuid(`${id}:${side}`) });
      }
      if (events && data.offsetMinutes === lastOffset)
        await database.transaction((tx) => events.publish('booking.starting', event, tx));
    },
  );
}
