import { expect, test } from '../support/fixtures.ts';
import { loginForm } from '../support/pages.ts';

/** docs/product.md#42-forms "Login form": the typed email is remembered until a successful login. */
test('the login form keeps the typed email across a reload until the member signs in', async ({
  page,
  context,
  createUser,
}) => {
  const user = await createUser({}, { stage: 'mentee' });
  await page.goto('/login');
  await loginForm(page).email.fill(user.email);
  await page.reload();
  await expect(loginForm(page).email).toHaveValue(user.email);

  await loginForm(page).password.fill(user.password);
  await loginForm(page).submit.click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');

  // Once signed in, the address is no longer kept: a later visit starts empty.
  await context.clearCookies();
  await page.goto('/login');
  await expect(loginForm(page).submit).toBeVisible();
  await expect(loginForm(page).email).toHaveValue('');
});
