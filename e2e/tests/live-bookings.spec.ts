import type { APIRequestContext } from '@playwright/test';
import { expect, test, type CreatedUser } from '../support/fixtures.ts';

/**
 * Booking views are live (docs/product.md#123-booking): while a mentee books, the mentor's home
 * (Upcoming Events) and Calendar (pending requests) show it without a reload, and the
 * mentee's home shows the mentor's answer at once, from the realtime hub's booking events.
 */

/** A signed-in API client of `user` (own cookies); the caller disposes it. */
async function signedIn(
  playwright: { request: { newContext(o: { baseURL?: string }): Promise<APIRequestContext> } },
  baseURL: string | undefined,
  user: CreatedUser,
) {
  const api = await playwright.request.newContext({ baseURL });
  const res = await api.post('/api/account/sessions/email', {
    data: { email: user.email, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return api;
}

test('booking views refresh on booking events, on both dashboards', async ({
  page,
  browser,
  playwright,
  baseURL,
  bookableMentor,
  createUser,
  signIn,
}) => {
  await signIn(page, bookableMentor);
  const current = await page.request.get('/api/availability');
  const saved = await page.request.put('/api/availability', {
    data: {
      ...((await current.json()) as Record<string, unknown>),
      timeZone: 'UTC',
      weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        ranges: [{ start: '09:00', end: '17:00' }],
      })),
      dateOverrides: [],
      requiresConfirmation: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const mentee = await createUser({}, { stage: 'mentee' });
  const menteeApi = await signedIn(playwright, baseURL, mentee);
  const menteeContext = await browser.newContext({ baseURL });
  try {
    const from = new Date();
    const to = new Date(from.getTime() + 14 * 24 * 3600_000);
    const { slots } = (await (
      await menteeApi.get(
        `/api/mentors/${bookableMentor.id}/slots?from=${from.toISOString()}&to=${to.toISOString()}&timeZone=UTC`,
      )
    ).json()) as { slots: string[] };
    const book = async (start: string) => {
      const res = await menteeApi.post('/api/bookings', {
        data: { mentorId: bookableMentor.id, start, planId: bookableMentor.planId },
      });
      expect(res.status(), await res.text()).toBe(201);
    };

    // The mentor's home is open when the mentee books: Upcoming Events shows the request.
    await page.goto('/dashboard_mentor');
    const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
    await expect(upcoming).toContainText('No upcoming sessions or events.');
    await book(slots[0]!);
    await expect(upcoming).toContainText(`Session with ${mentee.name}`);
    await expect(upcoming).toContainText('Awaiting your answer');

    // The Calendar is open when the mentee books again: the pending requests grow.
    await page.goto('/dashboard_mentor/calendar');
    const pending = page.getByRole('region', { name: /Pending requests/ });
    const confirm = pending.getByRole('button', { name: new RegExp(`^Confirm ${mentee.name}`) });
    await expect(confirm).toHaveCount(1);
    await book(slots[3]!);
    await expect(confirm).toHaveCount(2);

    // The mentee's home waits for the mentor; the mentor's answer shows there at once.
    const menteePage = await menteeContext.newPage();
    const signInMentee = await menteePage.request.post('/api/account/sessions/email', {
      data: { email: mentee.email, password: mentee.password },
    });
    expect(signInMentee.status()).toBe(201);
    await menteePage.goto('/dashboard');
    const next = menteePage.getByRole('region', { name: 'Next sessions' });
    await expect(next.getByText('Waiting for the mentor')).toHaveCount(2);
    await confirm.first().click();
    await expect(confirm).toHaveCount(1);
    await expect(next.getByText('Waiting for the mentor')).toHaveCount(1);
  } finally {
    await menteeContext.close();
    await menteeApi.dispose();
  }
});
