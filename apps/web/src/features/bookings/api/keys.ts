import type { BookingListQuery } from '@pathwise/contracts';
import { BOOKINGS_ROOT } from '@/lib/api/bookings-root.ts';

/** What the bookings views ask `GET /api/bookings` for (the contract's query, all optional). */
export type BookingListParams = Partial<Pick<BookingListQuery, 'when' | 'q' | 'sort' | 'limit'>>;

/** A time range of ISO instants, `from` inclusive, `to` exclusive. */
export interface InstantRange {
  from: string;
  to: string;
}

/**
 * The bookings feature's one query-key factory (a query-key factory in the manner of TkDodo's
 * "Effective React Query Keys"): every cached answer about bookings, whichever view shows it
 * (the booking page's free times, the sessions list, a session's page, the calendar's month
 * and pending requests, My Mentors, action items, both homes' cards), lives under
 * {@link bookingKeys.all}. Every booking mutation and every realtime booking event
 * invalidates that one root, so each view refreshes, whichever view made the change.
 */
export const bookingKeys = {
  all: BOOKINGS_ROOT,
  /** Every `GET /api/bookings` list: the sessions list, the homes' cards. */
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (params: BookingListParams) => [...bookingKeys.lists(), params] as const,
  /** `GET /api/bookings/:id`: one booking with its history and attachments. */
  detail: (id: string) => [...bookingKeys.all, 'detail', id] as const,
  /** The calendar's month grids (`GET /api/bookings?when=all&from&to`). */
  months: () => [...bookingKeys.all, 'month'] as const,
  month: (range: InstantRange) => [...bookingKeys.months(), range.from, range.to] as const,
  /** The mentor's requests waiting for an answer (`GET /api/bookings?when=pending`). */
  pending: () => [...bookingKeys.all, 'pending'] as const,
  /** `GET /api/my-mentors`: booked mentors change with bookings. */
  myMentors: () => [...bookingKeys.all, 'my-mentors'] as const,
  /** A mentor's free times (`GET /api/mentors/:id/slots`): a booking takes one. */
  slotsOf: (mentorId: string) => [...bookingKeys.all, 'slots', mentorId] as const,
  slots: (mentorId: string, range: InstantRange, timeZone: string, reschedule: string | null) =>
    [...bookingKeys.slotsOf(mentorId), range.from, range.to, timeZone, reschedule] as const,
  /** Sessions left of each plan's package (`GET /api/mentors/:id/plan-balances`). */
  planBalances: (mentorId: string) => [...bookingKeys.all, 'plan-balances', mentorId] as const,
  /**
   * The signed-in mentor's availability (`GET /api/availability`): settings, not a booking,
   * so outside {@link bookingKeys.all}; the same key as the settings page's query, so both
   * show one saved value.
   */
  availability: () => ['availability'] as const,
  /**
   * The mentee home's one summary (`GET /api/me/summary`, composed in the app): its next
   * sessions and Book Another change with every booking, so it lives under the root.
   */
  menteeSummary: (timeZone: string) => [...bookingKeys.all, 'mentee-summary', timeZone] as const,
  /** Sessions' action items (`GET /api/activities?bookingId=`), by sorted booking ids. */
  actionItems: (bookingIds: readonly string[]) =>
    [...bookingKeys.all, 'action-items', bookingIds] as const,
  /** The active goals an action item may go under (a mentor: `menteeId`'s shared ones). */
  actionItemGoals: (menteeId: string | null) =>
    [...bookingKeys.all, 'action-item-goals', menteeId] as const,
};
