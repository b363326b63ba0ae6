import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { moveBookingIntoThePast } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';

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
    bookableMentor,
    createUser,
    signIn,
  }) => {
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
      `/api/mentors/${bookableMentor.id}/slots?from=${from.toISOString()}&to=${to.toISOString()}`,
    );
    const { slots: starts } = (await slots.json()) as { slots: string[] };
    const booked = await page.request.post('/api/bookings', {
      data: {
        mentorId: bookableMentor.id,
        start: starts[0],
        planId: bookableMentor.planId,
        agenda: 'My first 90 days as an operations lead.',
        goalId,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    await moveBookingIntoThePast(id, 2);

    // The mentor, on the held session's page.
    await signIn(page, bookableMentor);
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
