import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { topNav } from '../support/pages.ts';

/**
 * /resources and its articles (docs/product.md#27-resources "/resources"; docs/product.md#1114-resources-search-and-newsletter: search filters
 * posts, 'Read More' opens the article, the Resources dropdown lists the sections), against the
 * eight demo articles the server loads into its fresh database.
 */

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const cards = (page: Page, name: string) => section(page, name).getByRole('article');

test.describe('resources', () => {
  test('Latest Blogs and Trending show four cards each, with author, date and category', async ({
    page,
  }) => {
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Top Blogs' })).toBeVisible();
    await expect(cards(page, 'Latest Blogs')).toHaveCount(4);
    await expect(cards(page, 'Trending')).toHaveCount(4);
    const newest = cards(page, 'Latest Blogs').first();
    await expect(newest.getByRole('heading')).toHaveText(
      'How to Get the Most Out of Your First Mentoring Session',
    );
    await expect(newest).toContainText('By Priya Raman');
    await expect(newest).toContainText('08/09/2025'); // dd/mm/yyyy (docs/product.md#3-data)
    await expect(newest).toContainText('Mentoring');
    await expect(cards(page, 'Trending').first().getByRole('heading')).toHaveText(
      'The Art of Asking for Feedback',
    );
  });

  test('the search filters the cards by title, author or category; the query is in the URL', async ({
    page,
  }) => {
    await page.goto('/resources');
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('SALARY');
    await expect(page).toHaveURL(/\/resources\?q=SALARY$/);
    await expect(page.getByText('1 article matches “SALARY”')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(
      'Negotiating Your First Salary Without Fear',
    );

    await search.fill('grace lin');
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(
      'Changing Careers After Thirty: A Practical Roadmap',
    );

    await search.fill('career growth');
    await expect(page.getByText('2 articles match “career growth”')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);

    await search.fill('quantum knitting');
    await expect(page.getByText(/No article matches “quantum knitting”/)).toBeVisible();

    // The address can be shared: opening it shows the same search.
    await page.goto('/resources?q=startups');
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('startups');
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(
      'Why Every Founder Needs a Mentor (and How to Find One)',
    );
    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(cards(page, 'Latest Blogs')).toHaveCount(4);
  });

  test("'Read More' opens the article; an unknown address shows the not-found view", async ({
    page,
  }) => {
    await page.goto('/resources');
    await cards(page, 'Trending')
      .first()
      .getByRole('link', { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL(/\/resources\/the-art-of-asking-for-feedback$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'The Art of Asking for Feedback' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('The Art of Asking for Feedback · Pathwise');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^"Any feedback\?" almost always gets "Looks good!"/,
    );
    await expect(page.getByText('By Samuel Okoye')).toBeVisible();
    await expect(page.getByText('02/06/2025')).toBeVisible();
    await expect(page.getByText(/^Close the loop\./)).toBeVisible();

    await page.getByRole('link', { name: 'Back to Resources' }).click();
    await expect(page).toHaveURL(/\/resources$/);

    await page.goto('/resources/no-such-article');
    await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
    await page.getByRole('link', { name: 'All articles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Top Blogs' })).toBeVisible();
  });

  test('the Resources menu opens from the keyboard and goes to a section', async ({ page }) => {
    await page.goto('/contact');
    const nav = topNav(page);
    await expect(nav.getByRole('link', { name: 'Resources', exact: true })).toHaveAttribute(
      'href',
      '/resources',
    );
    const trigger = nav.getByRole('button', { name: 'Resources menu' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      /^Latest Blogs/,
      /^Trending/,
      /^Newsletter/,
      'All resources',
    ]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/resources#newsletter$/);
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Stay Updated' })).toBeInViewport();

    await trigger.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test(
    'on a small screen the menu panel lists the sections',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await page.getByRole('link', { name: 'Trending', exact: true }).tap();
      await expect(page).toHaveURL(/\/resources#trending$/);
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Trending', exact: true })).toBeInViewport();
    },
  );
});

test.describe('resources accessibility', { tag: '@responsive' }, () => {
  test('/resources has no serious axe violation', async ({ page }) => {
    await page.goto('/resources');
    await expect(cards(page, 'Trending')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);
  });

  test('an article has no serious axe violation', async ({ page }) => {
    await page.goto('/resources/changing-careers-after-thirty');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Changing Careers After Thirty: A Practical Roadmap',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
