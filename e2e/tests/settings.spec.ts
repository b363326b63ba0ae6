import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test, type BookableMentor } from '../support/fixtures.ts';

/**
 * Settings (docs/product.md#1115-settings-that-save): a mentee changes their time zone in Settings
 * → General and sees their session's times move; every settings tab built here passes axe for both
 * roles, and so does the new /mentor-guidelines page. The axe checks are tagged @responsive (390 px
 * and 1280 px).
 */

/** The mentor's hours are in New York's zone (see the `bookableMentor` fixture). */
test.use({ mentorHours: { timeZone: 'America/New_York' } });

/** Book `mentor`'s first free slot three days or more ahead as the mentee signed in on `page`. */
async function book(page: Page, mentor: BookableMentor): Promise<string> {
  const from = new Date(Date.now() + 3 * 24 * 3_600_000);
  const to = new Date(from.getTime() + 7 * 24 * 3_600_000);
  const slots = await page.request.get(
    `/api/mentors/${mentor.id}/slots?from=${from.toISOString()}&to=${to.toISOString()}`,
  );
  expect(slots.status(), await slots.text()).toBe(200);
  const { slots: starts } = (await slots.json()) as { slots: string[] };
  const booked = await page.request.post('/api/bookings', {
    data: { mentorId: mentor.id, start: starts[0], planId: mentor.planId, agenda: 'Time zones.' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { id: string }).id;
}

test('a mentee changes their time zone in General and sees session times move', async ({
  page,
  bookableMentor,
  createUser,
  signIn,
}) => {
  const mentee = await createUser({}, { stage: 'mentee' });
  await signIn(page, mentee);
  const id = await book(page, bookableMentor);
  const mentorName = `${bookableMentor.first} ${bookableMentor.last}`;

  // The browser is in UTC: times are shown in UTC until a zone is chosen.
  await page.goto('/dashboard/sessions');
  const card = page.getByRole('article', { name: `Session with ${mentorName}` });
  await expect(card).toContainText('UTC');
  await expect(card).not.toContainText('GMT+5:30');

  await page.goto('/dashboard/settings/general');
  await expect(page.getByLabel('Email')).toHaveValue(mentee.email);
  const zone = page.getByLabel('Time zone');
  await zone.fill('Asia/Kolkata');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();

  // In the app, without a reload: the sidebar's Sessions link.
  await page.getByRole('link', { name: 'Sessions', exact: true }).first().click();
  await expect(page.getByText('Times are shown in your time zone (Asia/Kolkata).')).toBeVisible();
  await expect(card).toContainText('GMT+5:30');

  await page.goto(`/sessions/${id}`);
  await expect(page.getByText('Asia/Kolkata').first()).toBeVisible();
  await expect(page.getByText(/GMT\+5:30/).first()).toBeVisible();

  // The choice stays after a new sign-in: it is saved with the account.
  await page.goto('/dashboard/settings/general');
  await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Kolkata');
});

/** Each tab's URL segment and a text that shows once its content has loaded. */
const MENTEE_TABS: [string, RegExp | string][] = [
  ['general', 'Display name'],
  ['languages', 'Languages you want to be mentored in'],
  ['notifications', 'Weekly plan mail'],
  ['goals', 'Your main goal'],
  ['password', 'Send confirmation link'],
  ['security', 'This device'],
  ['community', 'Show my name in circle member lists'],
];
const MENTOR_TABS: [string, RegExp | string][] = [
  ['general', 'Display name'],
  ['languages', 'Languages you mentor in'],
  ['notifications', 'Mentor application'],
  ['goals', 'Your main goal'],
  ['expertise', 'Your niche'],
  ['password', 'Send confirmation link'],
  ['security', 'This device'],
  ['community', 'Show my name in circle member lists'],
  ['resources', 'Mentor guidelines'],
];

async function checkTabs(page: Page, base: string, tabs: [string, RegExp | string][]) {
  for (const [tab, text] of tabs) {
    await page.goto(`${base}/settings/${tab}`);
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.getByTestId('settings-skeleton')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
}

test.describe('settings accessibility', { tag: '@responsive' }, () => {
  test('every tab of a mentee’s settings passes axe', async ({ page, createUser, signIn }) => {
    const mentee = await createUser({}, { stage: 'mentee' });
    await signIn(page, mentee);
    await checkTabs(page, '/dashboard', MENTEE_TABS);
  });

  test('every tab of a mentor’s settings and the mentor guidelines pass axe', async ({
    page,
    approvedMentor,
    signIn,
  }) => {
    await signIn(page, approvedMentor);
    await checkTabs(page, '/dashboard_mentor', MENTOR_TABS);
    await page.getByRole('link', { name: /Mentor guidelines/ }).click();
    await expect(page).toHaveURL(/\/mentor-guidelines$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mentor guidelines' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Cancellation and rescheduling' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
