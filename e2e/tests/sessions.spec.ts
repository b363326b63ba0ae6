import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { moveBookingIntoThePast } from '../support/database.ts';
import { expect, test, type BookableMentor, type CreatedUser } from '../support/fixtures.ts';

/** The mentor's hours are in New York's zone, the mentee books in Berlin's. */
test.use({ mentorHours: { timeZone: 'America/New_York' } });

/**
 * Sign a new mentee in on `page` and book `mentor`'s first free slot three or more days ahead
 * (outside the 24-hour change notice) through the API, as the booking page would. Returns
 * the booking.
 */
async function bookASession(
  page: Page,
  mentor: BookableMentor,
  createUser: (o?: object, opts?: { stage?: 'mentee' }) => Promise<CreatedUser>,
  signIn: (page: Page, user: CreatedUser) => Promise<void>,
): Promise<{ id: string }> {
  const mentee = await createUser({}, { stage: 'mentee' });
  await signIn(page, mentee);

  // A slot three days or more ahead: outside the 24-hour change notice.
  const from = new Date(Date.now() + 3 * 24 * 3_600_000);
  const to = new Date(from.getTime() + 7 * 24 * 3_600_000);
  const slots = await page.request.get(
    `/api/mentors/${mentor.id}/slots?from=${from.toISOString()}&to=${to.toISOString()}`,
  );
  expect(slots.status(), await slots.text()).toBe(200);
  const { slots: starts } = (await slots.json()) as { slots: string[] };
  expect(starts.length).toBeGreaterThan(0);
  const booked = await page.request.post('/api/bookings', {
    data: {
      mentorId: mentor.id,
      start: starts[0],
      planId: mentor.planId,
      agenda: 'Moving into operations management.',
      timeZone: 'Europe/Berlin',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return (await booked.json()) as { id: string };
}

/**
 * Sessions pages (docs/product.md#124-sessions): a mentee books a session through the API (a free
 * slot of the mentor's), finds it under Sessions, opens its page and cancels it there; My Mentors
 * then lists the mentor; a held session (moved into the past in the database) gets private notes,
 * an attachment and a review from its page. axe checks each page. Tagged @responsive: the pages must hold at 390 px
 * and at 1280 px.
 */
test.describe('sessions', { tag: '@responsive' }, () => {
  test('a booked session shows in Sessions, opens on its page and is cancelled there', async ({
    page,
    bookableMentor,
    createUser,
    signIn,
  }) => {
    const mentorName = `${bookableMentor.first} ${bookableMentor.last}`;
    const { id } = await bookASession(page, bookableMentor, createUser, signIn);

    await page.goto('/dashboard/sessions');
    await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
    const card = page.getByRole('article', { name: `Session with ${mentorName}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Confirmed')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Reschedule' })).toHaveAttribute(
      'href',
      `/mentors/${bookableMentor.id}/book?reschedule=${id}`,
    );
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('link', { name: /View details/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/sessions/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Session with ${mentorName}` }),
    ).toBeVisible();
    await expect(page.getByText('Moving into operations management.')).toBeVisible();
    await expect(page.getByText(/Billed outside/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/will count as late/)).toHaveCount(0);
    await dialog.getByLabel(/Reason/).fill('Something came up at work.');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel session' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByText('You cancelled the session')).toBeVisible();
    await expect(page.getByText('Reason: Something came up at work.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);

    await page.goto('/dashboard/sessions');
    await expect(page.getByText('No upcoming sessions.', { exact: false })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Past sessions' })
        .getByRole('article', { name: `Session with ${mentorName}` }),
    ).toBeVisible();

    await page.goto('/dashboard/mentors');
    await expect(page.getByRole('heading', { level: 1, name: 'My Mentors' })).toBeVisible();
    const mine = page.getByRole('region', { name: 'Your mentors' });
    await expect(mine.getByRole('article', { name: mentorName })).toBeVisible();
    await expect(mine.getByRole('link', { name: /Schedule Session/ })).toHaveAttribute(
      'href',
      `/mentors/${bookableMentor.id}/book`,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('a held session: private notes, an attachment and a review from its page', async ({
    page,
    bookableMentor,
    createUser,
    signIn,
  }) => {
    const mentorName = `${bookableMentor.first} ${bookableMentor.last}`;
    const { id } = await bookASession(page, bookableMentor, createUser, signIn);
    await moveBookingIntoThePast(id, 2);

    await page.goto(`/sessions/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Session with ${mentorName}` }),
    ).toBeVisible();
    await expect(page.getByText('Held', { exact: true })).toBeVisible();

    await page
      .getByLabel('Private notes', { exact: true })
      .fill('Follow up on the operations role.');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await expect(page.getByText('Notes saved.')).toBeVisible();

    await page.getByLabel('Attach a file').setInputFiles({
      name: 'plan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await expect(page.getByText('“plan.pdf” was attached.')).toBeVisible();
    await expect(page.getByRole('link', { name: /plan\.pdf/ })).toHaveAttribute(
      'href',
      new RegExp(`/api/bookings/${id}/attachments/`),
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: `Review your session with ${mentorName}` });
    // The stars are a radio group: the arrow keys move the rating.
    await dialog.getByRole('radio', { name: '1 star' }).check({ force: true });
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await dialog.getByLabel(/Your review/).fill('Clear and practical.');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Send review' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Clear and practical.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Review' })).toHaveCount(0);

    await page.goto('/dashboard/sessions');
    const past = page
      .getByRole('region', { name: 'Past sessions' })
      .getByRole('article', { name: `Session with ${mentorName}` });
    await expect(past.getByText('You rated it 4 stars')).toBeVisible();
    await past.getByRole('button', { name: /Show details/ }).click();
    await expect(past.getByRole('link', { name: /plan\.pdf/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a session the viewer takes no part in is not found', async ({
    page,
    createUser,
    signIn,
  }) => {
    await signIn(page, await createUser({}, { stage: 'mentee' }));
    await page.goto('/sessions/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Session not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
