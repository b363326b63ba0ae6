import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { firstName } from '@pathwise/server/makers';
import { expect, test, type CreatedUser } from '../support/fixtures.ts';
import { applyAsMentor } from '../support/onboarding.ts';

/**
 * The mentor dashboard's guards and accessibility (docs/product.md#220-mentor-dashboard "Mentor dashboard";
 * docs/product.md#6-roles-and-access: a mentee who opens a mentor route, or a mentor a mentee
 * route, lands on their own dashboard). The wizard itself is walked through in
 * admin-vetting.spec.ts; here onboarding is finished through the API, as the wizard would save it.
 */

/**
 * Every mentor step saved for the signed-in `user` as the wizard saves it, then submitted for
 * review (`applyAsMentor`: a $500 Starter Plan here).
 */
async function finishMentorOnboarding(request: APIRequestContext, user: CreatedUser) {
  const [first = user.name, ...rest] = user.name.split(' ');
  await applyAsMentor(
    request,
    { first, last: rest.join(' ') || first },
    {
      location: null,
      about: 'Ten years in product teams.',
      niche: 'career',
      skillsText: 'Career changes and interviews.',
      plans: [{ price: 500, sessions: 2 }],
      clients: 3,
      goal: 'empower_clients',
    },
  );
}

test('a mentee opening /dashboard_mentor lands on their own dashboard', async ({
  page,
  createUser,
  signIn,
}) => {
  const mentee = await createUser({}, { stage: 'mentee' });
  await signIn(page, mentee);
  await page.goto('/dashboard_mentor');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${firstName(mentee.name)}!` }),
  ).toBeVisible();
  // The API holds the same line.
  expect((await page.request.get('/api/admin/mentors')).status()).toBe(403);
});

test('a mentor opening /dashboard lands on /dashboard_mentor, still under review', async ({
  page,
  createUser,
  signIn,
}) => {
  const mentor = await createUser();
  await signIn(page, mentor);
  await finishMentorOnboarding(page.request, mentor);
  await page.goto('/dashboard/goals');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard_mentor');
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${firstName(mentor.name)}!` }),
  ).toBeVisible();
  const review = page.getByRole('region', { name: 'Your profile is under review' });
  await expect(review).toContainText(`We will email you at ${mentor.email}`);

  // The tracker keeps its own height beside a taller Analytics card, so
  // its closing link follows its content instead of sitting under an empty stretch.
  const tracker = page.getByRole('region', { name: 'Student Progress Tracker' });
  await expect(tracker).toBeVisible();
  const gap = await tracker.evaluate((section) => {
    const link = section.lastElementChild!;
    const before = link.previousElementSibling!;
    return link.getBoundingClientRect().top - before.getBoundingClientRect().bottom;
  });
  expect(gap).toBeLessThanOrEqual(24);
});

test('an account that has not finished onboarding is taken to its step', async ({
  page,
  createUser,
  signIn,
}) => {
  await signIn(page, await createUser());
  await page.goto('/dashboard_mentor');
  await expect(page).toHaveURL((url) => url.pathname === '/welcome');
});

test.describe('mentor dashboard accessibility', { tag: '@responsive' }, () => {
  test('/dashboard_mentor has no serious axe violation, menu included', async ({
    page,
    createUser,
    signIn,
  }) => {
    const mentor = await createUser();
    await signIn(page, mentor);
    await finishMentorOnboarding(page.request, mentor);
    await page.goto('/dashboard_mentor');
    await expect(page.getByRole('heading', { name: 'Your profile is under review' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const menu = page.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) {
      // Below 1024 px the sidebar is a drawer: check it open, then follow a link.
      await menu.click();
      const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
      await expect(drawer).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await drawer.getByRole('link', { name: 'Calendar' }).click();
      await expect(drawer).toBeHidden();
    } else {
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'Calendar' })
        .click();
    }
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard_mentor/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    // The calendar (calendar.spec.ts): a new mentor's month is empty.
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByText('No sessions on this day')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
