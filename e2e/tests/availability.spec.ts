import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The mentor's availability page /dashboard_mentor/availability (docs/product.md#123-booking): an
 * approved mentor opens it from the sidebar, sets Monday's hours, copies them to every day,
 * saves, and finds them again after a reload; axe on the page.
 */
test.describe('availability', () => {
  test('an approved mentor edits and saves their weekly hours', async ({
    page,
    approvedMentor,
    signIn,
  }) => {
    await signIn(page, approvedMentor);
    await page.goto('/dashboard_mentor');
    await page.getByRole('link', { name: 'Availability' }).first().click();
    await expect(page).toHaveURL('/dashboard_mentor/availability');
    await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Your time zone' })).not.toHaveValue('');

    await page.getByRole('button', { name: 'Add hours on Monday' }).click();
    await page.getByLabel('Monday, range 1: from').fill('10:00');
    await page.getByLabel('Monday, range 1: until').fill('16:00');
    await page.getByRole('button', { name: 'Copy to all days: Monday’s hours' }).click();
    await page.getByRole('spinbutton', { name: 'Buffer after (minutes)' }).fill('10');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByText('Availability saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Friday, range 1: from')).toHaveValue('10:00');
    await expect(page.getByLabel('Sunday, range 1: until')).toHaveValue('16:00');
    await expect(page.getByRole('spinbutton', { name: 'Buffer after (minutes)' })).toHaveValue(
      '10',
    );
  });
});

test.describe('availability accessibility', { tag: '@responsive' }, () => {
  test('the availability page has no serious axe violation', async ({
    page,
    approvedMentor,
    signIn,
  }) => {
    await signIn(page, approvedMentor);
    await page.goto('/dashboard_mentor/availability');
    await page.getByRole('button', { name: 'Add hours on Monday' }).click();
    await page.getByRole('button', { name: 'Add a date' }).click();
    await expectNoSeriousA11yViolations(page);
  });
});
