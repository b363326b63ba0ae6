import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { openAllDayAvailability } from '../support/availability.ts';
import { expect, test } from '../support/fixtures.ts';

/** A 2×1 PNG (red, blue), named `.jpg`: the server checks the type by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP4zwAE/wEHAAH/4iOeWQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Settings → Profile and the profiles (docs/product.md#1115-settings-that-save): a newly
 * approved mentor is asked to complete their profile, edits their job title and bio,
 * uploads a photo, and sees it all on their own profile page and their public profile.
 * Tagged @responsive: the Profile tab and the profile page must work at 390 and 1280 px.
 */
test.describe('profile', { tag: '@responsive' }, () => {
  test('a new mentor is told to set weekly hours first, and it goes once they are set', async ({
    page,
    approvedMentor,
    signIn,
  }) => {
    await signIn(page, approvedMentor);
    await page.goto('/dashboard_mentor');
    const completeness = page.getByRole('region', { name: 'Complete your profile' });
    await expect(completeness.getByRole('listitem').first()).toHaveText('Weekly hours');
    await expect(completeness).toContainText(
      'First, set your weekly hours: until you do, nobody can book a session with you.',
    );
    await expectNoSeriousA11yViolations(page);
    await completeness.getByRole('link', { name: 'Set your weekly hours' }).click();
    await expect(page).toHaveURL(/\/dashboard_mentor\/availability$/);

    await page.goto('/dashboard_mentor/profile');
    await expect(
      page.getByText('Still missing: your weekly hours,', { exact: false }),
    ).toBeVisible();

    await openAllDayAvailability(page.request);
    await page.goto('/dashboard_mentor');
    await expect(completeness.getByRole('listitem').first()).toHaveText('Photo');
    await expect(completeness.getByRole('link', { name: 'Set your weekly hours' })).toHaveCount(0);
  });

  test('a mentor edits their profile and sees it on their public profile', async ({
    page,
    approvedMentor,
    signIn,
  }) => {
    await signIn(page, approvedMentor);
    await page.goto('/dashboard_mentor');
    const completeness = page.getByRole('region', { name: 'Complete your profile' });
    await expect(completeness).toContainText('Job title');
    await expect(completeness).toContainText('Photo');
    await completeness.getByRole('link', { name: 'Complete your profile' }).click();

    await expect(page).toHaveURL(/\/dashboard_mentor\/settings\/profile$/);
    const title = page.getByRole('textbox', { name: 'Job Title' });
    await expect(title).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await title.fill('Head of Platform Engineering');
    await page.getByRole('textbox', { name: 'Company' }).fill('Acme Cloud');
    await page.getByRole('spinbutton', { name: 'Years of experience' }).fill('15');
    const bio = page.getByRole('textbox', { name: 'Bio' });
    await bio.fill('I help engineers grow into staff and principal roles.');
    await expect(page.getByText('53/750')).toBeVisible();
    await page.getByRole('combobox', { name: 'Skill to add' }).selectOption({ label: 'Coding' });
    await page.getByRole('button', { name: 'Add skill' }).click();

    // A link that is not http(s) is refused, naming the field.
    const website = page.getByRole('textbox', { name: 'Website' });
    await website.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert')).toContainText('Check Website');
    await website.fill('https://acme-cloud.example');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();

    await page.locator('input[type="file"]').setInputFiles({
      name: 'portrait.jpg',
      mimeType: 'image/jpeg',
      buffer: PNG,
    });
    await expect(page.getByText('Photo saved.')).toBeVisible();
    const preview = page.getByRole('img', { name: 'Your profile photo' });
    await expect(preview).toHaveAttribute('src', /^\/api\/photos\/[0-9a-f]{48}\.webp$/);
    const photoPath = await preview.getAttribute('src');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/dashboard_mentor/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(page.getByText('Head of Platform Engineering at Acme Cloud')).toBeVisible();
    await expect(page.getByText('15 years of experience')).toBeVisible();
    await expect(page.getByText('Your profile is public')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/dashboard_mentor/settings/profile',
    );

    await page.getByRole('link', { name: 'View as public' }).click();
    await expect(page).toHaveURL(new RegExp(`/mentors/${approvedMentor.id}$`));
    await expect(page.getByText('Head of Platform Engineering').first()).toBeVisible();
    await expect(
      page.getByText('I help engineers grow into staff and principal roles.'),
    ).toBeVisible();
    await expect(page.locator(`img[src="${photoPath}"]`).first()).toBeVisible();
  });
});
