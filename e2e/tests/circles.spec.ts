import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { uniqueSuffix } from '@pathwise/server/makers';
import { logInThroughForm } from '../support/pages.ts';

/**
 * /circles and /circles/:id (docs/product.md#217-circles "Circles / communities page"; docs/product.md#11-fix
 * "Circles") against the demo circles the server loads into its fresh database. Each test
 * joins a circle no other test touches, so counts read before and after are its own.
 */

/** The card of the circle titled `title` on the current page. */
function card(page: Page, title: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
}

/** The number in a card's or page's "1,284 members" / "396 likes" line. */
async function countIn(scope: Locator, noun: 'member' | 'like'): Promise<number> {
  const text = await scope
    .getByText(new RegExp(`^[\\d,]+ ${noun}s?$`))
    .first()
    .innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

const filterButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('circles', () => {
  test('search, trending and category filters live in the URL and Back restores them', async ({
    page,
  }) => {
    await page.goto('/circles');
    await expect(page.getByRole('heading', { level: 1, name: 'Circles' })).toBeVisible();
    await expect(page.getByText('12 circles', { exact: true })).toBeVisible();
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');

    await filterButton(page, 'Tech').click();
    await expect(page).toHaveURL(/\/circles\?category=tech$/);
    await expect(filterButton(page, 'Tech')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('2 circles', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    for (const badge of await page.getByRole('article').all()) {
      await expect(badge.getByText('Tech', { exact: true })).toBeVisible();
    }

    await filterButton(page, 'Most Active').click();
    await expect(page).toHaveURL(/category=tech&trending=most_active/);
    await expect(filterButton(page, 'Most Active')).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByText('Most Active: circles with the most members, posts and replies first.'),
    ).toBeVisible();
    // Self-Taught Developers (21 demo members and posts) leads Data Science Career Switchers (12).
    await expect(page.getByRole('article').first()).toContainText('Self-Taught Developers');
    // Clicking the active trending filter clears it.
    await filterButton(page, 'Most Active').click();
    await expect(page).toHaveURL(/\/circles\?category=tech$/);
    await expect(filterButton(page, 'Most Active')).toHaveAttribute('aria-pressed', 'false');

    const search = page.getByRole('searchbox', { name: 'Search circles by title' });
    await search.fill('DESIGN');
    await expect(page).toHaveURL(/q=DESIGN/);
    await expect(page.getByRole('heading', { name: 'No circles match' })).toBeVisible();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/circles$/);
    await expect(page.getByText('12 circles', { exact: true })).toBeVisible();
    await expect(search).toHaveValue('');

    await search.fill('design');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, 'Design Thinking for Innovators')).toBeVisible();

    // Back: the cleared list, then the search in Tech (empty), then Tech alone.
    await page.goBack();
    await expect(page).toHaveURL(/\/circles$/);
    await expect(search).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/q=DESIGN/);
    await expect(search).toHaveValue('DESIGN');
    await expect(page.getByRole('heading', { name: 'No circles match' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/circles\?category=tech$/);
    await expect(search).toHaveValue('');
    await expect(page.getByRole('article')).toHaveCount(2);

    // A shared link opens the same view.
    await page.goto('/circles?category=finance&trending=recently_added');
    await expect(filterButton(page, 'Finance')).toHaveAttribute('aria-pressed', 'true');
    await expect(filterButton(page, 'Recently Added')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article').first()).toContainText('Investment Banking Recruiting');
  });

  test('joining and liking change the counts at once and are kept', async ({
    page,
    createUser,
    signIn,
  }) => {
    // A first name no other test uses, so this member is told apart in the list.
    const user = await createUser({ name: `Joiner${uniqueSuffix()} Quill` });
    await signIn(page, user);
    const title = 'Teachers into EdTech';
    await page.goto('/circles?category=education');
    const teachers = card(page, title);
    const members = await countIn(teachers, 'member');
    const likes = await countIn(teachers, 'like');

    await teachers.getByRole('button', { name: `Join ${title}` }).click();
    await expect(teachers.getByRole('button', { name: `Leave ${title}` })).toBeVisible();
    await expect(
      teachers.getByText(`${(members + 1).toLocaleString('en-US')} members`, { exact: true }),
    ).toBeVisible();
    await teachers.getByRole('button', { name: `Like ${title}` }).click();
    await expect(teachers.getByRole('button', { name: `Unlike ${title}` })).toBeVisible();
    await expect(teachers.getByText(`${likes + 1} likes`, { exact: true })).toBeVisible();

    await page.reload();
    await expect(card(page, title).getByRole('button', { name: `Leave ${title}` })).toBeVisible();
    expect(await countIn(card(page, title), 'member')).toBe(members + 1);
    expect(await countIn(card(page, title), 'like')).toBe(likes + 1);

    // The circle's own page, open to anyone, lists the new member by first name and initial.
    const shownAs = `${user.name.split(' ')[0]} Q.`;
    await card(page, title).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const newest = page.getByRole('region', { name: 'Newest members' });
    await expect(newest.getByText(shownAs, { exact: true })).toBeVisible();
    // The card's count is the members the page lists, no stored number.
    await expect(newest.getByRole('listitem')).toHaveCount(members + 1);
    await page.getByRole('button', { name: `Leave ${title}` }).click();
    await expect(page.getByRole('button', { name: `Join ${title}` })).toBeVisible();
    await expect(
      page.getByText(`${members.toLocaleString('en-US')} members`, { exact: true }),
    ).toBeVisible();
    await expect(newest.getByText(shownAs, { exact: true })).toHaveCount(0);

    // "All circles" returns to the list as it was left.
    await page.getByRole('link', { name: 'All circles' }).click();
    await expect(page).toHaveURL(/\/circles\?category=education$/);
    await expect(card(page, title).getByRole('button', { name: `Join ${title}` })).toBeVisible();
  });

  test('signed out, Join goes to /login and back to the same list', async ({
    page,
    createUser,
  }) => {
    const user = await createUser();
    const title = 'Creators: Side Project to Income';
    await page.goto('/circles?category=creators');
    await card(page, title)
      .getByRole('button', { name: `Join ${title}` })
      .click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/login' && url.searchParams.get('next') === '/circles?category=creators',
    );

    await logInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/circles\?category=creators$/);
    const creators = card(page, title);
    const members = await countIn(creators, 'member');
    await creators.getByRole('button', { name: `Join ${title}` }).click();
    await expect(creators.getByRole('button', { name: `Leave ${title}` })).toBeVisible();
    expect(await countIn(creators, 'member')).toBe(members + 1);
  });

  test('an unknown circle shows a not-found page', async ({ page }) => {
    await page.goto('/circles/no-such-circle');
    await expect(page.getByRole('heading', { level: 1, name: 'Circle not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse all circles' }).click();
    await expect(page).toHaveURL(/\/circles$/);
  });
});

test.describe('circles accessibility', { tag: '@responsive' }, () => {
  test('/circles and a circle page have no serious axe violation', async ({ page }) => {
    await page.goto('/circles');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await filterButton(page, 'Hot Trending').click();
    await expect(page).toHaveURL(/trending=hot_trending/);
    await expectNoSeriousA11yViolations(page);

    const title = 'Grad School Applications';
    await card(page, title).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mentors in this circle' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
