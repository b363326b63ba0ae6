import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * While a mentor's profile or a circle loads, its loading state is a screen high, so the
 * footer starts below the fold and does not jump down when the page's data arrives
 * (docs/performance.md, Lighthouse: the footer alone made a CLS of 0.21 on a profile and 0.52 on a
 * circle's page). Uses the demo mentors and circles of the e2e server's database.
 */

/** Hold `GET <apiPath>` until the returned function is called. */
async function holdAnswer(page: Page, apiPath: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === apiPath,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** The page frame's footer starts at or below the bottom of the viewport. */
async function expectFooterBelowFold(page: Page) {
  await expect(page.locator('main[aria-busy="true"]')).toBeAttached();
  const footer = await page.locator('#root > footer').boundingBox();
  const viewport = page.viewportSize();
  expect(footer).not.toBeNull();
  expect(footer!.y).toBeGreaterThanOrEqual(viewport!.height);
}

/** Each page: its list (for the first item's id) and the heading its loaded state shows. */
const PAGES = [
  { what: 'a mentor’s profile', base: 'mentors', heading: (item: Item) => item.name! },
  { what: 'a circle’s page', base: 'circles', heading: (item: Item) => item.title! },
] as const;

interface Item {
  id: string;
  name?: string;
  title?: string;
}

test.describe('loading a profile or a circle @responsive', () => {
  for (const { what, base, heading } of PAGES) {
    test(`${what} keeps the footer below the fold until it arrives`, async ({ page, request }) => {
      const res = await request.get(`/api/${base}`);
      const item = ((await res.json()) as { items: Item[] }).items[0]!;
      const release = await holdAnswer(page, `/api/${base}/${item.id}`);
      await page.goto(`/${base}/${item.id}`);
      await expectFooterBelowFold(page);
      release();
      await expect(page.getByRole('heading', { level: 1, name: heading(item) })).toBeVisible();
    });
  }
});
