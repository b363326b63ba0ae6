import { authenticatorCode } from '@pathwise/server/makers';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Two-factor authentication (ADR 0018): a mentee turns it on in Settings → Security by
 * "scanning" the secret (the code is computed here from the key the page shows), keeps a
 * recovery code, signs out, then signs in with the password and a code of the app; a later
 * sign-in uses the recovery code, which works once. The Security tab passes axe at 390 px
 * and 1280 px (@responsive).
 */
test.describe('two-factor authentication', { tag: '@responsive' }, () => {
  test('turn it on, sign out, sign in with password and code', async ({
    page,
    createUser,
    signIn,
  }) => {
    const mentee = await createUser({}, { stage: 'mentee' });
    await signIn(page, mentee);
    await page.goto('/dashboard/settings/security');
    await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = (await page.getByRole('textbox', { name: 'Setup key' }).inputValue()).replace(
      /\s/g,
      '',
    );
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page
      .getByRole('textbox', { name: 'Authentication code' })
      .fill(authenticatorCode(secret));
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();

    const codes = page.getByRole('list', { name: 'Recovery codes' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    const recoveryCode = (await codes.getByRole('listitem').first().textContent())!;
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();

    // Sign out (the same call as the Logout button, which a phone's layout keeps in its menu).
    expect((await page.request.delete('/api/account/sessions/current')).status()).toBe(204);

    // Password, then the code step; the code the app shows next (the one used to turn it on
    // cannot be used again).
    await page.goto('/login');
    await page.getByLabel('Email').fill(mentee.email);
    await page.getByLabel('Password', { exact: true }).fill(mentee.password);
    await page.getByRole('button', { name: 'Login' }).click();
    const code = page.getByRole('textbox', { name: 'Authentication code' });
    await expect(code).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Before the second factor, nothing else answers.
    expect((await page.request.get('/api/account')).status()).toBe(401);
    await code.fill(authenticatorCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    expect((await page.request.get('/api/account')).status()).toBe(200);

    // A recovery code works once.
    await page.request.delete('/api/account/sessions/current');
    for (const expected of ['/dashboard', 'refused']) {
      await page.goto('/login');
      await page.getByLabel('Email').fill(mentee.email);
      await page.getByLabel('Password', { exact: true }).fill(mentee.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCode);
      await page.getByRole('button', { name: 'Verify' }).click();
      if (expected === '/dashboard') {
        await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
        await page.request.delete('/api/account/sessions/current');
      } else {
        await expect(
          page.getByText('That code is not right, or it was used already. Please try again.'),
        ).toBeVisible();
      }
    }
  });

  test('a session waiting for its code is sent to the code step from any page', async ({
    page,
    createUser,
    signIn,
  }) => {
    const mentee = await createUser({}, { stage: 'mentee' });
    await signIn(page, mentee);
    const setup = await page.request.post('/api/account/mfa/authenticators/totp');
    const { secret } = (await setup.json()) as { secret: string };
    const on = await page.request.put('/api/account/mfa/authenticators/totp', {
      data: { otp: authenticatorCode(secret) },
    });
    expect(on.status(), await on.text()).toBe(200);
    await page.request.delete('/api/account/sessions/current');
    // Signed in with the password only (as a Google or LinkedIn sign-in of this account would be).
    await signIn(page, mentee);
    await page.goto('/dashboard/goals');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('next') === '/dashboard/goals',
    );
    await page
      .getByRole('textbox', { name: 'Authentication code' })
      .fill(authenticatorCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard/goals');
  });
});
