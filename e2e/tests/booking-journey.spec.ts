import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { moveBookingIntoThePast } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Booking end to end (docs/product.md#123-booking): a mentee books a mentor's free time from the
 * profile in their own time zone, gets the confirmation mail with a calendar invite, sees the
 * session in Sessions; the mentor proposes a new time; the mentee accepts it in Sessions and
 * the invite moves (SEQUENCE raised); the mentee cancels; a held session is reviewed and the
 * rating and review show on the public profile. The mentor's calendar side of the journey
 * (finding the session on its day, proposing from it) is calendar.spec.ts.
 */

/** The value of `name` in an iCalendar text (first occurrence, unfolded). */
function icsField(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  return new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(.*)$`, 'm').exec(unfolded)?.[1]?.trim();
}

test.use({ timezoneId: 'America/Los_Angeles' });

test('a mentee books from the profile, gets the invite, accepts a new time, cancels; a held session is reviewed and rated on the profile', async ({
  page,
  bookableMentor: mentor,
  createUser,
  signIn,
  mailbox,
}) => {
  const mentorName = `${mentor.first} ${mentor.last}`;
  const mentorApi = mentor.api;

  // The mentee books from the profile, in their browser's zone (Los Angeles).
  const mentee = await createUser({}, { stage: 'mentee' });
  await signIn(page, mentee);
  await page.goto(`/mentors/${mentor.id}`);
  await page.getByRole('link', { name: 'Book a session' }).click();
  await expect(page).toHaveURL(`/mentors/${mentor.id}/book`);
  const times = page.getByRole('group', { name: /^Free times on / }).getByRole('radio');
  await expect(times.first()).toBeVisible();
  // The last free time of the first day that has any: late in the evening only one or two
  // times are left today, so no fixed position is taken.
  await times.last().check({ force: true });
  await page.getByRole('group', { name: 'Choose a plan' }).getByRole('radio').first().check();
  await page
    .getByRole('textbox', { name: 'What do you want from this session?' })
    .fill('Plan my move into product management.');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your session is booked' }),
  ).toBeVisible();
  const href = await page.getByRole('link', { name: 'View the session' }).getAttribute('href');
  const bookingId = href!.split('/').pop()!;

  // The confirmation mail, with the time in the mentee's zone and a calendar invite.
  const mail = await mailbox.waitFor(
    mentee.email,
    new RegExp(`^Your session with ${mentorName} is booked$`),
  );
  expect(mail.text).toContain('(America/Los Angeles, GMT-');
  expect(mail.text).toContain('Plan my move into product management.');
  const invite = mail.attachments.find((a) => /calendar/.test(a.mimeType));
  expect(invite, 'an .ics invite').toBeDefined();
  expect(icsField(invite!.content, 'METHOD')).toBe('REQUEST');
  const uid = icsField(invite!.content, 'UID');
  expect(uid).toContain(bookingId);
  expect(icsField(invite!.content, 'SEQUENCE')).toBe('0');

  // Sessions lists it.
  await page.goto('/dashboard/sessions');
  const card = page.getByRole('article', { name: `Session with ${mentorName}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Confirmed')).toBeVisible();

  // The mentor proposes a new time two days later; the mentee accepts it in Sessions.
  const booking = (await (await mentorApi.get(`/api/bookings/${bookingId}`)).json()) as {
    start: string;
  };
  const newStart = new Date(new Date(booking.start).getTime() + 2 * 24 * 3_600_000);
  const proposed = await mentorApi.post(`/api/bookings/${bookingId}/proposal`, {
    data: { start: newStart.toISOString(), reason: 'A board meeting moved into that hour.' },
  });
  expect(proposed.status(), await proposed.text()).toBe(200);
  await page.reload();
  await expect(card.getByText(`${mentorName} proposed a new time`)).toBeVisible();
  await expect(card.getByText('Reason: A board meeting moved into that hour.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card.getByText(`${mentorName} proposed a new time`)).toHaveCount(0);
  const moved = (await (await mentorApi.get(`/api/bookings/${bookingId}`)).json()) as {
    start: string;
    status: string;
  };
  expect(new Date(moved.start).toISOString()).toBe(newStart.toISOString());
  expect(moved.status).toBe('confirmed');
  // Accepting the proposal is told as an acceptance, not as a move
  // (docs/product.md#126-messaging).
  const movedMail = await mailbox.waitFor(
    mentee.email,
    new RegExp(`^You accepted ${mentorName}’s new time$`),
  );
  const movedInvite = movedMail.attachments.find((a) => /calendar/.test(a.mimeType))!;
  expect(icsField(movedInvite.content, 'UID')).toBe(uid);
  expect(Number(icsField(movedInvite.content, 'SEQUENCE'))).toBeGreaterThan(0);

  // The mentee cancels it.
  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
  await dialog.getByLabel(/Reason/).fill('My start date changed.');
  await dialog.getByRole('button', { name: 'Cancel session' }).click();
  await expect(dialog).toBeHidden();
  const cancelledMail = await mailbox.waitFor(
    mentee.email,
    new RegExp(`^You cancelled your session with ${mentorName}$`),
  );
  const cancelInvite = cancelledMail.attachments.find((a) => /calendar/.test(a.mimeType))!;
  expect(icsField(cancelInvite.content, 'METHOD')).toBe('CANCEL');

  // Another session is booked and held; the mentee reviews it and the profile shows it.
  const slotsFrom = new Date(Date.now() + 3 * 24 * 3_600_000);
  const slots = (await (
    await page.request.get(
      `/api/mentors/${mentor.id}/slots?from=${slotsFrom.toISOString()}&to=${new Date(slotsFrom.getTime() + 7 * 24 * 3_600_000).toISOString()}`,
    )
  ).json()) as { slots: string[] };
  const second = await page.request.post('/api/bookings', {
    data: { mentorId: mentor.id, start: slots.slots[0], planId: mentor.planId },
  });
  expect(second.status(), await second.text()).toBe(201);
  const heldId = ((await second.json()) as { id: string }).id;
  await moveBookingIntoThePast(heldId, 3);
  await page.goto(`/sessions/${heldId}`);
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: `Review your session with ${mentorName}` });
  await review.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await review.getByLabel(/Your review/).fill('Sharp questions and a concrete plan.');
  await review.getByRole('button', { name: 'Send review' }).click();
  await expect(review).toBeHidden();

  await page.goto(`/mentors/${mentor.id}`);
  await expect(page.getByText('Rated 5.0 out of 5 from 1 review')).toBeAttached();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('Sharp questions and a concrete plan.')).toBeVisible();
  await expect(reviews.getByText('Held 1 of the last 1 booked session')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
