import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { firstName, signUpInput } from '@pathwise/server/makers';
import { expect, SUBJECTS, test } from '../support/fixtures.ts';
import { linkIn } from '../support/mailbox.ts';
import { logInThroughForm, signupForm } from '../support/pages.ts';

/**
 * The onboarding wizard in the browser (docs/product.md#2-screens-and-routes "Onboarding
 * wizard", §4, §5, §9): a mentee's whole journey from sign-up to /dashboard, resuming after a
 * sign-out, and axe on every step of both branches. The mentor's journey to approval is
 * covered by the mentor-vetting specs.
 */

/** Wait until the wizard shows `path` with its title. */
async function atStep(page: Page, path: string, title: string | RegExp) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Press Next, which saves the step on the server before moving on. */
async function next(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The shared opening steps: role, bio, about, role confirmation. */
async function openingSteps(
  page: Page,
  role: 'Coach/Mentor' | 'Looking to be mentored',
  audit: boolean,
) {
  await atStep(page, '/welcome', /^Hi, /);
  if (audit) await expectNoSeriousA11yViolations(page);
  await page.getByRole('radio', { name: new RegExp(role.replace('/', '\\/')) }).check();
  await next(page);

  await atStep(page, '/bio-step', 'Your Bio');
  if (audit) await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Location').fill('Lisbon');
  await page.getByLabel('Role').selectOption({ label: 'Postgraduate' });
  await page.getByLabel('Domain').selectOption({ label: 'Design' });
  await next(page);

  await atStep(page, '/about-me', 'About Me');
  if (audit) await expectNoSeriousA11yViolations(page);
  await page.getByLabel('About me').fill('Product designer moving into research.');
  await expect(page.getByText('38/750')).toBeVisible();
  await next(page);

  await atStep(page, '/welcome-step', 'Your role');
  if (audit) await expectNoSeriousA11yViolations(page);
  // The role chosen on /welcome comes back preselected.
  await expect(
    page.getByRole('radio', { name: new RegExp(role.replace('/', '\\/')) }),
  ).toBeChecked();
  await next(page);
}

/** The mentee branch up to /welcome-aboard. */
async function menteeBranch(page: Page, audit: boolean) {
  await atStep(page, '/past-experience', 'Your Experience');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  if (audit) await expectNoSeriousA11yViolations(page);
  await page.getByRole('radio', { name: 'New pro (1-5 years) seeking mentorship' }).check();
  await next(page);

  await atStep(page, '/timeline', 'Your Timeline');
  if (audit) await expectNoSeriousA11yViolations(page);
  await page.getByRole('radio', { name: 'About a year' }).check();
  await next(page);

  await atStep(page, '/sessions', 'Sessions');
  if (audit) await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Number of sessions').selectOption('4');
  await page.getByLabel('Sessions per period').selectOption('2');
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Monthly' });
  await next(page);

  await atStep(page, '/qualities', 'Qualities');
  const skills = page.getByRole('group', { name: 'Skills' });
  for (const name of ['Networking', 'Negotiation', 'Leadership', 'Resume Writing', 'Sales']) {
    await skills.getByRole('checkbox', { name, exact: true }).check();
  }
  await expect(page.getByText('Selected: 5/5')).toBeVisible();
  await expect(skills.getByRole('checkbox', { name: 'Finding a job' })).toBeDisabled();
  await page
    .getByRole('group', { name: 'Traits' })
    .getByRole('checkbox', { name: 'Patient' })
    .check();
  if (audit) await expectNoSeriousA11yViolations(page);
  await next(page);

  await atStep(page, '/reasons', 'Your Goal');
  if (audit) await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('radio', { name: 'Prepare for job interviews and salary negotiations' })
    .check();
  await next(page);

  await atStep(page, '/welcome-aboard', 'Welcome Aboard!');
  if (audit) await expectNoSeriousA11yViolations(page);
}

/** The mentor branch up to /welcome-aboard. */
async function mentorBranch(page: Page, audit: boolean) {
  await atStep(page, '/mentor-experience', 'Your Expertise');
  if (audit) await expectNoSeriousA11yViolations(page);
  await page.getByRole('radio', { name: 'Leadership' }).check();
  await next(page);

  await atStep(page, '/skills', 'Your Skills');
  if (audit) await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Your skills').fill('Leading design teams; portfolio reviews.');
  await next(page);

  await atStep(page, '/mentor-expert', 'Are you an Expert');
  if (audit) await expectNoSeriousA11yViolations(page);
  await page.getByRole('checkbox', { name: /Yes, I want to be found as an expert/ }).check();
  await next(page);

  await atStep(page, '/certifications', 'Certifications');
  await page.getByRole('radio', { name: 'Others' }).check();
  await page.getByLabel('Please specify your certification').fill('EMCC');
  if (audit) await expectNoSeriousA11yViolations(page);
  await next(page);

  await atStep(page, '/planning', 'Plans');
  await page.getByRole('button', { name: 'Add plan' }).click();
  await page.getByRole('group', { name: 'Plan 2: Plan 2' }).getByLabel('Price (USD)').fill('75');
  if (audit) await expectNoSeriousA11yViolations(page);
  await next(page);

  await atStep(page, '/clients', 'Number of Clients');
  await page.getByRole('button', { name: 'Increase the number of clients' }).click();
  if (audit) await expectNoSeriousA11yViolations(page);
  await next(page);

  await atStep(page, '/goals', 'Your Goal');
  if (audit) await expectNoSeriousA11yViolations(page);
  await page.getByRole('radio', { name: 'Enhance client communication' }).check();
  await next(page);

  await atStep(page, '/welcome-aboard', 'Welcome Aboard!');
  if (audit) await expectNoSeriousA11yViolations(page);
}

test('a new mentee goes from sign-up through every mentee step to the dashboard', async ({
  page,
  mailbox,
}) => {
  const user = signUpInput();

  await test.step('sign up and open the verification link', async () => {
    await page.goto('/signup');
    const form = signupForm(page);
    await form.name.fill(user.name);
    await form.email.fill(user.email);
    await form.password.fill(user.password);
    await form.submit.click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    const mail = await mailbox.waitFor(user.email, SUBJECTS.verification);
    await page.goto(linkIn(mail, '/login').href);
    await expect(page.getByText('Email verified successfully! You can now login.')).toBeVisible();
  });

  await test.step('the first sign-in opens the role screen, which greets by name', async () => {
    await logInThroughForm(page, user.email, user.password);
    await atStep(page, '/welcome', `Hi, ${user.name}!`);
  });

  await test.step('every step, saved on Next', async () => {
    await openingSteps(page, 'Looking to be mentored', true);
    await menteeBranch(page, true);
  });

  await test.step('Confirm finishes onboarding and opens the mentee dashboard', async () => {
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(
      page.getByRole('heading', { name: new RegExp(`\\b${firstName(user.name)}\\b`) }),
    ).toBeVisible();
  });

  await test.step('every answer is on the server', async () => {
    const res = await page.request.get('/api/onboarding');
    expect(res.status()).toBe(200);
    const state = (await res.json()) as Record<string, unknown>;
    expect(state).toMatchObject({
      userType: 'mentee',
      completed: true,
      resumePath: '/dashboard',
      answers: {
        bio: { location: 'Lisbon', role: 'postgraduate', domain: 'design' },
        about: { text: 'Product designer moving into research.' },
        experience: { experience: 'new_professional' },
        timeline: { timeline: 'about_a_year' },
        sessions: { numberOfSessions: 4, frequency: 2, period: 'monthly' },
        qualities: {
          skills: ['networking', 'negotiation', 'leadership', 'resume_writing', 'sales'],
          traits: ['patient'],
        },
        menteeGoal: { goal: 'interview_preparation' },
      },
    });
  });

  await test.step('the wizard is closed once finished', async () => {
    await page.goto('/timeline');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  });
});

test('signing out at /timeline and back in resumes at /timeline with the answers kept', async ({
  page,
  createUser,
}) => {
  const user = await createUser();
  await page.goto('/login');
  await logInThroughForm(page, user.email, user.password);
  await openingSteps(page, 'Looking to be mentored', false);
  await atStep(page, '/past-experience', 'Your Experience');
  await page.getByRole('radio', { name: 'Seeking promotion' }).check();
  await next(page);
  await atStep(page, '/timeline', 'Your Timeline');

  await test.step('log out from the wizard', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.goto('/timeline');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  await test.step('sign in again: back at /timeline', async () => {
    await page.goto('/login');
    await logInThroughForm(page, user.email, user.password);
    await atStep(page, '/timeline', 'Your Timeline');
  });

  await test.step('Back shows every earlier answer', async () => {
    await page.getByRole('link', { name: 'Back' }).click();
    await atStep(page, '/past-experience', 'Your Experience');
    await expect(page.getByRole('radio', { name: 'Seeking promotion' })).toBeChecked();
    await page.getByRole('link', { name: 'Back' }).click();
    await atStep(page, '/welcome-step', 'Your role');
    await expect(page.getByRole('radio', { name: /Looking to be mentored/ })).toBeChecked();
    await page.getByRole('link', { name: 'Back' }).click();
    await atStep(page, '/about-me', 'About Me');
    await expect(page.getByLabel('About me')).toHaveValue('Product designer moving into research.');
    await page.getByRole('link', { name: 'Back' }).click();
    await atStep(page, '/bio-step', 'Your Bio');
    await expect(page.getByLabel('Location')).toHaveValue('Lisbon');
    await expect(page.getByLabel('Role')).toHaveValue('postgraduate');
  });

  await test.step('a later step or the other branch opened by address goes back to /timeline', async () => {
    await page.goto('/qualities');
    await atStep(page, '/timeline', 'Your Timeline');
    await page.goto('/planning');
    await atStep(page, '/timeline', 'Your Timeline');
  });
});

for (const role of ['Looking to be mentored', 'Coach/Mentor'] as const) {
  test(`axe finds nothing serious on any step (${role}) @responsive`, async ({
    page,
    createUser,
    signIn,
  }) => {
    const user = await createUser();
    await signIn(page, user);
    await page.goto('/welcome');
    await openingSteps(page, role, true);
    if (role === 'Coach/Mentor') await mentorBranch(page, true);
    else await menteeBranch(page, true);
  });
}
