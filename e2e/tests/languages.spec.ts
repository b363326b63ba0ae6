import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { repoRoot } from '../support/app-server.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Languages (docs/product.md#15-languages): the home page, sign-up, an onboarding step, the mentee
 * home and a booking page in Spanish and in Hindi show no catalogue key and no English sentence
 * of the catalogues; `<html lang>` says the language; a choice survives a reload; a signed-in
 * person's choice is saved in the account; axe finds nothing serious in either language.
 * Screenshots at 390 and 1280 px go to the test's output folder (looked at by hand: Devanagari
 * drawn with the self-hosted font, long Spanish strings in their boxes).
 */

const LOCALES = path.join(repoRoot, 'apps/web/src/i18n/locales');

/** Every string of a catalogue, by its key path. */
function flatten(value: unknown, prefix = '', out = new Map<string, string>()) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

function catalogue(language: string, namespace: string): Map<string, string> {
  return flatten(
    JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')),
  );
}

/**
 * The English sentences a page in `language` must not show: each English string of the
 * namespaces whose translation differs, reduced to its longest fragment between variables and
 * tags, kept when it has at least three words (shorter ones are often names or shared words).
 */
function englishLeftovers(language: string, namespaces: readonly string[]): string[] {
  const found = new Set<string>();
  for (const ns of namespaces) {
    const theirs = catalogue(language, ns);
    for (const [key, english] of catalogue('en', ns)) {
      if (theirs.get(key) === english) continue;
      const fragment = english
        .split(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)/)
        .map((part) => part.trim())
        .sort((a, b) => b.length - a.length)[0];
      if (fragment && fragment.split(/\s+/).length >= 3) found.add(fragment);
    }
  }
  return [...found];
}

/** Every key path of the English catalogues of `namespaces`, as a raw key would show. */
function keyNames(namespaces: readonly string[]): string[] {
  return namespaces.flatMap((ns) =>
    [...catalogue('en', ns).keys()].filter((key) => key.includes('.')),
  );
}

/** The page shows `language` throughout: its lang, no raw key, no English sentence. */
async function expectInLanguage(page: Page, language: 'es' | 'hi', namespaces: string[]) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.waitForLoadState('networkidle');
  const text = await page.locator('body').innerText();
  const all = ['common', ...namespaces];
  expect(
    keyNames(all).filter((key) => text.includes(key)),
    'catalogue keys shown as text',
  ).toEqual([]);
  expect(
    englishLeftovers(language, all).filter((english) => text.includes(english)),
    'English sentences left',
  ).toEqual([]);
}

/**
 * Screenshots of the first screen at 390 and 1280 px for the reviewer's eye (test output folder),
 * after checking that the page does not scroll sideways at either width.
 */
async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    // Long words and sentences wrap: nothing pushes the page wider than the screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width} px scrolls sideways`,
    ).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function demoMentorId(request: APIRequestContext, q: string): Promise<string> {
  const res = await request.get(`/api/mentors?q=${encodeURIComponent(q)}`);
  const { items } = (await res.json()) as { items: { id: string }[] };
  expect(items.length, `a demo mentor matching "${q}" (demo content, SEED_DEMO)`).toBeGreaterThan(
    0,
  );
  return items[0]!.id;
}

for (const language of ['es', 'hi'] as const) {
  test.describe(`in ${language === 'es' ? 'Spanish' : 'Hindi'}`, () => {
    test('public pages: home and sign-up; the choice survives a reload', async ({ page }) => {
      await page.goto(`/?lng=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectInLanguage(page, language, ['home']);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `home-${language}`);

      // Remembered: no ?lng= any more, after a reload too.
      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectInLanguage(page, language, ['auth']);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `signup-${language}`);
    });

    test('an onboarding step', async ({ page, createUser, signIn }) => {
      const user = await createUser();
      await signIn(page, user);
      await page.goto(`/welcome?lng=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectInLanguage(page, language, ['onboarding']);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `onboarding-${language}`);
    });

    test('the mentee home and a booking page; the choice is saved in the account', async ({
      page,
      request,
      createUser,
      signIn,
    }) => {
      const mentee = await createUser({}, { stage: 'mentee' });
      await signIn(page, mentee);
      await page.goto(`/dashboard?lng=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectInLanguage(page, language, ['dashboard', 'goals', 'booking']);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `mentee-home-${language}`);
      await expect
        .poll(async () => {
          const res = await page.request.get('/api/settings/general');
          return ((await res.json()) as { language: string }).language;
        })
        .toBe(language);

      const id = await demoMentorId(request, 'Priya Raman');
      await page.goto(`/mentors/${id}/book`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectInLanguage(page, language, ['booking']);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `booking-${language}`);
    });
  });
}

test('the switcher changes the language at once and saves a signed-in choice', async ({
  page,
  createUser,
  signIn,
}) => {
  const mentee = await createUser({}, { stage: 'mentee' });
  await signIn(page, mentee);
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('combobox', { name: 'Site language' }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('combobox', { name: 'साइट की भाषा' })).toHaveValue('hi');
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/settings/general');
      return ((await res.json()) as { language: string }).language;
    })
    .toBe('hi');
  // Another browser of the same person (no local storage) opens in Hindi.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
