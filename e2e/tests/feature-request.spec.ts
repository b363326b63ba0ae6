import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Feature Request (docs/product.md#1281-feature-requests): a mentee sends a request from
 * /dashboard/feature-request, is told it was sent, and finds it under "Your earlier requests", also
 * after a reload (it was stored). Tagged @responsive: the page must work at 390 px and at 1280 px.
 */
test.describe('feature request', { tag: '@responsive' }, () => {
  test('a mentee sends a request and sees it listed', async ({ page, createUser, signIn }) => {
    await signIn(page, await createUser({}, { stage: 'mentee' }));
    await page.goto('/dashboard/feature-request');
    await expect(page.getByRole('heading', { level: 1, name: 'Feature Request' })).toBeVisible();
    const earlier = page.getByRole('region', { name: 'Your earlier requests' });
    await expect(earlier.getByText(/You have not sent a request yet/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Empty fields: the contract's messages, nothing sent.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Required.', { exact: true })).toHaveCount(2);

    const title = `Dark mode ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Evening sessions are hard on the eyes.');
    await expect(page.getByText('38/2,000')).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByRole('status')).toContainText(
      `Thank you! Your request “${title}” was sent to our team.`,
    );
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await expect(earlier.getByRole('heading', { name: title })).toBeVisible();
    await expect(earlier.getByText('Evening sessions are hard on the eyes.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Your earlier requests' }).getByRole('heading', {
        name: title,
      }),
    ).toBeVisible();
  });
});
