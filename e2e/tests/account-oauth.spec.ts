import { signUpInput } from '@pathwise/server/makers';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * Sign-in with Google (ADR 0017) through the local OpenID Connect provider that the global
 * setup starts as "Google" (e2e/global-setup.ts): the whole round trip in Chromium.
 */

/** At the local provider's page, sign in as the person with `email` and `name`. */
async function signInAtProvider(
  page: Page,
  person: { email: string; name: string },
  options: { verified?: boolean } = {},
) {
  await expect(page.getByRole('heading', { name: /Sign in to/ })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Name', { exact: true }).fill(person.name);
  await page.getByLabel('Email verified').setChecked(options.verified ?? true);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a new person signs up with Google and lands in onboarding', async ({ page }) => {
  const person = signUpInput();
  await page.goto('/signup');
  // Only the configured provider has a button.
  await expect(page.getByRole('button', { name: 'Continue with LinkedIn' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, person);
  // The success URL is /dashboard, whose guard sends an unfinished onboarding to its step.
  await expect(page).toHaveURL((url) => url.pathname === '/welcome');
  await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible();
  const me = await page.request.get('/api/account');
  expect(await me.json()).toMatchObject({
    email: person.email,
    name: person.name,
    emailVerification: true,
  });
});

test('a member signs in with Google by their verified email', async ({ page, createUser }) => {
  const member = await createUser({}, { stage: 'mentee' });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, { email: member.email, name: member.name });
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  const me = await page.request.get('/api/account');
  expect(await me.json()).toMatchObject({ id: member.id, email: member.email });
});

test('an unverified Google address never signs in to the account that has it', async ({
  page,
  createUser,
}) => {
  const member = await createUser({}, { stage: 'mentee' });
  await page.goto('/login?next=%2Fdashboard%2Fgoals');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, member, { verified: false });
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('alert')).toHaveText(
    'OAuth login failed: an account already uses this email address and the provider has not verified it. Log in with your password instead.',
  );
  // The failure leaves the address; `next` survives.
  await expect(page).toHaveURL((url) => url.search === '?next=%2Fdashboard%2Fgoals');
  const session = await page.request.get('/api/session');
  expect(await session.json()).toEqual({ user: null });
});
