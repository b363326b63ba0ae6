import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { moveBookingIntoThePast } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';
import { openAllDayAvailability } from '../support/availability.ts';

/**
 * Sessions feed the plan (docs/product.md#125-goals-and-activities): a mentee books a session with
 * a goal named in the agenda; once it is held (moved into the past in the database), the mentor
 * adds an action item on the session's page with one line and Enter, and it appears in the mentee's
 * Not Started column on /dashboard/goals and on the session page with its status. The session
 * page shows the goal's progress. axe checks the session page. Tagged @responsive: it must
 * hold at 390 px and at 1280 px.
 */
test.describe('action items', { tag: '@responsive' }, () => {
  test('the mentor adds an action item on a held session; it lands in the mentee’s Not Started', async ({
    page,
    playwright,
    baseURL,
    approvedMentor,
    createUser,
    signIn,
  }) => {
    // The mentor is bookable every day, all day, confirming automatically.
    const mentorApi = await playwright.request.newContext({ baseURL });
    try {
      const login = await mentorApi.post('/api/account/sessions/email', {
        data: { email: approvedMentor.email, password: approvedMentor.password },
      });
      expect(login.status(), await login.text()).toBe(201);
      await openAllDayAvailability(mentorApi);
    } finally {
      await mentorApi.dispose();
    }

    // The mentee sets a goal and books a session naming it, as the booking page would.
    const mentee = await createUser({}, { stage: 'mentee' });
    await signIn(page, mentee);
    const goal = await page.request.post('/api/goals', {
      data: { title: 'Move into operations management' },
    });
    expect(goal.status(), await goal.text()).toBe(201);
    const { id: goalId } = (await goal.json()) as { id: string };
    const from = new Date(Date.now() + 2 * 24 * 3_600_000);
    const to = new Date(from.getTime() + 7 * 24 * 3_600_000);
    const slots = await page.request.get(
      `/api/mentors/${approvedMentor.id}/slots?from=${from.toISOString()}&to=${to.toISOString()}`,
    );
    const { slots: starts } = (await slots.json()) as { slots: string[] };
    const profile = await page.request.get(`/api/mentors/${approvedMentor.id}`);
    const { plans } = (await profile.json()) as { plans: { id: string }[] };
    const booked = await page.request.post('/api/bookings', {
      data: {
        mentorId: approvedMentor.id,
        start: starts[0],
        planId: plans[0]!.id,
        agenda: 'My first 90 days as an operations lead.',
        goalId,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    await moveBookingIntoThePast(id, 2);

    // The mentor, on the held session's page.
    await signIn(page, approvedMentor);
    await page.goto(`/sessions/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Session with / })).toBeVisible();
    await expect(
      page.getByRole('progressbar', { name: 'Move into operations management' }),
    ).toHaveAttribute('aria-valuenow', '0');
    const section = page.getByRole('region', { name: 'Action items' });
    await expect(section.getByText(/No action items yet/)).toBeVisible();
    const add = section.getByRole('textbox', { name: 'Add an action item' });
    await add.fill('Write a 30-60-90 day plan');
    await add.press('Enter');
    await expect(section.getByText('Write a 30-60-90 day plan', { exact: true })).toBeVisible();
    await expect(section.getByText('Not Started', { exact: true })).toBeVisible();
    await expect(add).toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    // The mentee finds it in Goals & Activities, in Not Started, and moves it on the session.
    await signIn(page, mentee);
    await page.goto('/dashboard/goals');
    await expect(
      page
        .getByRole('region', { name: /^Not Started/ })
        .getByText('Write a 30-60-90 day plan', { exact: true }),
    ).toBeVisible();
    await page.goto(`/sessions/${id}`);
    const status = page.getByRole('combobox', { name: 'Status of “Write a 30-60-90 day plan”' });
    await expect(status).toHaveValue('not_started');
    await status.selectOption('in_progress');
    await expect(page.getByText('“Write a 30-60-90 day plan” is now In Progress.')).toBeAttached();
    await expectNoSeriousA11yViolations(page);
  });
});
