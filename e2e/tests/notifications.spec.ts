import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Notifications (docs/product.md#127-notifications): a mentor's bell counts what happened to them
 * live. The approved mentor starts with their application's notification unread; while their
 * notifications page is open, a mentee books them from another context, and the bell's badge and
 * the list update without a reload; "Mark all as read" clears the badge. axe checks the page.
 * Tagged
 * @responsive: at 390 px the bell is in the menu drawer.
 */

/** The bell's link in the sidebar (opening the drawer on small screens), checked, then closed. */
async function expectBell(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  const small = await menu.isVisible();
  if (small) await menu.click();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  if (small) {
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeFocused();
  }
}

test.describe('notifications', { tag: '@responsive' }, () => {
  // Bookings wait for the mentor's confirmation, so a booking is a request in the bell.
  test.use({ mentorHours: { requiresConfirmation: true } });

  test('the bell counts a new booking live and Mark all as read clears it', async ({
    page,
    playwright,
    baseURL,
    bookableMentor,
    createUser,
    signIn,
  }) => {
    await signIn(page, bookableMentor);

    await page.goto('/dashboard_mentor/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const items = page.getByTestId('notification');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Your mentor application was approved');
    await expect(page.getByText('1 unread')).toBeVisible();
    await expectBell(page, 'Notifications, 1 unread');
    await expectNoSeriousA11yViolations(page);

    // A mentee books from elsewhere (the mentor's page is not reloaded).
    const mentee = await createUser({ name: 'Robin Booker' }, { stage: 'mentee' });
    const menteeApi = await playwright.request.newContext({ baseURL });
    try {
      const login = await menteeApi.post('/api/account/sessions/email', {
        data: { email: mentee.email, password: mentee.password },
      });
      expect(login.status(), await login.text()).toBe(201);
      const from = new Date(Date.now() + 2 * 24 * 3_600_000);
      const to = new Date(from.getTime() + 7 * 24 * 3_600_000);
      const slots = await menteeApi.get(
        `/api/mentors/${bookableMentor.id}/slots?from=${from.toISOString()}&to=${to.toISOString()}`,
      );
      const { slots: starts } = (await slots.json()) as { slots: string[] };
      const booked = await menteeApi.post('/api/bookings', {
        data: {
          mentorId: bookableMentor.id,
          start: starts[0],
          planId: bookableMentor.planId,
          agenda: 'Moving from support into product management.',
        },
      });
      expect(booked.status(), await booked.text()).toBe(201);
    } finally {
      await menteeApi.dispose();
    }

    await expect(items).toHaveCount(2);
    const request = page.getByRole('link', { name: /Robin Booker requested a session for/ });
    await expect(request).toBeVisible();
    await expect(request).toHaveAttribute('href', /^\/sessions\//);
    await expect(page.getByText('2 unread')).toBeVisible();
    await expectBell(page, 'Notifications, 2 unread');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeHidden();
    await expect(items.and(page.locator('[data-unread="true"]'))).toHaveCount(0);
    await expectBell(page, 'Notifications');

    // Following a notification opens its subject.
    await request.click();
    await expect(page).toHaveURL(/\/sessions\/[\w-]+$/);
  });
});
