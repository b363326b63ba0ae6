import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { signUpInput, uniqueMentorName, type SignUpInput } from '@pathwise/server/makers';
import { expect, SUBJECTS, test, type CreatedUser } from '../support/fixtures.ts';
import { linkIn } from '../support/mailbox.ts';
import { applyAsMentor } from '../support/onboarding.ts';
import { logInThroughForm, signupForm } from '../support/pages.ts';

/**
 * Mentor vetting end to end ("a mentor goes through every mentor step,
 * lands on the under-review dashboard, an admin approves, and the mentor appears in
 * /mentors"; docs/product.md#121-mentor-vetting "Mentor vetting").
 *
 * Admins are the accounts whose email is in the server's ADMIN_EMAILS. These tests sign up
 * the first address of that same variable (the workers inherit the runner's environment,
 * and the e2e server is started with it), so the suite needs ADMIN_EMAILS set before the
 * server starts.
 */

/** Subjects of the decision mails (each module's mails.tsx under apps/server/src/modules). */
const DECISION = {
  approved: /mentor profile is approved$/,
  declined: /mentor application was declined$/,
} as const;

/** A page of its own (own cookies) with the admin signed in. */
async function adminPage(browser: Browser, baseURL: string | undefined, admin: SignUpInput) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const res = await page.request.post('/api/account/sessions/email', {
    data: { email: admin.email, password: admin.password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return page;
}

/** Press Next and wait for the wizard's next route. */
async function next(page: Page, path: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
}

test('a mentor signs up, goes through every mentor step, is approved and is listed', async ({
  page,
  browser,
  baseURL,
  request,
  mailbox,
  admin,
}) => {
  test.setTimeout(180_000);
  const { first, last } = uniqueMentorName();
  const fullName = `${first} ${last}`;
  const mentor = signUpInput({ name: fullName });

  await test.step('sign up, verify from the mail and sign in: onboarding starts at /welcome', async () => {
    await page.goto('/signup');
    const form = signupForm(page);
    await form.name.fill(mentor.name);
    await form.email.fill(mentor.email);
    await form.password.fill(mentor.password);
    await form.submit.click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    const link = linkIn(await mailbox.waitFor(mentor.email, SUBJECTS.verification), '/login');
    await page.goto(link.href);
    await expect(page.getByText('Email verified successfully! You can now login.')).toBeVisible();
    await logInThroughForm(page, mentor.email, mentor.password);
    await expect(page).toHaveURL((url) => url.pathname === '/welcome');
  });

  await test.step('every mentor step, in the spec order', async () => {
    await page.getByRole('radio', { name: /^Coach\/Mentor/ }).check();
    await next(page, '/bio-step');
    await page.getByLabel('First name').fill(first);
    await page.getByLabel('Last name').fill(last);
    await page.getByLabel('Location').fill('Lisbon, Portugal');
    await page.getByLabel('Institution').fill('University of Lisbon');
    await page.getByLabel('Role').selectOption({ label: 'Professional' });
    await page.getByLabel('Domain').selectOption({ label: 'Design' });
    await next(page, '/about-me');
    await page
      .getByRole('textbox', { name: 'About me' })
      .fill('Twelve years as a design lead in fintech.');
    await next(page, '/welcome-step');
    await expect(page.getByRole('radio', { name: /^Coach\/Mentor/ })).toBeChecked();
    await next(page, '/mentor-experience');
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('radio', { name: 'Leadership' }).check();
    await next(page, '/skills');
    await page
      .getByRole('textbox', { name: 'Your skills' })
      .fill('Design systems, critique, hiring designers.');
    await next(page, '/mentor-expert');
    await page.getByRole('checkbox', { name: /expert/ }).check();
    await next(page, '/certifications');
    await page.getByRole('radio', { name: 'Others' }).check();
    await page.getByLabel(/specify/i).fill('Co-Active Coaching');
    await next(page, '/planning');
    await expect(page.getByRole('group', { name: /Starter Plan/ })).toBeVisible();
    await page.getByRole('button', { name: 'Add plan' }).click();
    await page
      .getByRole('group', { name: /Plan 2/ })
      .getByLabel('Price (USD)')
      .fill('49.99');
    await next(page, '/clients');
    await page.getByRole('spinbutton', { name: 'Number of clients' }).fill('7');
    await next(page, '/goals');
    await page.getByRole('radio', { name: 'Other' }).check();
    await page.getByLabel(/specify/i).fill('Give back to my community');
    await next(page, '/welcome-aboard');
    await page.getByRole('button', { name: 'Confirm' }).click();
  });

  await test.step('the mentor dashboard says the profile is under review', async () => {
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard_mentor');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${first}!` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your profile is under review' })).toBeVisible();
    const listed = await request.get(`/api/mentors?q=${last}`);
    expect(((await listed.json()) as { total: number }).total, 'not listed while pending').toBe(0);
  });

  const reviewer = await adminPage(browser, baseURL, admin);

  await test.step('an admin reads the application and approves it', async () => {
    await reviewer.goto('/admin/mentors');
    const card = reviewer.getByRole('article', { name: fullName });
    await expect(card).toContainText('Pending review');
    for (const text of [
      mentor.email,
      'Lisbon, Portugal',
      'University of Lisbon',
      'Leadership',
      'Design systems, critique, hiring designers.',
      'Yes, can be asked as an expert',
      'Others: Co-Active Coaching',
      'Starter Plan · $500',
      'Plan 2 · $49.99',
      'Other: Give back to my community',
    ]) {
      await expect(card).toContainText(text);
    }
    await card.getByRole('button', { name: 'Approve' }).click();
    const confirm = reviewer.getByRole('alertdialog', { name: `Approve ${fullName}?` });
    // Onboarding asks for no years: the admin confirms having checked the experience.
    await expect(confirm).toContainText('has not stated their years of experience yet');
    await expect(confirm.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await confirm
      .getByRole('checkbox', { name: 'I have checked their experience without stated years' })
      .check();
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(reviewer.getByText(`${fullName} was approved and emailed.`)).toBeVisible();
    await expect(card).toBeHidden();
  });

  await test.step('the mentor is mailed and listed in the directory', async () => {
    await mailbox.waitFor(mentor.email, DECISION.approved);
    const listed = await request.get(`/api/mentors?q=${last}`);
    const { items } = (await listed.json()) as { items: { name: string }[] };
    expect(items.map((m) => m.name)).toContain(fullName);

    await page.goto(`/mentors?q=${last}`);
    await expect(page.getByRole('heading', { level: 3, name: fullName })).toBeVisible();
  });

  await test.step('the dashboard says the profile is live and links to it', async () => {
    await page.goto('/dashboard_mentor');
    const live = page.getByRole('region', { name: 'Your profile is live' });
    await live.getByRole('link', { name: 'View your public profile' }).click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/mentors/'));
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  });

  await reviewer.context().close();
});

