import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { uniqueSuffix, type UserInput } from '../support/factories.ts';
import { expect, SUBJECTS, test } from '../support/fixtures.ts';
import { linkIn, type Mailbox } from '../support/mailbox.ts';

/**
 * The mentor directory (issue "Public site and discovery"; PRODUCT-DECISIONS "Discovery"):
 * from the home page's search to a profile, filters and pages kept in the URL, and axe on
 * /mentors at both widths.
 *
 * The journey from the home search makes its own mentor: a member finishes the mentor
 * onboarding through the API and the admin (the first address of ADMIN_EMAILS, which the
 * harness gives the server) approves them. Filters and pages need many mentors: the e2e
 * server starts on an empty embedded database, which loads the demo content at start
 * (SEED_DEMO defaults to true), and those tests only read it.
 */

/**
 * The admin's password. admin-vetting.spec.ts creates the same account with the same
 * password; whichever spec comes first creates it, so both must agree.
 */
const ADMIN_PASSWORD = 'Admin-e2e-password-1';

type Playwright = PlaywrightWorkerArgs['playwright'];

/** A signed-in API client of its own (own cookies). */
async function signedIn(playwright: Playwright, baseURL: string | undefined, user: UserInput) {
  const api = await playwright.request.newContext({ baseURL });
  const res = await api.post('/api/account/sessions/email', {
    data: { email: user.email, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return api;
}

/**
 * The admin account of ADMIN_EMAILS, created and verified on first use; another worker may
 * be creating it at the same moment (409), so wait until it signs in as a verified admin.
 */
async function adminApi(
  playwright: Playwright,
  baseURL: string | undefined,
  mailbox: Mailbox,
): Promise<APIRequestContext> {
  const email = process.env.ADMIN_EMAILS?.split(',')[0]?.trim().toLowerCase();
  expect(email, 'ADMIN_EMAILS of the e2e server (e2e/global-setup.ts)').toBeTruthy();
  const admin = { name: 'Ada Admin', email: email!, password: ADMIN_PASSWORD };
  const anon = await playwright.request.newContext({ baseURL });
  const created = await anon.post('/api/account', { data: admin });
  if (created.status() === 201) {
    const link = linkIn(await mailbox.waitFor(admin.email, SUBJECTS.verification), '/login');
    const verified = await anon.put('/api/account/verification', {
      data: { userId: link.searchParams.get('userId'), secret: link.searchParams.get('secret') },
    });
    expect(verified.status(), await verified.text()).toBe(200);
  } else {
    expect(created.status(), await created.text()).toBe(409);
  }
  await anon.dispose();
  const api = await playwright.request.newContext({ baseURL });
  await expect
    .poll(
      async () => {
        const login = await api.post('/api/account/sessions/email', {
          data: { email: admin.email, password: admin.password },
        });
        if (login.status() !== 201) return `sign-in answered ${login.status()}`;
        const me = (await (await api.get('/api/account')).json()) as { isAdmin: boolean };
        return me.isAdmin ? 'ready' : 'not an admin';
      },
      { message: `the admin ${admin.email} signs in`, timeout: 30_000 },
    )
    .toBe('ready');
  return api;
}

/** Finish the mentor branch of onboarding for the signed-in `api` (contracts ONBOARDING_STEPS). */
async function applyAsMentor(api: APIRequestContext, first: string, last: string) {
  const steps: [number, string, unknown][] = [
    [2, 'roleInfo', { userType: 'coach' }],
    [3, 'bio', { firstName: first, lastName: last, location: 'Accra' }],
    [4, 'about', { text: 'Twelve years in logistics; I coach people moving into operations.' }],
    [5, 'confirmRole', { userType: 'coach' }],
    [6, 'expertise', { niche: 'transitional' }],
    [7, 'skills', { text: 'Operations, supply chain, lean process improvement.' }],
    [8, 'expert', { optIn: false }],
    [9, 'certification', { certification: 'icf' }],
    [
      10,
      'plans',
      { plans: [{ name: 'Starter Plan', priceMinor: 25_000, currency: 'USD', sessions: 2 }] },
    ],
    [11, 'clients', { count: 9 }],
    [12, 'mentorGoal', { goal: 'expand_impact' }],
  ];
  for (const [step, key, answers] of steps) {
    const res = await api.post('/api/onboarding/save', {
      data: { step, data: { [key]: answers } },
    });
    expect(res.status(), `mentor step ${step}: ${await res.text()}`).toBe(200);
  }
  const done = await api.post('/api/onboarding/complete');
  expect(done.status(), await done.text()).toBe(200);
}

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
    playwright,
    baseURL,
    mailbox,
    createUser,
  }) => {
    // A surname no other test uses, letters only, so the search finds just this mentor.
    const last = `Okonkwo${uniqueSuffix().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    const name = `Efua ${last}`;
    const member = await createUser({ name });
    const mentorApi = await signedIn(playwright, baseURL, member);
    await applyAsMentor(mentorApi, 'Efua', last);
    const me = (await (await mentorApi.get('/api/account')).json()) as { id: string };
    await mentorApi.dispose();
    // Not listed while the application waits for review.
    const pending = await page.request.get(`/api/mentors?q=${last}`);
    expect(((await pending.json()) as { total: number }).total).toBe(0);
    const admin = await adminApi(playwright, baseURL, mailbox);
    const approved = await admin.post(`/api/admin/mentors/${me.id}/approve`);
    expect(approved.status(), await approved.text()).toBe(200);
    await admin.dispose();

    await page.goto('/');
    const search = page.getByRole('search', { name: 'Find the right mentor' });
    await search.getByRole('searchbox').fill(last);
    await search.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(`/mentors?q=${last}`);
    await expect(page.getByRole('heading', { name: `1 mentor for “${last}”` })).toBeVisible();
    await page.getByRole('link', { name: `View profile of ${name}` }).click();

    await expect(page).toHaveURL(`/mentors/${me.id}`);
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

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Hindi' });
    await expect(page).toHaveURL(/\/mentors\?language=hi$/);
    await page.getByRole('combobox', { name: 'Price' }).selectOption({ label: 'Volunteer' });
    await expect(page).toHaveURL(/\/mentors\?language=hi&price=volunteer$/);
    await expect(results(page)).not.toHaveText(all!);
    for (const price of await page.getByText(/^(From \$|Volunteer$)/).allTextContents())
      expect(price).toBe('Volunteer');

    await page.goBack();
    await expect(page).toHaveURL(/\/mentors\?language=hi$/);
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
