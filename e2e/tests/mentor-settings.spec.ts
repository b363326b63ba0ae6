import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Settings → Mentee Management (docs/product.md#1115-settings-that-save) and Integrations, and Find
 * Mentors inside the dashboards: a mentor turns "accepting new mentees" off and their public
 * profile says so, adds a plan and sees it on the profile, makes and regenerates their private
 * calendar feed (the old link stops working). Tagged @responsive: at 390 px and at 1280 px, with
 * axe.
 */
test.describe('mentor settings', { tag: '@responsive' }, () => {
  test('a mentor stops taking new mentees and adds a plan; the public profile shows both', async ({
    page,
    approvedMentor,
    signIn,
  }) => {
    await signIn(page, approvedMentor);
    await page.goto('/dashboard_mentor/settings/mentee-management');
    await expect(page.getByRole('heading', { level: 2, name: 'Mentee Management' })).toBeVisible();
    const accepting = page.getByRole('checkbox', { name: 'Accepting new mentees' });
    await expect(accepting).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await accepting.uncheck();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your changes are saved.')).toBeVisible();

    const plans = page.getByRole('region', { name: 'Plans' });
    await plans.getByRole('button', { name: 'Add plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a plan' });
    await dialog.getByRole('textbox', { name: 'Plan name' }).fill('Career sprint');
    await dialog.getByRole('textbox', { name: 'Price (USD)' }).fill('300');
    await dialog.getByRole('textbox', { name: 'Sessions' }).fill('3');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save plan' }).click();
    await expect(dialog).toBeHidden();
    await expect(plans.getByText('Career sprint', { exact: true })).toBeVisible();

    await page.goto(`/mentors/${approvedMentor.id}`);
    await expect(page.getByText('Not taking new mentees at the moment')).toBeVisible();
    await expect(page.getByText('Career sprint', { exact: true })).toBeVisible();
  });

  test('a mentor makes a private calendar feed and regenerates it; the old link stops working', async ({
    page,
    approvedMentor,
    signIn,
  }) => {
    await signIn(page, approvedMentor);
    await page.goto('/dashboard_mentor/settings/integrations');
    await expect(page.getByRole('heading', { level: 2, name: 'Integrations' })).toBeVisible();
    await expect(page.getByText('Your calendar feed is off.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Create feed link' }).click();
    const link = page.getByRole('textbox', { name: 'Your private calendar link' });
    await expect(link).toHaveValue(/\/api\/calendar-feed\/[0-9a-f]{64}\.ics$/);
    await expect(page.getByText(/it is shown only once/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute(
      'href',
      /^webcal:\/\//,
    );
    await expectNoSeriousA11yViolations(page);
    const first = await link.inputValue();
    const feed = await page.request.get(new URL(first).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    await page.getByRole('button', { name: 'Regenerate link' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Regenerate your calendar link?' });
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Regenerate' }).click();
    await expect(link).not.toHaveValue(first);
    const second = await link.inputValue();
    expect((await page.request.get(new URL(first).pathname)).status()).toBe(404);
    expect((await page.request.get(new URL(second).pathname)).status()).toBe(200);
  });

  test('Find Mentors inside both dashboards searches the directory', async ({
    page,
    createUser,
    approvedMentor,
    signIn,
  }) => {
    await signIn(page, await createUser({}, { stage: 'mentee' }));
    await page.goto('/dashboard/find-mentors');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a mentor' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search mentors' });
    await search.fill(approvedMentor.last);
    await search.press('Enter');
    await expect(
      page.getByRole('link', { name: new RegExp(approvedMentor.last) }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/find-mentors\?/);
    await expectNoSeriousA11yViolations(page);

    await signIn(page, approvedMentor);
    await page.goto('/dashboard_mentor/find-mentors');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a mentor' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
