import type { APIRequestContext, Browser } from '@playwright/test';
import type { SignUpInput } from '@pathwise/server/makers';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Moderation end to end (docs/product.md#141-reporting,
 * docs/product.md#143-moderation-and-suspension): a mentee reports a message, an admin sees
 * it in its context at /admin/reports and suspends the sender, and the sender's open page
 * signs out. @responsive: the queue passes axe at 390 px and 1280 px.
 */

/** A page of its own (own cookies) with `user` signed in. */
async function pageOf(browser: Browser, baseURL: string | undefined, user: SignUpInput) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const res = await page.request.post('/api/account/sessions/email', {
    data: { email: user.email, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return page;
}

/** Send `text` in `conversationId` as the person signed in on `api`. */
async function send(api: APIRequestContext, conversationId: string, text: string) {
  const res = await api.post(`/api/conversations/${conversationId}/messages`, {
    data: { text, clientId: crypto.randomUUID().replace(/-/g, '') },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a mentee reports a message, an admin suspends the sender, whose open page signs out', async ({
  page,
  browser,
  baseURL,
  createUser,
  signIn,
  approvedMentor,
  adminAccountReady,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const mentee = await createUser({}, { stage: 'mentee' });
  await signIn(page, mentee);
  const started = await page.request.post('/api/conversations', {
    data: {
      userId: approvedMentor.id,
      text: 'Hello, nice to meet you.',
      clientId: crypto.randomUUID().replace(/-/g, ''),
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  const conversationId = ((await started.json()) as { id: string }).id;
  const bad = `Send me your bank password now ${crypto.randomUUID().slice(0, 8)}`;

  const mentor = await pageOf(browser, baseURL, approvedMentor);
  const admin = await pageOf(browser, baseURL, adminAccountReady);
  try {
    await send(mentor.request, conversationId, bad);
    await mentor.goto(`/dashboard_mentor/messages?c=${conversationId}`);
    const mentorChat = mentor.getByRole('region', { name: `Conversation with ${mentee.name}` });
    await expect(mentorChat.getByText(bad)).toBeVisible();

    await test.step('the mentee reports the message from its menu', async () => {
      await page.goto(`/dashboard/messages?c=${conversationId}`);
      const mentorName = `${approvedMentor.first} ${approvedMentor.last}`;
      await page.getByRole('button', { name: `Report this message from ${mentorName}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Report this message' });
      await dialog
        .getByRole('radio', { name: 'A scam, or asking for payment or personal data' })
        .check();
      await dialog.getByLabel('Details (optional)').fill('Asked for my bank password.');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(dialog.getByText("Thanks — we'll review this.")).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).first().click();
    });

    await test.step('the admin sees it in context and suspends the sender', async () => {
      await admin.goto('/admin/reports');
      const card = admin.getByRole('article').filter({ hasText: bad });
      await expect(card).toBeVisible();
      await expect(card.getByText('Hello, nice to meet you.')).toBeVisible();
      await expect(card.getByText('Asked for my bank password.')).toBeVisible();
      await card.getByRole('button', { name: 'Suspend' }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByRole('radio', { name: '7 days' }).check();
      await dialog.getByLabel('Reasons (sent to the person)').fill('Asking for credentials.');
      await dialog.getByRole('button', { name: 'Suspend account' }).click();
      await expect(
        admin.getByText(`${approvedMentor.first} ${approvedMentor.last} was suspended.`),
      ).toBeVisible();
    });

    await test.step('the sender’s open page signs out', async () => {
      await expect(mentor).toHaveURL((url) => url.pathname === '/login', { timeout: 20_000 });
      const again = await mentor.request.post('/api/account/sessions/email', {
        data: { email: approvedMentor.email, password: approvedMentor.password },
      });
      expect(again.status()).toBe(403);
      expect(((await again.json()) as { type: string }).type).toBe('user_suspended');
    });

    await test.step('the sender appeals through the link of the statement of reasons', async () => {
      const statement = await mailbox.waitFor(approvedMentor.email, /your account is suspended$/);
      const link = /https?:\/\/\S+(\/appeal\/[\w-]+)/.exec(statement.text);
      expect(link, statement.text).not.toBeNull();
      await mentor.goto(link![1]!);
      await expect(
        mentor.getByRole('heading', { name: 'Appeal a moderation decision' }),
      ).toBeVisible();
      await expect(mentor.getByText('Asking for credentials.')).toBeVisible();
      await mentor.getByLabel('Why should we reconsider?').fill('It was a joke between us.');
      await mentor.getByRole('button', { name: 'Send appeal' }).click();
      await expect(
        mentor.getByText('Thanks. Your appeal is with our moderation team'),
      ).toBeVisible();
    });
  } finally {
    await mentor.context().close();
    await admin.context().close();
  }
});

test.describe('the moderation queue', { tag: '@responsive' }, () => {
  test('passes axe', async ({ page, signIn, adminAccountReady }) => {
    await signIn(page, adminAccountReady);
    await page.goto('/admin/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
