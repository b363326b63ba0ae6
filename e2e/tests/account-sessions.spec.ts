import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The sessions list of Settings → Security (docs/product.md#71-account-api): a person signed
 * in on two browsers sees both, ends the other one from here, and that browser is signed out
 * (its next page asks to log in). @responsive: the list holds at 390 px and 1280 px.
 */
test.describe('sessions list', { tag: '@responsive' }, () => {
  test('revoke another session and see it signed out', async ({
    page,
    browser,
    createUser,
    signIn,
  }) => {
    const mentee = await createUser({}, { stage: 'mentee' });
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await signIn(otherPage, mentee);
      await otherPage.goto('/dashboard');
      await expect(otherPage).toHaveURL((url) => url.pathname === '/dashboard');

      await signIn(page, mentee);
      await page.goto('/dashboard/settings/security');
      const sessions = page.getByRole('region', { name: "Where you're signed in" });
      await expect(sessions.getByText('This device')).toBeVisible();
      // This browser, the other one, and the API client that onboarded the mentee.
      const rows = sessions.getByRole('listitem');
      await expect(rows).toHaveCount(3);
      await expectNoSeriousA11yViolations(page);

      // The other Chrome (this one, marked "This device", has no Sign out button).
      await sessions.getByRole('button', { name: /^Sign out Chrome \d+ on / }).click();
      await expect(page.getByText('Signed out.', { exact: true })).toBeVisible();
      await expect(rows).toHaveCount(2);

      // The other browser is signed out: its API calls answer 401, its pages ask to log in.
      expect((await otherPage.request.get('/api/account')).status()).toBe(401);
      await otherPage.goto('/dashboard');
      await expect(otherPage).toHaveURL((url) => url.pathname === '/login');
      // This one is still signed in.
      expect((await page.request.get('/api/account')).status()).toBe(200);
    } finally {
      await other.close();
    }
  });

  test('sign out of all other sessions, after a confirmation', async ({
    page,
    browser,
    createUser,
    signIn,
  }) => {
    const mentee = await createUser({}, { stage: 'mentee' });
    const others = [await browser.newContext(), await browser.newContext()];
    try {
      const otherPages = await Promise.all(others.map((c) => c.newPage()));
      for (const p of otherPages) await signIn(p, mentee);
      await signIn(page, mentee);
      await page.goto('/dashboard/settings/security');
      const sessions = page.getByRole('region', { name: "Where you're signed in" });
      // This browser, the two others, and the API client that onboarded the mentee.
      await expect(sessions.getByRole('listitem')).toHaveCount(4);
      await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Sign out of all other sessions?' });
      await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await expect(sessions.getByRole('listitem')).toHaveCount(1);
      await expect(sessions.getByText("You're not signed in anywhere else.")).toBeVisible();
      for (const p of otherPages) expect((await p.request.get('/api/account')).status()).toBe(401);
      expect((await page.request.get('/api/account')).status()).toBe(200);
    } finally {
      await Promise.all(others.map((c) => c.close()));
    }
  });
});
