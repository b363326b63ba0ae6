import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { signUpInput } from '@pathwise/server/makers';
import { expect, test } from '../support/fixtures.ts';
import { linkIn } from '../support/mailbox.ts';

/**
 * The newsletter: subscribing from /resources mails a
 * confirmation link (double opt-in); opening it confirms and a welcome mail follows; every
 * mail's unsubscribe link unsubscribes in one click.
 */

const CONFIRMATION = /^Confirm your subscription to the Pathwise newsletter$/;
const WELCOME = /^Welcome to the Pathwise newsletter$/;

test.describe('newsletter', () => {
  test('subscribe, confirm from the mail, then unsubscribe from the welcome mail', async ({
    page,
    mailbox,
  }) => {
    const { email } = signUpInput();
    await page.goto('/resources#newsletter');
    const block = page.getByRole('region', { name: 'Stay Updated' });
    await expect(block).toBeInViewport();
    await block.getByLabel('Email address for the newsletter').fill(email);
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(block.getByText('Almost done!')).toBeVisible();
    await expect(block.getByText(`We sent a confirmation link to ${email}.`)).toBeVisible();

    const confirmation = await mailbox.waitFor(email, CONFIRMATION);
    const confirmLink = linkIn(confirmation, '/newsletter/confirm');
    await page.goto(confirmLink.pathname + confirmLink.search);
    await expect(page.getByRole('heading', { name: "You're subscribed!" })).toBeVisible();
    await expect(page.getByRole('heading', { name: "You're subscribed!" })).toBeFocused();

    // The link works once.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();

    const welcome = await mailbox.waitFor(email, WELCOME);
    const unsubscribe = linkIn(welcome, '/newsletter/unsubscribe');
    await page.goto(unsubscribe.pathname + unsubscribe.search);
    await expect(page.getByRole('heading', { name: 'You have been unsubscribed' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a link without a valid token says it does not work', async ({ page }) => {
    await page.goto('/newsletter/confirm');
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await page.goto(`/newsletter/unsubscribe?token=${'0'.repeat(64)}`);
    await expect(
      page.getByRole('heading', { name: 'This unsubscribe link does not work' }),
    ).toBeVisible();
  });

  test('an address that is not one is refused before anything is sent', async ({ page }) => {
    await page.goto('/resources#newsletter');
    const block = page.getByRole('region', { name: 'Stay Updated' });
    await block.getByLabel('Email address for the newsletter').fill('not-an-address');
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(block.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(block.getByText('Almost done!')).toHaveCount(0);
  });
});
