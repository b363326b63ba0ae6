import {
  minorToDecimal,
  type CurrencyAmount,
  type EarningsChange,
  type EarningsMonth,
  type EarningsRow,
  type MentorEarnings,
  type SessionCounts,
} from '@pathwise/contracts';
import type { AccountService } from '../account/service.ts';
import type { BookingsService } from '../bookings/service.ts';

/** Months of the earnings chart, this month included. */
export const HISTORY_MONTHS = 12;

/** A session as earnings count it, with its month in the mentor's zone. */
type Session = Awaited<ReturnType<BookingsService['earningSessions']>>[number] & {
  month: string;
};

/** The month `YYYY-MM` of `at` in `timeZone`. */
export function monthIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' })
    .format(at)
    .slice(0, 7);
}

/** `month` (`YYYY-MM`) plus `n` months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Amounts per currency of `sessions` (never adding two currencies), by currency code. */
function amountsOf(sessions: Session[]): CurrencyAmount[] {
  const by = new Map<string, CurrencyAmount>();
  for (const s of sessions) {
    const a = by.get(s.currency) ?? { currency: s.currency, earnedMinor: 0, bookedMinor: 0 };
    if (s.state === 'held') a.earnedMinor += s.priceMinor;
    else a.bookedMinor += s.priceMinor;
    by.set(s.currency, a);
  }
  return [...by.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Held and upcoming sessions, and the free ones among each (docs/product.md#5-validation). */
function countsOf(sessions: Session[]): SessionCounts {
  const count = (state: Session['state'], free: boolean) =>
    sessions.filter((s) => s.state === state && (!free || s.priceMinor === 0)).length;
  return {
    held: count('held', false),
    upcoming: count('upcoming', false),
    heldFree: count('held', true),
    upcomingFree: count('upcoming', true),
  };
}

function monthOf(month: string, sessions: Session[]): EarningsMonth {
  const inMonth = sessions.filter((s) => s.month === month);
  return { month, amounts: amountsOf(inMonth), sessions: countsOf(inMonth) };
}

/** Rows of a table: sessions grouped by `key` and currency, the most money first. */
function rowsBy(
  sessions: Session[],
  key: (s: Session) => { id: string; name: string },
): EarningsRow[] {
  const by = new Map<string, EarningsRow>();
  for (const s of sessions) {
    const { id, name } = key(s);
    const k = `${id}\u0000${s.currency}`;
    const row = by.get(k) ?? {
      id,
      name,
      currency: s.currency,
      held: 0,
      upcoming: 0,
      earnedMinor: 0,
      bookedMinor: 0,
    };
    if (s.state === 'held') {
      row.held += 1;
      row.earnedMinor += s.priceMinor;
    } else {
      row.upcoming += 1;
      row.bookedMinor += s.priceMinor;
    }
    by.set(k, row);
  }
  return [...by.values()].sort(
    (a, b) =>
      b.earnedMinor + b.bookedMinor - (a.earnedMinor + a.bookedMinor) ||
      b.held + b.upcoming - (a.held + a.upcoming) ||
      a.name.localeCompare(b.name),
  );
}

/** The month's total against `previous`'s, per currency of either month. */
function changeOf(current: EarningsMonth, previous: EarningsMonth): EarningsChange {
  const total = (m: EarningsMonth, currency: string) => {
    const a = m.amounts.find((x) => x.currency === currency);
    return a ? a.earnedMinor + a.bookedMinor : 0;
  };
  const currencies = [
    ...new Set([...current.amounts, ...previous.amounts].map((a) => a.currency)),
  ].sort();
  return {
    previousMonth: previous.month,
    items: currencies.map((currency) => {
      const before = total(previous, currency);
      const now = total(current, currency);
      return {
        currency,
        previousMinor: before,
        changeMinor: now - before,
        percent: before === 0 ? null : Math.round(((now - before) / before) * 100),
      };
    }),
  };
}

/** One line of the CSV export: a session. */
export interface EarningsCsvLine {
  date: string;
  month: string;
  mentee: string;
  plan: string;
  state: 'held' | 'upcoming';
  currency: string;
  amountMinor: number;
}

export type EarningsService = ReturnType<typeof createEarningsService>;

/**
 * A mentor's earnings (docs/product.md#1210-earnings-and-analytics; docs/product.md "Earnings and
 * analytics" and "Payments": computed from bookings, never charged). Earned: held sessions; booked:
 * upcoming ones (pending or confirmed); each at the price of one session of its plan,
 * recorded at booking time in minor units (price ÷ sessions); free (volunteer) sessions count
 * as sessions at 0. Months are calendar months in the mentor's zone. Owns no table: reads
 * the bookings service, and the account service for mentees' names.
 */
export function createEarningsService(deps: {
  bookings: Pick<BookingsService, 'earningSessions' | 'mentorTimeZone'>;
  accounts: Pick<AccountService, 'findPeople'>;
  now?: () => Date;
}) {
  const { bookings, accounts } = deps;
  const now = deps.now ?? (() => new Date());

  async function sessionsOf(mentorId: string) {
    const [timeZone, rows] = await Promise.all([
      bookings.mentorTimeZone(mentorId),
      bookings.earningSessions(mentorId),
    ]);
    const sessions: Session[] = rows.map((r) => ({ ...r, month: monthIn(timeZone, r.start) }));
    return { timeZone, sessions };
  }

  async function namesOf(sessions: Session[]): Promise<Map<string, string>> {
    const people = await accounts.findPeople([...new Set(sessions.map((s) => s.menteeId))]);
    return new Map([...people].map(([id, p]) => [id, p.name]));
  }

  return {
    /**
     * `GET /api/mentor/earnings`: totals, the last {@link HISTORY_MONTHS} months, the months
     * with sessions (newest first), and `month` (default this month) with its change against
     * the month before (null when no earlier month has a session) and its by-plan and
     * by-mentee tables.
     */
    async summary(mentorId: string, month?: string): Promise<MentorEarnings> {
      const { timeZone, sessions } = await sessionsOf(mentorId);
      const currentMonth = monthIn(timeZone, now());
      const selectedMonth = month ?? currentMonth;
      const monthsWithData = [...new Set(sessions.map((s) => s.month))].sort().reverse();
      const selected = monthOf(selectedMonth, sessions);
      const inMonth = sessions.filter((s) => s.month === selectedMonth);
      const names = await namesOf(inMonth);
      const hasEarlier = monthsWithData.some((m) => m < selectedMonth);
      return {
        timeZone,
        currentMonth,
        totals: amountsOf(sessions),
        totalSessions: countsOf(sessions),
        history: Array.from({ length: HISTORY_MONTHS }, (_, i) =>
          monthOf(addMonths(currentMonth, i - (HISTORY_MONTHS - 1)), sessions),
        ),
        monthsWithData,
        selected: {
          ...selected,
          change: hasEarlier
            ? changeOf(selected, monthOf(addMonths(selectedMonth, -1), sessions))
            : null,
          byPlan: rowsBy(inMonth, (s) => ({
            id: s.planId ?? s.planName ?? '',
            name: s.planName ?? '',
          })),
          byMentee: rowsBy(inMonth, (s) => ({
            id: s.menteeId,
            name: names.get(s.menteeId) ?? '',
          })),
        },
      };
    },

    /** Every counted session, oldest first, for `GET /api/mentor/earnings.csv`. */
    async csvLines(mentorId: string): Promise<{ timeZone: string; lines: EarningsCsvLine[] }> {
      const { timeZone, sessions } = await sessionsOf(mentorId);
      const names = await namesOf(sessions);
      const date = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      return {
        timeZone,
        lines: sessions.map((s) => ({
          date: date.format(s.start).replace(',', ''),
          month: s.month,
          mentee: names.get(s.menteeId) ?? '',
          plan: s.planName ?? '',
          state: s.state,
          currency: s.currency,
          amountMinor: s.priceMinor,
        })),
      };
    },
  };
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; text that a
 * spreadsheet would run as a formula (starting with = + - @ or a tab) gets a leading `'`.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV text of `lines`: a header row, then one row per session, CRLF line ends. */
export function toCsv(timeZone: string, lines: EarningsCsvLine[]): string {
  const header = [`date (${timeZone})`, 'month', 'mentee', 'plan', 'status', 'currency', 'amount'];
  const rows = lines.map((l) => [
    l.date,
    l.month,
    l.mentee,
    l.plan,
    l.state,
    l.currency,
    minorToDecimal(l.amountMinor, l.currency),
  ]);
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
