import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInThroughForm } from '../support/pages.ts';

/**
 * A mentor's public profile /mentors/:id: 'Book a session'
 * signs a visitor in and brings them to the booking page; an
 * unknown mentor is a plain 404 page; axe at both widths. Uses the demo mentors that the
 * e2e server loads into its empty database (see directory.spec.ts).
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

test.describe('mentor profile', () => {
  test('Book a session: log in and come back to the booking page', async ({
    page,
    request,
    createUser,
  }) => {
    const id = await mentorId(request, 'Priya Raman');
    const user = await createUser({}, { stage: 'mentee' });
    await page.goto(`/mentors/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeVisible();

    await page.getByRole('link', { name: 'Book a session' }).click();
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/mentors/${id}/book`)}`);
    await logInThroughForm(page, user.email, user.password);

    await expect(page).toHaveURL(`/mentors/${id}/book`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book a session with Priya Raman' }),
    ).toBeVisible();
  });

  test('a demo profile pages through all its reviews, none repeating', async ({
    page,
    request,
  }) => {
    const id = await mentorId(request, 'Okafor');
    await page.goto(`/mentors/${id}`);
    const section = page.getByRole('region', { name: 'Reviews' });
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(10);
    const total = Number(
      /of (\d+) reviews/.exec((await section.getByText(/^Showing 10 of/).textContent()) ?? '')?.[1],
    );
    expect(total).toBeGreaterThan(20);
    await section.getByRole('button', { name: 'Show more reviews' }).click();
    await expect(items).toHaveCount(20);
    await expect(section.getByText(`Showing 20 of ${total} reviews`)).toBeVisible();
    const texts = (await section.locator('li p.whitespace-pre-line').allTextContents()).filter(
      Boolean,
    );
    expect(new Set(texts).size).toBe(texts.length);
  });

  test('an unknown mentor gets a plain not-found page', async ({ page }) => {
    await page.goto('/mentors/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Mentor not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse all mentors' }).click();
    await expect(page).toHaveURL(/\/mentors$/);
  });
});

test.describe('mentor profile accessibility', { tag: '@responsive' }, () => {
  test('a profile has no serious axe violation', async ({ page, request }) => {
    const id = await mentorId(request, 'Okafor');
    await page.goto(`/mentors/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
