import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Blocking (docs/product.md#1214-blocking): a mentee with an upcoming session blocks the mentor
 * from the mentor's profile, is told the block cancels that session, confirms, finds the
 * session cancelled, then unblocks the mentor from Settings → Password & Privacy.
 */
test('a mentee blocks a mentor from the profile, then unblocks them in Settings', async ({
  page,
  bookableMentor,
  createUser,
  signIn,
}) => {
  const mentor = bookableMentor;
  const name = `${mentor.first} ${mentor.last}`;
  const mentee = await createUser({}, { stage: 'mentee' });
  await signIn(page, mentee);
  const from = new Date(Date.now() + 3 * 24 * 3_600_000);
  const to = new Date(from.getTime() + 7 * 24 * 3_600_000);
  const slots = await page.request.get(
    `/api/mentors/${mentor.id}/slots?from=${from.toISOString()}&to=${to.toISOString()}`,
  );
  const { slots: starts } = (await slots.json()) as { slots: string[] };
  const booked = await page.request.post('/api/bookings', {
    data: { mentorId: mentor.id, start: starts[0], planId: mentor.planId, agenda: 'Career' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = (await booked.json()) as { id: string };

  await page.goto(`/mentors/${mentor.id}`);
  await page.getByRole('button', { name: `Block ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Block ${name}?` });
  await expect(dialog.getByText(/^This cancels 1 upcoming session between you\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Unblock ${name}` })).toBeVisible();

  // The session is cancelled, and nothing is left to book.
  await page.goto(`/sessions/${id}`);
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();

  await page.goto('/dashboard/settings/password');
  const list = page.getByRole('region', { name: 'Blocked people' });
  await expect(list.getByText(name)).toBeVisible();
  await list.getByRole('button', { name: `Unblock ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Unblock ${name}?` });
  await confirm.getByRole('button', { name: 'Unblock' }).click();
  await expect(list.getByText('You have not blocked anyone.')).toBeVisible();
});
