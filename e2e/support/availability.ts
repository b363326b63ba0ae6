import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Make the mentor signed in on `api` bookable all day, every day, for the next 30 days:
 * 60-minute sessions, one hour's notice, no buffers, changes up to a day ahead, the meeting
 * room the product makes (`PUT /api/availability`, docs/product.md#123-booking). Bookings
 * confirm themselves unless `requiresConfirmation`. Fails the test unless the API says 200.
 */
export async function openAllDayAvailability(
  api: APIRequestContext,
  options: { timeZone?: string; requiresConfirmation?: boolean } = {},
): Promise<void> {
  const saved = await api.put('/api/availability', {
    data: {
      timeZone: options.timeZone ?? 'UTC',
      weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        ranges: [{ start: '00:00', end: '24:00' }],
      })),
      dateOverrides: [],
      sessionMinutes: 60,
      minimumNoticeMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      bookingWindowDays: 30,
      maxPerDay: null,
      changeNoticeMinutes: 24 * 60,
      requiresConfirmation: options.requiresConfirmation ?? false,
      meetingUrl: null,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}
