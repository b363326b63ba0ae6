import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { withE2eDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The mentor home, earnings and profile analytics (docs/product.md#1210-earnings-and-analytics): a
 * mentor with counted profile visits changes the analytics range on their home and sees the bars
 * change; on the earnings page they export the CSV (a download). axe checks both pages. Tagged
 * @responsive: the pages must hold at 390 px and at 1280 px.
 */
test.describe('a mentor’s practice', { tag: '@responsive' }, () => {
  test('changes the analytics range and exports the earnings CSV', async ({
    page,
    approvedMentor,
    createUser,
    signIn,
  }) => {
    const mentee = await createUser({}, { stage: 'mentee' });
    // Visits on each of the last 30 days (the mentor has no zone yet: UTC), and a held,
    // paid session last week: what the home and earnings pages read.
    await withE2eDatabase(async (db) => {
      await db.query(
        `insert into profile_visits (mentor_id, day, visitor_hash, source)
         select $1, (now() at time zone 'utc')::date - d, md5(random()::text) || md5(random()::text),
                (array['directory','home','circles','direct'])[1 + d % 4]
           from generate_series(0, 29) d, generate_series(1, 1 + d % 3)`,
        [approvedMentor.id],
      );
      await db.query(
        `insert into bookings (id, mentor_id, mentee_id, status, starts_at, ends_at, blocked_from,
           blocked_until, meeting_url, plan_name, plan_sessions, price_minor, currency)
         select $1, $2, u.id, 'confirmed', now() - interval '7 days', now() - interval '7 days' + interval '1 hour',
                now() - interval '7 days', now() - interval '7 days' + interval '1 hour',
                'https://meet.example.com/e2e', 'Career Plan', 2, 6000, 'USD'
           from users u where u.email = $3`,
        [randomUUID(), approvedMentor.id, mentee.email],
      );
    });

    await signIn(page, approvedMentor);
    await page.goto('/dashboard_mentor');

    const analytics = page.getByRole('region', { name: 'Analytics' });
    const bars = analytics.getByTestId('visit-bar');
    await expect(bars).toHaveCount(30);
    await expect(analytics.getByText('60', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Earnings' }).getByText('$60').first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await analytics.getByLabel('Range').selectOption({ label: 'Last 7 days' });
    await expect(bars).toHaveCount(7);
    // Days 0–6: 1+2+3+1+2+3+1 visits.
    await expect(analytics.getByText('13', { exact: true })).toBeVisible();

    await page.goto('/dashboard_mentor/earnings');
    await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
    await expect(page.getByText(/billed outside Pathwise/)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Career Plan' })).toBeVisible();
    // At 390 px as at 1280 px every column is whole (no clipped "Boo…")
    // and every month label of the chart is whole (no "D…").
    const byPlan = page.getByRole('region', { name: 'By plan' });
    await byPlan.scrollIntoViewIfNeeded();
    await expect(byPlan.getByRole('columnheader', { name: 'Booked' })).toBeInViewport({ ratio: 1 });
    expect(await byPlan.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const labels = page.getByTestId('month-label').filter({ visible: true });
    expect(await labels.count()).toBeGreaterThan(0);
    for (const label of await labels.all()) {
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    }
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pathwise-earnings.csv');
    const text = await fs.readFile(await download.path(), 'utf8');
    expect(text.split('\r\n')[0]).toBe('date (UTC),month,mentee,plan,status,currency,amount');
    expect(text).toContain(',Career Plan,held,USD,60.00');
  });
});
