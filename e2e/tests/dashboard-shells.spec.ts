import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The dashboards (docs/product.md#1116-dashboard-headers) are shells that offer the public site's
 * main pages in their own top bar, and domain pages such as Notifications appear in both.
 * Tagged @responsive: the top bar must hold at 390 px and at 1280 px.
 */
test.describe('dashboard shells', { tag: '@responsive' }, () => {
  test("the top bar reaches the public site's pages without the logo", async ({
    page,
    createUser,
    signIn,
  }) => {
    await signIn(page, await createUser({}, { stage: 'mentee' }));
    await page.goto('/dashboard');
    const site = page.getByRole('navigation', { name: 'Site pages' });
    for (const name of ['Circles', 'Resources', 'About', 'Contact']) {
      await expect(site.getByRole('link', { name })).toBeVisible();
    }
    // Nothing in the bar spills out of the screen.
    const box = await page.locator('header').first().boundingBox();
    const width = page.viewportSize()!.width;
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await site.getByRole('link', { name: 'Circles' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/circles');
  });

  test('Notifications: a new mentee reaches the empty list from the sidebar', async ({
    page,
    createUser,
    signIn,
  }) => {
    await signIn(page, await createUser({}, { stage: 'mentee' }));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('link', { name: 'Notifications' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('the role screen goes Back to the page before it, or home', async ({
  page,
  createUser,
  signIn,
}) => {
  await signIn(page, await createUser());
  await page.goto('/circles');
  // Loaded from a page of this site (its referrer): Back returns to it.
  await page.goto('/welcome', { referer: new URL('/circles', page.url()).href });
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/circles');
  // Opened by its address (no referrer; the tab's history may hold another site): home.
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('for a signed-in person the home page leads to their dashboard, not to sign-up', async ({
  page,
  createUser,
  signIn,
}) => {
  await signIn(page, await createUser({}, { stage: 'mentee' }));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Join as Coach' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});