test('an admin declines with a reason; the mentor reads it, edits and resubmits', async ({
  page,
  browser,
  baseURL,
  mailbox,
  createUser,
  signIn,
  admin,
}) => {
  test.setTimeout(150_000);
  const { first, last } = uniqueMentorName();
  const fullName = `${first} ${last}`;
  const mentor: CreatedUser = await createUser({ name: fullName });
  await signIn(page, mentor);
  await applyAsMentor(page.request, { first, last });
  const reason = 'Please say more about the teams you have coached and for how long.';

  const reviewer = await adminPage(browser, baseURL, admin);

  await test.step('the admin declines; the reason is required', async () => {
    await reviewer.goto('/admin/mentors');
    const card = reviewer.getByRole('article', { name: fullName });
    await card.getByRole('button', { name: 'Decline' }).click();
    const dialog = reviewer.getByRole('dialog', { name: `Decline ${fullName}'s application` });
    await dialog.getByRole('button', { name: 'Decline application' }).click();
    await expect(dialog.getByText('Please give a reason')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill(reason);
    await expect(dialog.getByText(`${reason.length}/1,000`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Decline application' }).click();
    await expect(
      reviewer.getByText(`${fullName} was declined and emailed the reason.`),
    ).toBeVisible();

    await reviewer.getByRole('tab', { name: 'Declined' }).click();
    await expect(reviewer).toHaveURL((url) => url.search === '?status=declined');
    const declined = reviewer.getByRole('article', { name: fullName });
    await expect(declined).toContainText(reason);
    await expect(declined.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  });

  await test.step('the mentor is mailed the reason and sees it on the dashboard', async () => {
    const mail = await mailbox.waitFor(mentor.email, DECISION.declined);
    expect(mail.text).toContain(reason);
    await page.goto('/dashboard_mentor');
    const banner = page.getByRole('region', { name: 'Your application was not approved' });
    await expect(banner).toContainText(reason);
    await banner.getByRole('link', { name: 'Edit and resubmit' }).click();
  });

  await test.step('edit and resubmit: back to pending review', async () => {
    await expect(page).toHaveURL((url) => url.pathname === '/bio-step');
    await expect(page.getByLabel('First name')).toHaveValue(first);
    await next(page, '/about-me');
    await page
      .getByRole('textbox', { name: 'About me' })
      .fill('I have coached four product teams over six years.');
    for (const path of [
      '/welcome-step',
      '/mentor-experience',
      '/skills',
      '/mentor-expert',
      '/certifications',
      '/planning',
      '/clients',
      '/goals',
      '/welcome-aboard',
    ]) {
      await next(page, path);
    }
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard_mentor');
    await expect(page.getByRole('region', { name: 'Your profile is under review' })).toBeVisible();

    await reviewer.goto('/admin/mentors');
    const again = reviewer.getByRole('article', { name: fullName });
    await expect(again).toContainText('Pending review');
    await expect(again).toContainText('I have coached four product teams over six years.');
  });

  await reviewer.context().close();
});

test('someone who is not an admin cannot open /admin/mentors', async ({
  page,
  createUser,
  signIn,
}) => {
  await page.goto('/admin/mentors');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('next') === '/admin/mentors',
  );

  await signIn(page, await createUser());
  await page.goto('/admin/mentors');
  // Not onboarded yet: their dashboard sends them on to the wizard.
  await expect(page).toHaveURL((url) => url.pathname === '/welcome');
  expect((await page.request.get('/api/admin/mentors')).status()).toBe(403);
});

test.describe('admin accessibility', { tag: '@responsive' }, () => {
  test('/admin/mentors and its dialogs have no serious axe violation', async ({
    page,
    createUser,
    signIn,
    browser,
    baseURL,
    admin,
  }) => {
    const { first, last } = uniqueMentorName();
    const fullName = `${first} ${last}`;
    const applicant = await browser.newContext({ baseURL });
    const applicantPage = await applicant.newPage();
    await signIn(applicantPage, await createUser({ name: fullName }));
    await applyAsMentor(applicantPage.request, { first, last });
    await applicant.close();

    await signIn(page, admin);
    await page.goto('/admin/mentors');
    const card = page.getByRole('article', { name: fullName });
    await expect(card).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: /^Reason/ })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: 'Decline' })).toBeFocused();

    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toContainText('Pending review');
  });
});
