import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * A mentor's earnings (docs/product.md#1210-earnings-and-analytics; docs/product.md "Earnings and
 * analytics", "Payments": computed, never charged). Every amount is integer minor units of one ISO
 * 4217 currency and amounts of different currencies are never added: each figure is a list with
 * one entry per currency.
 */

/** A calendar month `YYYY-MM`. */
export const Month = lazySchema(() => z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use YYYY-MM.'));

/** `GET /api/mentor/earnings?month=YYYY-MM` (default: this month in the mentor's zone). */
export const EarningsQuery = lazySchema(() => z.object({ month: Month.optional() }));
export type EarningsQuery = z.infer<typeof EarningsQuery>;

/**
 * Money of one currency: `earnedMinor` from held sessions, `bookedMinor` from upcoming
 * (pending or confirmed) ones, each at the price of one session of its plan at booking time.
 */
export const CurrencyAmount = lazySchema(() =>
  z.object({
    currency: z.string(),
    earnedMinor: z.number().int(),
    bookedMinor: z.number().int(),
  }),
);
export type CurrencyAmount = z.infer<typeof CurrencyAmount>;

/**
 * Sessions counted: `held` and `upcoming`, and of each the free (volunteer) ones at 0:
 * `heldFree` ≤ `held`, `upcomingFree` ≤ `upcoming`. Free sessions are counted per state so
 * that a sentence about the held ones never counts an upcoming free one
 * (docs/product.md#5-validation).
 */
export const SessionCounts = lazySchema(() =>
  z.object({
    held: z.number().int(),
    upcoming: z.number().int(),
    heldFree: z.number().int(),
    upcomingFree: z.number().int(),
  }),
);
export type SessionCounts = z.infer<typeof SessionCounts>;

/** One month: its amounts per currency and its sessions. */
export const EarningsMonth = lazySchema(() =>
  z.object({
    month: z.string(),
    amounts: z.array(CurrencyAmount),
    sessions: SessionCounts,
  }),
);
export type EarningsMonth = z.infer<typeof EarningsMonth>;

/**
 * The month's total (earned + booked) against the calendar month before, per currency;
 * null when no earlier month has any session.
 */
export const EarningsChange = lazySchema(() =>
  z.object({
    previousMonth: z.string(),
    items: z.array(
      z.object({
        currency: z.string(),
        previousMinor: z.number().int(),
        changeMinor: z.number().int(),
        /** Rounded percent; null when the month before was 0. */
        percent: z.number().int().nullable(),
      }),
    ),
  }),
);
export type EarningsChange = z.infer<typeof EarningsChange>;

/** A row of the by-plan or by-mentee table of the selected month. */
export const EarningsRow = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    currency: z.string(),
    held: z.number().int(),
    upcoming: z.number().int(),
    earnedMinor: z.number().int(),
    bookedMinor: z.number().int(),
  }),
);
export type EarningsRow = z.infer<typeof EarningsRow>;

/**
 * `GET /api/mentor/earnings`: months are calendar months of `timeZone` (the mentor's one
 * saved zone, else UTC). `history`: the 12 months ending with this month, oldest
 * first; `monthsWithData`: every month with a held or upcoming session, newest first;
 * `selected`: the asked month with its change and its tables; `totals`: all time.
 */
export const MentorEarnings = lazySchema(() =>
  z.object({
    timeZone: z.string(),
    currentMonth: z.string(),
    totals: z.array(CurrencyAmount),
    totalSessions: SessionCounts,
    history: z.array(EarningsMonth),
    monthsWithData: z.array(z.string()),
    selected: EarningsMonth.extend({
      change: EarningsChange.nullable(),
      byPlan: z.array(EarningsRow),
      byMentee: z.array(EarningsRow),
    }),
  }),
);
export type MentorEarnings = z.infer<typeof MentorEarnings>;
