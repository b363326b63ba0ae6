import { expect, test } from '../support/fixtures.ts';
import { linkIn } from '../support/mailbox.ts';
import { logInThroughForm } from '../support/pages.ts';

/**
 * Settings → Password & Privacy: a signed-in person changes their password and their email
 * (docs/product.md#71-account-api).
 */
test.describe('changing the password and the email', () => {
  test('a mentee changes the password; the old one stops working, the new one signs in', async ({
    page,
    createUser,
    signIn,
    mailbox,
  }) => {
    const user = await createUser({}, { stage: 'mentee' });
    const newPassword = `${user.password}-changed`;
    await signIn(page, user);
    await page.goto('/dashboard/settings/password');
    const form = page.getByRole('region', { name: 'Change password' });
    await form.getByLabel('Current password').fill(user.password);
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Your password was changed. Other devices were signed out.'),
    ).toBeVisible();
    await mailbox.waitFor(user.email, /^Your Pathwise password was changed$/);

    await page.context().clearCookies();
    await page.goto('/login');
    await logInThroughForm(page, user.email, user.password);
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await logInThroughForm(page, user.email, newPassword);
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  });

  test('a mentee moves the account to a new address by opening the link mailed there', async ({
    page,
    createUser,
    signIn,
    mailbox,
  }) => {
    const user = await createUser({}, { stage: 'mentee' });
    const next = `moved.${Date.now()}@example.com`;
    await signIn(page, user);
    await page.goto('/dashboard/settings/password');
    await page.getByLabel('New email address').fill(next);
    await page
      .getByRole('region', { name: 'Change email' })
      .getByLabel('Current password')
      .fill(user.password);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByText(`We sent a link to ${next}.`, { exact: false })).toBeVisible();
    await mailbox.waitFor(user.email, /is being changed$/);

    const link = linkIn(await mailbox.waitFor(next, /^Confirm your new email/), '/account/email');
    await page.goto(link.href);
    await page.getByRole('button', { name: 'Confirm new email' }).click();
    await expect(page.getByText(`Your email is now ${next}.`, { exact: false })).toBeVisible();

    await page.context().clearCookies();
    await page.goto('/login');
    await logInThroughForm(page, next, user.password);
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  });
});
