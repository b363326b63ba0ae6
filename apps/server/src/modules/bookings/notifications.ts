import type { Config } from '../../config.ts';
import type { Mailer } from '../../jobs/mail-job.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type {
  BookingEvent,
  DomainEventName,
  EventBus,
  EventTransaction,
} from '../../lib/events.ts';
import type { MailMessage } from '../../mail/message.ts';
import type { BookingMailContext, Side } from './session-mail.tsx';
import { scheduleReminders } from './reminders.ts';

/**
 * What the bookings module does on its own `booking.*` events (ADR 0008;
 * docs/product.md#123-booking): it renders the mails with their `.ics` invites and enqueues them,
 * and schedules the reminders, all with the event's transaction (`tx.client`), so they exist
 * exactly when the change commits. Nothing here waits on SMTP.
 *
 * Who gets what:
 *
 * | event                       | mentee                         | mentor                           |
 * | --------------------------- | ------------------------------ | -------------------------------- |
 * | `booking.created`           | booked / waiting for the mentor | new booking / request to confirm |
 * | `booking.confirmed`         | confirmed                      | you confirmed                    |
 * | `booking.declined`          | declined (+ similar mentors)   | you declined (CANCEL invite)     |
 * | `booking.expired`           | expired (+ similar mentors)    | expired (CANCEL invite)          |
 * | `booking.cancelled`         | by whom, reason, late or not   | the same, from their side        |
 * | `booking.rescheduled`       | moved (new and old time)       | moved                            |
 * | `booking.proposed`          | Accept / Decline               | —                                |
 * | `booking.proposal-declined` | —                              | declined, the time stands        |
 * | `booking.reviewed`          | —                              | — (no mail)                      |
 *
 * Reminders are (re)scheduled after every event that leaves the booking `confirmed`.
 */

/** The mails of one event: which template goes to which sides. */
const RECIPIENTS = {
  'booking.created': { template: 'bookingCreatedMail', sides: ['mentee', 'mentor'] },
  'booking.confirmed': { template: 'bookingConfirmedMail', sides: ['mentee', 'mentor'] },
  'booking.declined': { template: 'bookingDeclinedMail', sides: ['mentee', 'mentor'] },
  'booking.expired': { template: 'bookingExpiredMail', sides: ['mentee', 'mentor'] },
  'booking.cancelled': { template: 'bookingCancelledMail', sides: ['mentee', 'mentor'] },
  'booking.rescheduled': { template: 'bookingRescheduledMail', sides: ['mentee', 'mentor'] },
  'booking.proposed': { template: 'bookingProposedMail', sides: ['mentee'] },
  'booking.proposal-declined': { template: 'bookingProposalDeclinedMail', sides: ['mentor'] },
} as const satisfies Partial<Record<DomainEventName, { template: string; sides: readonly Side[] }>>;

type MailedEvent = keyof typeof RECIPIENTS;

/**
 * Render the mails `name` sends for `event`, one per recipient side. The templates (React
 * Email) are imported on first use, not when the server starts.
 */
export async function bookingMails(
  ctx: BookingMailContext,
  name: MailedEvent,
  event: BookingEvent,
): Promise<MailMessage[]> {
  const mails = await import('./mails.tsx');
  const { template, sides } = RECIPIENTS[name];
  const render = mails[template];
  return Promise.all(sides.map((side) => render(ctx, event, side)));
}

/**
 * Subscribe the booking mails and reminders to every `booking.*` event on `events`
 * (the app's bus; the bookings plugin calls this while it registers).
 */
export function subscribeBookingNotifications(deps: {
  events: EventBus;
  config: Config;
  mailer: Mailer;
  jobs: JobQueue;
  /** The clock reminders are scheduled against; tests may pass another. */
  now?: () => Date;
}): void {
  const { events, config, mailer, jobs } = deps;
  const now = deps.now ?? (() => new Date());
  const ctx: BookingMailContext = { appName: config.appName, appUrl: config.appUrl };
  const handle = async (name: MailedEvent, event: BookingEvent, tx: EventTransaction) => {
    for (const mail of await bookingMails(ctx, name, event)) await mailer.send(mail, tx.client);
    await scheduleReminders(jobs, event, tx, now());
  };
  for (const name of Object.keys(RECIPIENTS) as MailedEvent[]) {
    events.on(name, (event, tx) => handle(name, event, tx));
  }
}
