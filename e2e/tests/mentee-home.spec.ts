import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The mentee home (docs/product.md#125-goals-and-activities): the home's weekly bars come from the
 * mentee's real activities. A mentee with an activity due this week (today, or Friday at the
 * weekend) sees it as to be done, completes it on Goals & Activities and sees the bar change on the
 * home page. Tagged
 * @responsive: the page must work at 390 px and at 1280 px.
 */
test.describe('mentee home', { tag: '@responsive' }, () => {
  test('a mentee completes an activity due this week and sees the weekly bar change', async ({
    page,
    createUser,
    signIn,
  }) => {
    await signIn(page, await createUser({}, { stage: 'mentee' }));
    await page.goto('/dashboard');
    // The first visit says Welcome, a return Welcome back (item 17).
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
    const weekly = page.getByRole('region', { name: 'Weekly progress' });
    await expect(weekly.getByText('No activities due Monday to Friday this week.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Next sessions' }).getByText('No sessions booked yet.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The day it is due, in the browser's zone: today, or this week's Friday at the weekend.
    const { due, label } = await page.evaluate(() => {
      const now = new Date();
      const back = [2, 0, 0, 0, 0, 0, 1][now.getDay()]!; // Sunday → Friday, Saturday → Friday
      const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back);
      const iso = [day.getFullYear(), day.getMonth() + 1, day.getDate()]
        .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
        .join('-');
      const name = new Intl.DateTimeFormat('en', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
      }).format(day);
      return { due: iso, label: back === 0 ? `${name} (today)` : name };
    });
    const created = await page.request.post('/api/activities', {
      data: { name: 'Send my CV to Sofia', dueDate: due },
    });
    expect(created.status()).toBe(201);

    await page.reload();
    await expect(weekly.getByText(`${label}: 0 done, 1 to be done`)).toBeAttached();
    const week = page.getByRole('region', { name: "This week's activities" });
    await expect(week.getByText('Send my CV to Sofia')).toBeVisible();
    await expect(week.getByText('Not Started')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await week.getByRole('link', { name: 'Go to Goals & Activities' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Goals & Activities' })).toBeVisible();
    await page
      .getByRole('combobox', { name: 'Status of “Send my CV to Sofia”' })
      .selectOption('complete');
    await expect(
      page
        .getByRole('region', { name: /^Complete/ })
        .getByText('Send my CV to Sofia', { exact: true }),
    ).toBeVisible();

    await page.goto('/dashboard');
    await expect(weekly.getByText(`${label}: 1 done, 0 to be done`)).toBeAttached();
    await expect(week.getByText('Complete', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
