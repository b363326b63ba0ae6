import crypto from 'node:crypto';
import { mailLanguage } from '../../mail/language.ts';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../jobs/mail-job.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { weekIn, type GoalsService } from '../goals/service.ts';
import type { NotificationPreferencesService } from '../notifications/service.ts';
import { addDays } from './service.ts';

/**
 * The weekly plan mail (docs/product.md#127-notifications): on Monday between 08:00 and 08:59 in
 * the mentee's zone (`users.time_zone`, else the zone of their latest booking, else UTC), a mail
 * listing the week's open activities and the overdue ones.
 *
 * - A pg-boss schedule ({@link WEEKLY_PLAN_CRON}, UTC) creates one sweep job every 15
 *   minutes, whatever the number of processes; pg-boss hands it to one worker.
 * - The sweep asks the goals service for mentees with open dated activities not mailed this
 *   week, keeps those whose local time is Monday 08:xx, skips those who turned the mail off
 *   (`app.notificationPreferences`) or have nothing due, and for each other one claims
 *   `weekly_plan_mails (user, week_start)` (insert, on conflict nothing) in the same
 *   transaction that enqueues the mail: a second sweep, on any process, finds the row and
 *   sends nothing. The mail's job id is derived from the user and week, so even a retried
 *   enqueue is one mail.
 */

/** The pg-boss queue of the sweep. */
export const WEEKLY_PLAN_QUEUE = 'weekly-plan-sweep';
/** Every 15 minutes (UTC): zones with a half- or quarter-hour offset reach 08:00 too. */
export const WEEKLY_PLAN_CRON = '0,15,30,45 * * * *';
/** The local hour the mail goes out (08:00–08:59 on Monday). */
export const WEEKLY_PLAN_HOUR = 8;

/** `zone` if this runtime knows it, else null. */
function knownZone(zone: string | null): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/** The weekday (1 = Monday … 7 = Sunday) and hour (0–23) at `now` in `zone`. */
export function localClock(zone: string, now: Date): { weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(
    parts.find((p) => p.type === 'weekday')!.value,
  );
  return { weekday: weekday + 1, hour: Number(parts.find((p) => p.type === 'hour')!.value) };
}

/** A UUID made from `seed` (name-based, SHA-256): the same seed gives the same id. */
function derivedUuid(seed: string): string {
  const h = crypto.createHash('sha256').update(seed).digest('hex').slice(0, 32).split('');
  h[12] = '5';
  h[16] = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export interface WeeklyPlanDeps {
  config: Pick<Config, 'appName' | 'appUrl'>;
  database: Database;
  mailer: Mailer;
  goals: Pick<GoalsService, 'weeklyPlanCandidates' | 'openPlan' | 'claimWeeklyPlanMail'>;
  preferences: Pick<NotificationPreferencesService, 'wants' | 'unsubscribeUrl'>;
  logger: Logger;
}

/**
 * One sweep at `now`: mail every mentee whose local time is Monday 08:xx and who has
 * something due, once per week (see the module comment).
 * @returns how many mails this call enqueued.
 */
export async function sendWeeklyPlans(deps: WeeklyPlanDeps, now: Date): Promise<number> {
  const { config, database, mailer, goals, preferences, logger } = deps;
  const utcToday = now.toISOString().slice(0, 10);
  // A local Monday is the UTC day or the one before/after; its Sunday at most 7 days on.
  const candidates = await goals.weeklyPlanCandidates(addDays(utcToday, 7), addDays(utcToday, -1));
  const origin = new URL(config.appUrl).origin;
  const { weeklyPlanMail } = await import('./mails.tsx');
  let sent = 0;
  for (const c of candidates) {
    const zone = knownZone(c.timeZone) ?? knownZone(c.bookingTimeZone) ?? 'UTC';
    const clock = localClock(zone, now);
    if (clock.weekday !== 1 || clock.hour !== WEEKLY_PLAN_HOUR) continue;
    if (!(await preferences.wants(c.menteeId, 'weekly_plan', 'mail'))) continue;
    const week = weekIn(zone, now);
    const plan = await goals.openPlan(c.menteeId, week);
    if (plan.thisWeek.length === 0 && plan.overdue.length === 0) continue;
    const mail = await weeklyPlanMail({
      appName: config.appName,
      appUrl: origin,
      to: c.email,
      name: c.name,
      weekStart: week.weekStart,
      thisWeek: plan.thisWeek,
      overdue: plan.overdue,
      unsubscribe: await preferences.unsubscribeUrl(c.menteeId, 'weekly_plan'),
      language: mailLanguage(c.language),
    });
    const claimed = await database.transaction(async (tx) => {
      if (!(await goals.claimWeeklyPlanMail(c.menteeId, week.weekStart, tx.db))) return false;
      await mailer.send(mail, tx.client, {
        id: derivedUuid(`weekly-plan:${c.menteeId}:${week.weekStart}`),
      });
      return true;
    });
    if (claimed) {
      sent++;
      logger.info({ userId: c.menteeId, weekStart: week.weekStart }, 'weekly plan mail enqueued');
    }
  }
  return sent;
}

/**
 * Create the sweep's queue, start its worker (every process) and schedule it
 * ({@link WEEKLY_PLAN_CRON}; pg-boss keeps one schedule for all processes).
 */
export async function startWeeklyPlanMails(
  deps: WeeklyPlanDeps & { jobs: JobQueue; now?: () => Date },
): Promise<void> {
  const now = deps.now ?? (() => new Date());
  await deps.jobs.work(
    WEEKLY_PLAN_QUEUE,
    { policy: 'short', retryLimit: 3, retryDelay: 60, pollingIntervalSeconds: 30 },
    async () => {
      await sendWeeklyPlans(deps, now());
    },
  );
  await deps.jobs.schedule(WEEKLY_PLAN_QUEUE, WEEKLY_PLAN_CRON);
}
