import { expect, test } from '../support/fixtures.ts';
import { topNav } from '../support/pages.ts';

/** Top navigation and unknown routes (docs/product.md#23-top-navigation "Top navigation", route table). */
test.describe('top navigation', () => {
  test('signed out: the four links, Log in and Register', async ({ page }) => {
    await page.goto('/');
    const nav = topNav(page);
    for (const [name, href] of [
      ['About', '/about'],
      ['Circles', '/circles'],
      ['Resources', '/resources'],
      ['Contact', '/contact'],
      ['Log in', '/login'],
      ['Register', '/signup'],
    ] as const)
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/signup');
  });

  test('signed in: the initials and Logout, which signs out', async ({
    page,
    createUser,
    signIn,
  }) => {
    const user = await createUser({ name: 'Grace Hopper' });
    await signIn(page, user);
    await page.goto('/');
    const nav = topNav(page);
    await expect(nav.getByText('GH', { exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(nav.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect((await page.request.get('/api/account')).status()).toBe(401);
  });

  test('hidden on /login, /signup and the dashboard', async ({ page, createUser, signIn }) => {
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expect(topNav(page), path).toHaveCount(0);
    }
    await signIn(page, await createUser({}, { stage: 'mentee' }));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(topNav(page), '/dashboard').toHaveCount(0);
  });

  test('on /about the search and the account area are hidden', async ({ page }) => {
    await page.goto('/about');
    const nav = topNav(page);
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeVisible();
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Register', exact: true })).toHaveCount(0);
  });

  test('an unknown address shows the not-found page with the navigation', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(topNav(page)).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test(
    'the small-screen menu opens and closes on a tap outside it',
    { tag: '@mobile' },
    async ({ page }) => {
      // The not-found page: the real navigation over a page with nothing to tap by accident.
      await page.goto('/no-such-page');
      const header = page.getByRole('banner');
      const visibleLink = (name: string) =>
        header.getByRole('link', { name, exact: true }).filter({ visible: true });
      await expect(visibleLink('About')).toHaveCount(0);

      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(visibleLink('About')).toHaveCount(1);
      await expect(visibleLink('Log in')).toHaveCount(1);
      await expect(visibleLink('Register')).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );

      await page.getByRole('heading', { name: 'Page not found' }).tap();
      await expect(visibleLink('About')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(page).toHaveURL((url) => url.pathname === '/no-such-page');
    },
  );
});
