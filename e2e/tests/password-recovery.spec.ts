import { expect, SUBJECTS, test } from '../support/fixtures.ts';
import { linkIn } from '../support/mailbox.ts';
import { logInThroughForm } from '../support/pages.ts';

/** docs/product.md#213-forgot-password "/forgot-password", "/reset-password", §5, §8. */
test.describe('password recovery', () => {
  test('a member resets a forgotten password from the mail link and signs in with it', async ({
    page,
    createUser,
    mailbox,
  }) => {
    const user = await createUser({}, { stage: 'mentee' });
    const newPassword = `${user.password}-new`;

    await test.step('ask for a reset link', async () => {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot Password?' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
      await page.getByLabel(/email/i).fill(user.email);
      await page.getByRole('button', { name: /send|reset/i }).click();
    });

    const link = await test.step('the reset mail arrives', async () => {
      const mail = await mailbox.waitFor(user.email, SUBJECTS.recovery);
      return linkIn(mail, '/reset-password');
    });

    await test.step('set a new password; back to /login after a moment', async () => {
      await page.goto(link.href);
      await page.getByLabel(/^new password/i).fill(newPassword);
      await page.getByLabel(/^confirm/i).fill(newPassword);
      await page.getByRole('button', { name: /update|reset|change|save/i }).click();
      // The success message shows on the reset page before the 2 s redirect (docs/product.md#2-screens-and-routes).
      await expect(page.getByRole('status').filter({ hasNotText: 'Loading' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/reset-password');
      await expect(page).toHaveURL((url) => url.pathname === '/login', { timeout: 10_000 });
    });

    await test.step('the old password no longer works', async () => {
      await logInThroughForm(page, user.email, user.password);
      await expect(page.getByRole('alert')).toContainText('Invalid email or password...');
      await expect(page).toHaveURL((url) => url.pathname === '/login');
    });

    await test.step('the new one does', async () => {
      await logInThroughForm(page, user.email, newPassword);
      await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    });
  });

  test('the forgot-password form asks for an email and names an unknown one', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('link', { name: /log ?in/i })).toHaveAttribute('href', '/login');
    const email = page.getByLabel(/email/i);
    const send = page.getByRole('button', { name: /send|reset/i });
    await send.click();
    await expect(page.getByText('Please enter your email address', { exact: true })).toBeVisible();
    await email.fill(`nobody.${Date.now()}@example.com`);
    await send.click();
    await expect(page.getByRole('alert')).toContainText(
      'No account found with this email address.',
    );
  });

  test('the reset form checks the new password before sending it', async ({ page }) => {
    await page.goto('/reset-password?userId=someone&secret=not-a-real-secret');
    const password = page.getByLabel(/^new password/i);
    const confirm = page.getByLabel(/^confirm/i);
    const submit = page.getByRole('button', { name: /update|reset|change|save/i });

    await password.fill('long-enough-1');
    await confirm.fill('long-enough-2');
    await submit.click();
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();

    await password.fill('short');
    await confirm.fill('short');
    await submit.click();
    await expect(
      page.getByText('Password must be at least 8 characters long', { exact: true }),
    ).toBeVisible();

    // Well-formed but the secret is wrong: the server refuses it.
    await password.fill('long-enough-1');
    await confirm.fill('long-enough-1');
    await submit.click();
    await expect(page.getByRole('alert')).toContainText(
      'Invalid or expired reset link. Please request a new one.',
    );
  });

  test('/reset-password without its parameters explains the link is invalid', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await expect(
      page.getByText(
        'This password reset link is invalid or has expired. Please request a new one.',
      ),
    ).toBeVisible();
    const requestNew = { name: 'Request New Reset Link' };
    await page.getByRole('link', requestNew).or(page.getByRole('button', requestNew)).click();
    await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
  });
});
