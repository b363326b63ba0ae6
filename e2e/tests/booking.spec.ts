import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInThroughForm } from '../support/pages.ts';

/**
 * Booking (docs/product.md#123-booking): a mentee opens a demo mentor's profile, follows
 * 'Book a session' to /mentors/:id/book, picks a free time and a plan, confirms and sees the
 * success state; signed out, the booking page sends them to log in and back; axe on the page.
 * Uses the demo mentors and their demo availability that the e2e server loads at start.
 */

async function mentorId(request: APIRequestContext, q: string): Promise<string> {
  const res = await request.get(`/api/mentors?q=${encodeURIComponent(q)}`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { id: string }[] };
  expect(items.length, `a demo mentor matching "${q}" (demo content, SEED_DEMO)`).toBeGreaterThan(
    0,
  );
  return items[0]!.id;
}

/** The free times of the chosen day, moving to the next month while one has none. */
async function freeTimes(page: Page) {
  const times = page.getByRole('group', { name: /^Free times on / }).getByRole('radio');
  const empty = page.getByText('No free times in this month');
  for (let month = 0; month < 3; month++) {
    await expect(times.first().or(empty)).toBeVisible();
    if (!(await empty.isVisible())) break;
    await page.getByRole('button', { name: 'See the next month' }).click();
  }
  await expect(times.first()).toBeVisible();
  return times;
}

test.describe('booking', () => {
  test('a mentee books a demo mentor’s free time from the profile', async ({
    page,
    request,
    createUser,
    signIn,
  }) => {
    const id = await mentorId(request, 'Priya Raman');
    const mentee = await createUser({}, { stage: 'mentee' });
    await signIn(page, mentee);
    await page.goto(`/mentors/${id}`);
    await page.getByRole('link', { name: 'Book a session' }).click();
    await expect(page).toHaveURL(`/mentors/${id}/book`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book a session with Priya Raman' }),
    ).toBeVisible();
    await expect(page.getByRole('grid')).toBeVisible();

    const times = await freeTimes(page);
    // Another run may take a time meanwhile: pick one of the day's at random.
    const count = await times.count();
    await times.nth(Math.floor(Math.random() * count)).check({ force: true });
    await page.getByRole('group', { name: 'Choose a plan' }).getByRole('radio').first().check();
    await page
      .getByRole('textbox', { name: 'What do you want from this session?' })
      .fill('Preparing for a staff engineer interview.');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: /^(Your session is booked|Waiting for the mentor to confirm)$/,
      }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'View the session' })).toHaveAttribute(
      'href',
      /^\/sessions\/[\w-]+$/,
    );
    await expect(page.getByRole('link', { name: 'All your sessions' })).toHaveAttribute(
      'href',
      '/dashboard/sessions',
    );
  });

  test('signed out, the booking page sends the visitor to log in and back', async ({
    page,
    request,
    createUser,
  }) => {
    const id = await mentorId(request, 'Okafor');
    const mentee = await createUser({}, { stage: 'mentee' });
    await page.goto(`/mentors/${id}/book`);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/mentors/${id}/book`)}`);
    await logInThroughForm(page, mentee.email, mentee.password);
    await expect(page).toHaveURL(`/mentors/${id}/book`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book a session with Amara Okafor' }),
    ).toBeVisible();
  });
});

test.describe('booking page accessibility', { tag: '@responsive' }, () => {
  test('the booking page has no serious axe violation', async ({
    page,
    request,
    createUser,
    signIn,
  }) => {
    const id = await mentorId(request, 'Okafor');
    const mentee = await createUser({}, { stage: 'mentee' });
    await signIn(page, mentee);
    await page.goto(`/mentors/${id}/book`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book a session with Amara Okafor' }),
    ).toBeVisible();
    await freeTimes(page);
    await expectNoSeriousA11yViolations(page);
  });
});
