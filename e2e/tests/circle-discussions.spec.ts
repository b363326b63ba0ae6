import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { uniqueSuffix } from '@pathwise/server/makers';

/**
 * Circle discussions (docs/product.md#128-circles; "a circle post appears live for a second
 * member"): two members in two browsers, the post and a reply arriving without a reload.
 * Uses Growth Marketing Lab, which no other spec joins.
 */

const TITLE = 'Growth Marketing Lab';

async function openCircle(page: Page, title = TITLE) {
  await page.goto(`/circles?q=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

function discussion(page: Page) {
  return page.getByRole('region', { name: 'Discussion' });
}

test.describe('circle discussions', () => {
  test('a post and a reply appear live for a second member', async ({
    browser,
    baseURL,
    createUser,
    signIn,
  }) => {
    const suffix = uniqueSuffix();
    const ana = await createUser({ name: `Ana${suffix} Poster` });
    const bo = await createUser({ name: `Bo${suffix} Reader` });
    const contexts = await Promise.all([
      browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } }),
      browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } }),
    ]);
    try {
      const [a, b] = await Promise.all(contexts.map((c) => c.newPage()));
      await signIn(a!, ana);
      await signIn(b!, bo);
      for (const page of [a!, b!]) {
        await openCircle(page);
        await expect(discussion(page).getByText(/Join the circle to post/)).toBeVisible();
        await page.getByRole('button', { name: `Join ${TITLE}` }).click();
        await expect(discussion(page).getByRole('textbox', { name: 'Write a post' })).toBeVisible();
      }

      const text = `Hello from Ana ${suffix} <script>alert(1)</script>`;
      await discussion(a!).getByRole('textbox', { name: 'Write a post' }).fill(text);
      await discussion(a!).getByRole('button', { name: 'Post', exact: true }).click();
      const onA = discussion(a!).getByRole('article', { name: `Post by Ana${suffix} P.` });
      await expect(onA).toContainText(text);

      // Bo sees it without reloading, the markup shown as text.
      const onB = discussion(b!).getByRole('article', { name: `Post by Ana${suffix} P.` });
      await expect(onB).toContainText(text);
      await expect(onB).toHaveCount(1);
      await expect(onB.locator('script')).toHaveCount(0);

      await onB.getByRole('button', { name: 'Reply', exact: true }).click();
      await onB.getByRole('textbox', { name: `Reply to Ana${suffix} P.` }).fill('Welcome, Ana!');
      await onB.getByRole('button', { name: 'Reply', exact: true }).click();
      // The reply itself (an article of its own), not the box that still held its text while
      // it was being sent (CI of 2026-11-27: both matched).
      const replyOnB = onB.getByRole('article', { name: `Post by Bo${suffix} R.` });
      await expect(replyOnB.getByText('Welcome, Ana!')).toBeVisible();

      // Ana's post counts the reply live; opening the thread shows it.
      await onA.getByRole('button', { name: 'View 1 reply' }).click();
      await expect(onA.getByText('Welcome, Ana!')).toBeVisible();
      await expect(onA.getByText(`Bo${suffix} R.`)).toBeVisible();

      // Ana deletes her post after confirming; it disappears for Bo too.
      await onA.getByRole('button', { name: 'Delete' }).first().click();
      const dialog = a!.getByRole('alertdialog', { name: 'Delete this post?' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(onA).toHaveCount(0);
      await expect(onB).toHaveCount(0);
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
    }
  });
});

test.describe('circle discussions accessibility', { tag: '@responsive' }, () => {
  test('a circle with a discussion has no serious axe violation', async ({
    page,
    createUser,
    signIn,
  }) => {
    // Signed out: the demo discussion and the sign-in link.
    await openCircle(page, 'First Salary Money Club');
    const section = discussion(page);
    await expect(
      section.getByRole('link', { name: 'Sign in to join the discussion' }),
    ).toBeVisible();
    await expect(section.getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A member with the composer and an open thread.
    const user = await createUser({ name: `Axe${uniqueSuffix()} Member` });
    await signIn(page, user);
    await page.reload();
    await page.getByRole('button', { name: 'Join First Salary Money Club' }).click();
    await expect(section.getByRole('textbox', { name: 'Write a post' })).toBeVisible();
    // Joining refetches the discussion; a click on the thread's button while its list is
    // rendered again can land on the row being replaced, so click until the thread is open.
    const replyBox = section.getByRole('textbox', { name: /^Reply to/ });
    await expect(async () => {
      if (!(await replyBox.isVisible())) {
        await section
          .getByRole('button', { name: /^View \d+ repl/ })
          .first()
          .click({ timeout: 2_000 });
      }
      await expect(replyBox).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
  });
});
