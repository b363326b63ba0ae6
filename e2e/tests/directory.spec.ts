import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The mentor directory (docs/product.md#122-discovery "Discovery"):
 * from the home page's search to a profile, filters and pages kept in the URL, and axe on
 * /mentors at both widths.
 *
 * The journey from the home search makes its own mentor (the `approvedMentor` fixture: a
 * member finishes the mentor onboarding through the API and the admin approves them). Filters and pages need many mentors: the e2e
 * server starts on an empty embedded database, which loads the demo content at start
 * (SEED_DEMO defaults to true), and those tests only read it.
 */

/** Fail early, with the reason, when the server has no demo mentors to search. */
async function requireDemoMentors(request: APIRequestContext) {
  const res = await request.get('/api/mentors?q=Okafor');
  expect(res.status()).toBe(200);
  const { total } = (await res.json()) as { total: number };
  expect(total, 'the demo mentor Amara Okafor (demo content, SEED_DEMO)').toBeGreaterThan(0);
}

const results = (page: Page) => page.getByRole('heading', { level: 2, name: /^\d+ mentors?\b/ });

test.describe('mentor directory', () => {
  test.beforeEach(async ({ request }) => {
    await requireDemoMentors(request);
  });

  test('the home search finds an approved mentor, and their profile opens', async ({
    page,
    approvedMentor,
  }) => {
    const { last, id } = approvedMentor;
    const name = `${approvedMentor.first} ${last}`;

    await page.goto('/');
    const search = page.getByRole('search', { name: 'Find the right mentor' });
    await search.getByRole('searchbox').fill(last);
    await search.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(`/mentors?q=${last}`);
    await expect(page.getByRole('heading', { name: `1 mentor for “${last}”` })).toBeVisible();
    await page.getByRole('link', { name: `View profile of ${name}` }).click();

    await expect(page).toHaveURL(`/mentors/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${name} · `));
    await expect(page.getByRole('heading', { name: 'Starter Plan' })).toBeVisible();
    await expect(page.getByText('$250', { exact: true })).toBeVisible();

    // "All mentors" returns to the same search.
    await page.getByRole('link', { name: 'All mentors' }).click();
    await expect(page).toHaveURL(`/mentors?q=${last}`);
  });

  test('a demo mentor’s profile names role and company in its title and description', async ({
    page,
  }) => {
    await page.goto('/mentors?q=Okafor');
    await page.getByRole('link', { name: 'View profile of Amara Okafor' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
    await expect(page.getByText('Engineering Director · Vantyx').first()).toBeVisible();
    await expect(page).toHaveTitle(/^Amara Okafor, Engineering Director · Vantyx · /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Amara Okafor, Engineering Director · Vantyx: mentor on /,
    );
  });

  test('a home category chip filters the directory by that skill', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Finance', exact: true }).click();
    await expect(page).toHaveURL(/\/mentors\?skill=finance$/);
    await expect(page.getByRole('combobox', { name: 'Skills' })).toHaveValue('finance');
    await expect(results(page)).toBeVisible();
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({
        has: page.getByRole('link', { name: /^View profile of / }),
      });
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByRole('list', { name: 'Skills' })).toContainText(/Finance|\+\d more/);
    }
  });

  test('filters live in the URL, Back undoes them, and pages are links', async ({ page }) => {
    await page.goto('/mentors');
    await expect(results(page)).toHaveText(/^\d{2,} mentors$/);
    const all = await results(page).textContent();

    // French is offered because demo mentors speak it (docs/product.md#218-mentor-directory), not
    // only the spec's English, Hindi and Spanish; the demo's volunteers (every plan free) speak it.
    await page
      .getByRole('combobox', { name: 'Language', exact: true })
      .selectOption({ label: 'French' });
    await expect(page).toHaveURL(/\/mentors\?language=fr$/);
    await page.getByRole('combobox', { name: 'Price' }).selectOption({ label: 'Volunteer' });
    await expect(page).toHaveURL(/\/mentors\?language=fr&price=volunteer$/);
    await expect(results(page)).not.toHaveText(all!);
    // The previous page's cards stay (dimmed, aria-busy) until the new answer arrives.
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByText(/^From \$/)).toHaveCount(0);
    await expect(
      page
        .getByRole('main')
        .getByRole('listitem')
        .getByText(/^Volunteer$/)
        .first(),
    ).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/mentors\?language=fr$/);
    await expect(page.getByRole('combobox', { name: 'Price' })).toHaveValue('');

    await page
      .getByRole('combobox', { name: 'Sort by' })
      .selectOption({ label: 'Most experienced' });
    await expect(page.getByText('Sorted by experience: most years first.')).toBeVisible();

    await page.goto('/mentors');
    const pages = page.getByRole('navigation', { name: 'Pages of results' });
    await pages.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/mentors\?page=2$/);
    if (await pages.getByRole('link', { name: 'Page 2' }).isVisible())
      await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    else await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });

  test('a search without matches offers to clear the filters', async ({ page }) => {
    await page.goto('/mentors?q=qqqxxyz&skill=sales');
    await expect(page.getByText('No mentors match your search')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(/\/mentors$/);
    await expect(results(page)).toHaveText(/^\d{2,} mentors$/);
  });
});

test.describe('mentor directory accessibility', { tag: '@responsive' }, () => {
  test('/mentors has no serious axe violation', async ({ page, request }) => {
    await requireDemoMentors(request);
    await page.goto('/mentors?skill=coding');
    await expect(results(page)).toBeVisible();
    await expect(page.getByRole('link', { name: /^View profile of / }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
