import fs from 'node:fs';
import { expect, SUBJECTS, test } from '../support/fixtures.ts';
import { logInThroughForm, signupForm } from '../support/pages.ts';

/**
 * Your data (docs/product.md#74-your-data, ADR 0019) in Chromium: a member downloads their
 * data from Settings → Password & Privacy, then deletes their account through the
 * confirmation dialog; the old sign-in no longer works and the email signs up again.
 */

test('a member downloads their data as a ZIP', async ({ page, createUser, signIn }) => {
  const member = await createUser({}, { stage: 'mentee' });
  await signIn(page, member);
  await page.goto('/dashboard/settings/password');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download your data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^pathwise-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = fs.readFileSync(await download.path());
  // A ZIP starts with a local file header ("PK\3\4"); the names are stored as they are.
  expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(zip.includes('account.json')).toBe(true);
  expect(zip.includes('onboarding.json')).toBe(true);
  await expect(page.getByText(/Your data is downloaded/)).toBeVisible();
});

test('a member deletes their account; the email signs up again', async ({
  page,
  createUser,
  signIn,
  mailbox,
}) => {
  const member = await createUser({}, { stage: 'mentee' });
  await signIn(page, member);
  await page.goto('/dashboard/settings/password');

  await test.step('the dialog names the consequences and asks for the password', async () => {
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('You are signed out on every device.');
    await expect(dialog).toContainText('“Former member”');
    await dialog.getByLabel('Your password').fill(`${member.password}-wrong`);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The password is not right.');
    await dialog.getByLabel('Your password').fill(member.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  await test.step('signed out: the dashboard asks to sign in, and the old sign-in fails', async () => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await logInThroughForm(page, member.email, member.password);
    await expect(page.getByRole('alert')).toContainText('Invalid email or password...');
  });

  await test.step('the same email signs up again', async () => {
    await page.goto('/signup');
    const form = signupForm(page);
    await form.name.fill('Second Start');
    await form.email.fill(member.email);
    await form.password.fill(`${member.password}-again`);
    await form.submit.click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByRole('status').filter({ hasText: /verif/i })).toBeVisible();
    // A second verification mail: the first was the deleted account's.
    await mailbox.waitFor(member.email, SUBJECTS.verification, 2);
  });
});
