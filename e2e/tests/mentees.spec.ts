import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The mentor's view (docs/product.md#220-mentor-dashboard): a mentee books a session with a mentor
 * (through the API, as the booking page would); the mentor's /dashboard_mentor/mentees shows them
 * with the Scheduled badge; on the mentee's page the mentor assigns a Test and scores it when
 * marking it done. axe checks both pages. Tagged @responsive: the table becomes cards at 390 px.
 */
test.describe('the mentor’s mentees', { tag: '@responsive' }, () => {
  test('the mentor sees the mentee with the right Meeting badge, assigns a test and scores it', async ({
    page,
    bookableMentor,
    createUser,
    signIn,
  }) => {
    const mentee = await createUser({}, { stage: 'mentee' });
    await signIn(page, mentee);
    const from = new Date(Date.now() + 3 * 24 * 3_600_000);
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
        agenda: 'Preparing for a team lead interview.',
        timeZone: 'Europe/Berlin',
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    // The mentor's table: the mentee, their plan, and the Scheduled (blue) badge.
    await signIn(page, bookableMentor);
    await page.goto('/dashboard_mentor/mentees');
    await expect(page.getByRole('heading', { level: 1, name: 'My Mentees' })).toBeVisible();
    const name = page.getByRole('link', { name: mentee.name, exact: true }).locator('visible=true');
    await expect(name).toBeVisible();
    const badge = page.locator('[data-meeting]:visible');
    await expect(badge).toHaveCount(1);
    await expect(badge).toHaveText('Scheduled');
    await expect(badge).toHaveAttribute('data-meeting', 'scheduled');
    await expect(page.getByText('Starter Plan').locator('visible=true')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The mentee's page: assign a Test, then mark it done with a score out of 100.
    await name.click();
    await expect(page.getByRole('heading', { level: 1, name: mentee.name })).toBeVisible();
    await expect(page.getByRole('link', { name: /Open the session of/ })).toHaveAttribute(
      'href',
      `/sessions/${((await booked.json()) as { id: string }).id}`,
    );
    await page.getByRole('radio', { name: 'Test' }).check();
    await page.getByRole('textbox', { name: 'Name' }).fill('STAR stories check');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByText('STAR stories check was assigned.')).toBeVisible();

    await page.getByRole('button', { name: 'Mark STAR stories check done' }).click();
    const dialog = page.getByRole('dialog', { name: 'Score the test' });
    await dialog.getByRole('spinbutton', { name: 'Score (0–100)' }).fill('88');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Mark done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Score 88/100')).toBeVisible();

    // Back on the table, the Tests card counts it done.
    await page.getByRole('link', { name: 'All mentees' }).click();
    const tests = page
      .getByRole('list', { name: 'Work you assigned' })
      .getByRole('listitem')
      .nth(2);
    await expect(tests).toContainText('1 of 1 done');
  });
});
