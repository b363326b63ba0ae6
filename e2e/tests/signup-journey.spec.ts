import { firstName, signUpInput } from '@pathwise/server/makers';
import { expect, SUBJECTS, test } from '../support/fixtures.ts';
import { linkIn } from '../support/mailbox.ts';
import { finishMenteeOnboarding } from '../support/onboarding.ts';
import { logInThroughForm, signupForm } from '../support/pages.ts';

/**
 * docs/product.md#212-signup "/signup", "/login", §4 "Account"; docs/product.md#118-after-login
 * "after login".
 */
test('a new member signs up, verifies the email from the mail, signs in and logs out', async ({
  page,
  context,
  request,
  mailbox,
  baseURL,
}) => {
  const user = signUpInput();

  await test.step('sign up', async () => {
    await page.goto('/signup');
    const form = signupForm(page);
    await form.name.fill(user.name);
    await form.email.fill(user.email);
    await form.password.fill(user.password);
    await form.submit.click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    // The verification banner tells the person to check their mail.
    await expect(page.getByRole('status').filter({ hasText: /verif/i })).toBeVisible();
  });

  const link = await test.step('the verification mail arrives', async () => {
    const mail = await mailbox.waitFor(user.email, SUBJECTS.verification);
    const url = linkIn(mail, '/login');
    expect(url.origin).toBe(new URL(baseURL!).origin);
    expect(url.searchParams.get('userId')).toBeTruthy();
    expect(url.searchParams.get('secret')).toBeTruthy();
    return url;
  });

  await test.step('open the link: verified, and the secret leaves the address bar', async () => {
    await page.goto(link.href);
    await expect(page.getByText('Email verified successfully! You can now login.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
  });

  await test.step('open the link again: already verified, sign in offered', async () => {
    await page.goto(link.href);
    await expect(page.getByText('This email is already verified. Sign in below.')).toBeVisible();
    await expect(page.getByText('Invalid or expired verification link.')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  await test.step('sign in: onboarding starts with a greeting by name', async () => {
    await logInThroughForm(page, user.email, user.password);
    // docs/product.md#118-after-login "after login": a new member resumes onboarding at the role screen.
    await expect(page).toHaveURL((url) => url.pathname === '/welcome');
    await expect(
      page.getByRole('heading', { name: new RegExp(`\\b${firstName(user.name)}\\b`) }),
    ).toBeVisible();
  });

  await test.step('after onboarding, the dashboard greets the member by first name', async () => {
    // The wizard's own screens are not this test's subject: finish it through its API.
    await finishMenteeOnboarding(page.request, user);
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(
      page.getByRole('heading', { name: new RegExp(`\\b${firstName(user.name)}\\b`) }),
    ).toBeVisible();
  });

  const session = (await context.cookies()).find((c) => c.name === 'pathwise_session');
  expect(session, 'the session cookie after signing in').toBeDefined();

  await test.step('log out: signed out here and on the server', async () => {
    await page.getByRole('button', { name: /^log ?out$/i }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    // The old cookie, replayed from elsewhere, opens nothing any more.
    const replay = await request.get('/api/account', {
      headers: { cookie: `pathwise_session=${session!.value}` },
    });
    expect(replay.status()).toBe(401);
  });
});
