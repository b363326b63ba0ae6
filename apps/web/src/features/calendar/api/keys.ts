/** Query keys of the calendar feature; every mutation invalidates {@link calendarKeys.all}. */
export const calendarKeys = {
  all: ['calendar'] as const,
  bookings: () => ['calendar', 'bookings'] as const,
  month: (from: string, to: string) => ['calendar', 'bookings', 'range', from, to] as const,
  pending: () => ['calendar', 'bookings', 'pending'] as const,
};
