import { signUpInput } from '@pathwise/server/makers';
import { expect, SUBJECTS, test } from '../support/fixtures.ts';
import { loginForm, logInThroughForm, signupForm } from '../support/pages.ts';

/** What a person sees when signing up or in goes wrong (docs/product.md#5-validation, §8). */
test.describe('sign-in and sign-up errors', () => {
  test('a wrong password is refused without saying which part was wrong', async ({
    page,
    createUser,
  }) => {
    const user = await createUser();
    await page.goto('/login');
    await logInThroughForm(page, user.email, `${user.password}-typo`);
    await expect(page.getByRole('alert')).toContainText('Invalid email or password...');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test('signing up twice with one email points to logging in or Forgot Password', async ({
    page,
    createUser,
  }) => {
    const existing = await createUser();
    await page.goto('/signup');
    const form = signupForm(page);
    await form.name.fill('Someone Else');
    await form.email.fill(existing.email);
    await form.password.fill(signUpInput().password);
    await form.submit.click();
    await expect(page.getByRole('alert')).toContainText(
      'An account with this email already exists. Please try logging in or use "Forgot Password" if you forgot your password.',
    );
    await expect(page).toHaveURL((url) => url.pathname === '/signup');
  });

  test('an unverified account cannot sign in, and can ask for the mail again', async ({
    page,
    createUser,
    mailbox,
  }) => {
    const user = await createUser({}, { stage: 'unverified' });
    await page.goto('/login');
    await logInThroughForm(page, user.email, user.password);
    await expect(page.getByRole('alert')).toContainText(
      'Please verify your email before logging in...',
    );
    await expect(page).toHaveURL((url) => url.pathname === '/login');

    // The dashboard stays closed to the unverified account.
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/login');

    const form = loginForm(page);
    await form.email.fill(user.email);
    await form.password.fill(user.password);
    await form.resend.click();
    await mailbox.waitFor(user.email, SUBJECTS.verification, 2);
  });

  test('Resend Verification Email asks for the email, then the password', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.resend.click();
    await expect(page.getByText('Please enter your email address first.')).toBeVisible();
    await form.email.fill(signUpInput().email);
    await form.resend.click();
    await expect(
      page.getByText('Please enter your password to resend the verification email.'),
    ).toBeVisible();
  });
});
