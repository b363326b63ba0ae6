import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

const HOUR_MS = 3_600_000;

/**
 * A mentee moves a session from the reschedule page. The mentor is
 * open only 15:00–18:00 UTC on one day, with 30 minutes kept free before and after each
 * session, and the session is at 16:00: the page still offers 15:00 and 17:00 (the session's
 * own time and buffers count as free for its mentee). After the move, "View the session"
 * opens the session page at its new time.
 */
test.describe('reschedule', { tag: '@responsive' }, () => {
  test('offers the times next to the session, and the session page opens after the move', async ({
    page,
    bookableMentor,
    createUser,
    signIn,
  }) => {
    const mentorName = `${bookableMentor.first} ${bookableMentor.last}`;
    // Three days ahead: outside the 24-hour change notice.
    const day = new Date(Date.now() + 3 * 24 * HOUR_MS);
    day.setUTCHours(0, 0, 0, 0);
    const date = day.toISOString().slice(0, 10);
    const at = (hour: number) => new Date(day.getTime() + hour * HOUR_MS).toISOString();

    // Only three hours that day, with 30-minute buffers, replace the fixture's open hours.
    const saved = await bookableMentor.api.put('/api/availability', {
      data: {
        timeZone: 'UTC',
        weeklyHours: [],
        dateOverrides: [{ date, ranges: [{ start: '15:00', end: '18:00' }] }],
        sessionMinutes: 60,
        minimumNoticeMinutes: 60,
        bufferBeforeMinutes: 30,
        bufferAfterMinutes: 30,
        bookingWindowDays: 30,
        maxPerDay: null,
        changeNoticeMinutes: 24 * 60,
        requiresConfirmation: false,
        meetingUrl: null,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    const mentee = await createUser({}, { stage: 'mentee' });
    await signIn(page, mentee);
    const booked = await page.request.post('/api/bookings', {
      data: { mentorId: bookableMentor.id, start: at(16), planId: bookableMentor.planId },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id } = (await booked.json()) as { id: string };

    await page.goto(`/mentors/${bookableMentor.id}/book?reschedule=${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Reschedule your session with ${mentorName}` }),
    ).toBeVisible();
    // The day may fall in next month's page of the calendar.
    if (day.getUTCMonth() !== new Date().getUTCMonth())
      await page.getByRole('button', { name: 'See the next month' }).click();
    const times = page.getByRole('group', { name: /^Free times on/ });
    await expect(times.getByRole('radio')).toHaveCount(3);
    await expect(times.getByRole('radio', { name: '3:00 PM' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await times.getByText('5:00 PM').click();
    await page.getByRole('button', { name: 'Move the session' }).click();
    await expect(page.getByRole('heading', { name: 'Your session has moved' })).toBeVisible();

    await page.getByRole('link', { name: 'View the session' }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/sessions/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Session with ${mentorName}` }),
    ).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(page.getByText(/5:00\sPM/).first()).toBeVisible();
  });
});
