import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The admin overview, people list, a person's page and the audit log
 * (docs/product.md#146-admin-overview, docs/product.md#145-audit-log) and the Delist dialog:
 * each shows its content and has no serious or critical axe violation at 390 and 1280 px.
 */

for (const width of [390, 1280]) {
  test(`the admin pages have no serious accessibility violations at ${width} px`, async ({
    page,
    signIn,
    admin,
    approvedMentor,
  }) => {
    test.setTimeout(120_000);
    const name = `${approvedMentor.first} ${approvedMentor.last}`;
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, admin);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sign-ups' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/admin/people?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('link', { name }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Approved application')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'All their actions in the audit log' }).click();
    await expect(page.getByText(`Showing actions on ${name} only.`)).toBeVisible();
    await expect(
      page.getByText('Approved application', { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The Approved tab's Delist dialog (docs/product.md#144-the-mentor-lifecycle).
    await page.goto('/admin/mentors?status=approved');
    const card = page.getByRole('article', { name });
    await card.getByRole('button', { name: 'Delist' }).click();
    const dialog = page.getByRole('dialog', { name: `Delist ${name}` });
    await expect(dialog.getByRole('textbox', { name: /^Reason/ })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}
