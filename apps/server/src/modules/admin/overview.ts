import {
  isTimeZone,
  OVERVIEW_WEEKS,
  type AdminOverview,
  type OverviewWeek,
} from '@pathwise/contracts';
import type { Database } from '../../db/client.ts';
import { signupsByWeek, timeZoneOfAccount } from '../account/admin-figures.ts';
import { sessionsByWeek } from '../bookings/admin-figures.ts';
import { messagesByWeek } from '../messages/admin-figures.ts';
import { countPendingApplications, decisionsByWeek } from '../profiles/admin-figures.ts';
import { countOpenReports, resolutionsByWeek } from '../reports/admin-figures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Mondays (`YYYY-MM-DD`) of this week and the {@link OVERVIEW_WEEKS} − 1 before it in
 * `timeZone`, oldest first.
 */
export function weekStarts(timeZone: string, now: Date): string[] {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const day = Date.parse(`${today}T00:00:00Z`);
  const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: OVERVIEW_WEEKS }, (_, i) =>
    new Date(monday - (OVERVIEW_WEEKS - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Rows keyed by their `week`. */
const byWeek = <T extends { week: string }>(rows: T[]) => new Map(rows.map((r) => [r.week, r]));

/**
 * `GET /api/admin/overview` (docs/product.md#146-admin-overview): this week and the twelve
 * before it in the admin's time zone (their account's, else UTC; weeks start Monday), each
 * figure counted in SQL by the module that owns its rows, and what waits now.
 */
export function createOverviewService(deps: { database: Database; now?: () => Date }) {
  const { db } = deps.database;
  return {
    async overview(adminId: string): Promise<AdminOverview> {
      const saved = await timeZoneOfAccount(db, adminId);
      const timeZone = saved && isTimeZone(saved) ? saved : 'UTC';
      const weeks = weekStarts(timeZone, deps.now?.() ?? new Date());
      const from = weeks[0]!;
      const [signups, decisions, sessions, messages, resolutions, waiting, open] =
        await Promise.all([
          signupsByWeek(db, timeZone, from).then(byWeek),
          decisionsByWeek(db, timeZone, from).then(byWeek),
          sessionsByWeek(db, timeZone, from).then(byWeek),
          messagesByWeek(db, timeZone, from).then(byWeek),
          resolutionsByWeek(db, timeZone, from).then(byWeek),
          countPendingApplications(db),
          countOpenReports(db),
        ]);
      const round = (hours: number | null | undefined) =>
        hours === null || hours === undefined ? null : Math.round(hours * 10) / 10;
      return {
        timeZone,
        weeks: weeks.map((week): OverviewWeek => ({
          week,
          signupsMentees: signups.get(week)?.mentees ?? 0,
          signupsMentors: signups.get(week)?.mentors ?? 0,
          applicationsDecided: decisions.get(week)?.decided ?? 0,
          medianDecisionHours: round(decisions.get(week)?.medianHours),
          sessionsBooked: sessions.get(week)?.booked ?? 0,
          sessionsHeld: sessions.get(week)?.held ?? 0,
          sessionsCancelled: sessions.get(week)?.cancelled ?? 0,
          sessionsMissed: sessions.get(week)?.missed ?? 0,
          messagesSent: messages.get(week)?.sent ?? 0,
          reportsResolved: resolutions.get(week)?.resolved ?? 0,
          medianResolutionHours: round(resolutions.get(week)?.medianHours),
        })),
        applicationsWaiting: waiting,
        openReports: open,
      };
    },
  };
}
