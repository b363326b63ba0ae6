import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test, type CreatedUser } from '../support/fixtures.ts';

/**
 * The mentor's calendar (`/dashboard_mentor/calendar`; docs/product.md#124-sessions and its e2e
 * line "the mentor sees it in Calendar on the right day and proposes a new time"). A mentee
 * books through the API; the mentor, whose browser is in another zone than their saved one,
 * finds the session on the day it falls on in their saved zone and proposes a new time typed
 * in it (docs/product.md#123-booking: one time zone per person, the browser's only as a first
 * default).
 */

/** The mentor's browser zone: +05:30, so evening UTC hours fall on the next day there. */
const BROWSER_ZONE = 'Asia/Kolkata';
test.use({ timezoneId: BROWSER_ZONE });
/** The mentor's one saved zone (Availability saves it, Settings → General shows it). */
const MENTOR_ZONE = 'UTC';

/** `instant`'s calendar date and time in `zone`: `YYYY-MM-DD`, `HH:MM` and the grid's label. */
function inZone(instant: string, zone: string) {
  const date = new Date(instant);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    long: new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(date),
    month: new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      month: 'long',
      year: 'numeric',
    }).format(date),
  };
}

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

test('the mentor sees a booked session on its day in their zone and proposes a new time @responsive', async ({
  page,
  playwright,
  baseURL,
  bookableMentor,
  createUser,
  signIn,
}) => {
  // The mentor's hours: every day 19:00-24:00 UTC (00:30-05:30 the next day in their browser),
  // and UTC becomes their one zone.
  await signIn(page, bookableMentor);
  const current = await page.request.get('/api/availability');
  expect(current.status(), await current.text()).toBe(200);
  const saved = await page.request.put('/api/availability', {
    data: {
      ...((await current.json()) as Record<string, unknown>),
      timeZone: 'UTC',
      weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        ranges: [{ start: '19:00', end: '24:00' }],
      })),
      dateOverrides: [],
      requiresConfirmation: false,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // A mentee books the first free slot under the Starter Plan.
  const mentee = await createUser({}, { stage: 'mentee' });
  const menteeApi = await signedIn(playwright, baseURL, mentee);
  try {
    const from = new Date();
    const to = new Date(from.getTime() + 14 * 24 * 3600_000);
    const slotsRes = await menteeApi.get(
      `/api/mentors/${bookableMentor.id}/slots?from=${from.toISOString()}&to=${to.toISOString()}&timeZone=UTC`,
    );
    expect(slotsRes.status(), await slotsRes.text()).toBe(200);
    const { slots } = (await slotsRes.json()) as { slots: string[] };
    expect(slots.length).toBeGreaterThan(5);
    const booked = await menteeApi.post('/api/bookings', {
      data: {
        mentorId: bookableMentor.id,
        start: slots[0],
        planId: bookableMentor.planId,
        agenda: 'Moving from logistics into product operations.',
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const booking = (await booked.json()) as { id: string; status: string };
    expect(booking.status).toBe('confirmed');

    // The mentor's calendar: today's month with today selected; the session on its day in
    // the mentor's saved zone, not the browser's.
    await page.goto('/dashboard_mentor/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(page.getByText(`in your time zone (${MENTOR_ZONE})`)).toBeVisible();
    const local = inZone(slots[0]!, MENTOR_ZONE);
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('gridcell')).toHaveCount(42);
    await expect(grid.locator('[aria-current="date"]')).toHaveCount(1);
    // The slot may fall in next month's grid (within 14 days).
    if (!(await grid.locator(`[data-day="${local.day}"]`).count()))
      await page.getByRole('button', { name: 'Next month' }).click();
    const day = grid.getByRole('button', { name: new RegExp(`^${local.long}, .*1 session$`) });
    await expect(day).toBeVisible();
    await day.click();
    await expect(page.getByRole('heading', { name: `Sessions on ${local.long}` })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: mentee.name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Moving from logistics into product operations.');
    await expect(card).toContainText('Confirmed');
    await expectNoSeriousA11yViolations(page);

    // Reschedule Event: propose the third free slot, typed in the mentor's saved zone.
    const target = inZone(slots[2]!, MENTOR_ZONE);
    await card.getByRole('button', { name: 'Reschedule Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Propose a new time' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Date').fill(target.day);
    await dialog.getByLabel('Time').fill(target.time);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('A workshop moved into that hour.');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Propose time' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('New time proposed:');

    // The mentee's side holds the proposal at that instant.
    const seen = await menteeApi.get(`/api/bookings/${booking.id}`);
    expect(seen.status(), await seen.text()).toBe(200);
    const { proposal } = (await seen.json()) as { proposal: { start: string; reason: string } };
    expect(new Date(proposal.start).toISOString()).toBe(new Date(slots[2]!).toISOString());
    expect(proposal.reason).toBe('A workshop moved into that hour.');
  } finally {
    await menteeApi.dispose();
  }
});

test('the mentor confirms a pending request from the calendar', async ({
  page,
  playwright,
  baseURL,
  bookableMentor,
  createUser,
  signIn,
}) => {
  await signIn(page, bookableMentor);
  const current = await page.request.get('/api/availability');
  expect(current.status(), await current.text()).toBe(200);
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
  try {
    const from = new Date();
    const to = new Date(from.getTime() + 14 * 24 * 3600_000);
    const { slots } = (await (
      await menteeApi.get(
        `/api/mentors/${bookableMentor.id}/slots?from=${from.toISOString()}&to=${to.toISOString()}&timeZone=UTC`,
      )
    ).json()) as { slots: string[] };
    const booked = await menteeApi.post('/api/bookings', {
      data: { mentorId: bookableMentor.id, start: slots[0], planId: bookableMentor.planId },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const booking = (await booked.json()) as { id: string; status: string };
    expect(booking.status).toBe('pending');

    await page.goto('/dashboard_mentor/calendar');
    const pending = page.getByRole('region', { name: /Pending requests/ });
    await pending.getByRole('button', { name: new RegExp(`^Confirm ${mentee.name}`) }).click();
    await expect(pending.getByText('No requests waiting for your answer.')).toBeVisible();
    const seen = await menteeApi.get(`/api/bookings/${booking.id}`);
    expect(((await seen.json()) as { status: string }).status).toBe('confirmed');
  } finally {
    await menteeApi.dispose();
  }
});
