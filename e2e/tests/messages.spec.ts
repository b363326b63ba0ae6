import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test, type ApprovedMentor } from '../support/fixtures.ts';

/**
 * Messages (docs/product.md#126-messaging): a mentee and a mentor in two browsers talk live (the
 * message, the typing indicator, the read state and the unread badge change without a reload), the
 * rescheduled invite's Accept moves the booking and the answer reaches the mentor's screen,
 * and the pages pass axe at 390 and 1280 px (@responsive).
 */

/** A browser context of its own for the mentor, signed in (own cookies, own socket). */
async function mentorPage(
  browser: Browser,
  baseURL: string | undefined,
  mentor: ApprovedMentor,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const res = await page.request.post('/api/account/sessions/email', {
    data: { email: mentor.email, password: mentor.password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return page;
}

/**
 * Start the conversation of the signed-in person on `api` with `userId` by its first message
 * `text` (a conversation is never created empty: docs/product.md#126-messaging).
 */
async function startConversation(
  api: APIRequestContext,
  userId: string,
  text: string,
): Promise<string> {
  const res = await api.post('/api/conversations', {
    data: { userId, text, clientId: crypto.randomUUID() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The id of the signed-in person's conversation with `userId` (e.g. opened by a booking). */
async function conversationWith(api: APIRequestContext, userId: string): Promise<string> {
  const res = await api.get('/api/conversations');
  const { items } = (await res.json()) as { items: { id: string; contact: { id: string } }[] };
  const found = items.find((c) => c.contact.id === userId);
  expect(found, `a conversation with ${userId}`).toBeTruthy();
  return found!.id;
}

test.describe('messages between a mentee and a mentor', () => {
  test('they chat live: message, typing, read state and unread badge without a reload', async ({
    page,
    browser,
    baseURL,
    createUser,
    signIn,
    approvedMentor,
  }) => {
    const mentee = await createUser({}, { stage: 'mentee' });
    await signIn(page, mentee);
    const conversationId = await startConversation(
      page.request,
      approvedMentor.id,
      'Hi, I am new here.',
    );

    const mentor = await mentorPage(browser, baseURL, approvedMentor);
    try {
      // The mentor has the conversation open, with the first message, before the next one.
      await mentor.goto(`/dashboard_mentor/messages?c=${conversationId}`);
      const mentorChat = mentor.getByRole('region', { name: `Conversation with ${mentee.name}` });
      await expect(mentorChat).toBeVisible();
      await expect(mentorChat.getByText('Hi, I am new here.')).toBeVisible();

      await page.goto(`/dashboard/messages?c=${conversationId}`);
      const mentorName = `${approvedMentor.first} ${approvedMentor.last}`;
      const menteeChat = page.getByRole('region', { name: `Conversation with ${mentorName}` });
      await expect(menteeChat).toBeVisible();
      const input = page.getByPlaceholder('Type Something...');
      await input.fill('Hello! Could we talk about https://example.com/plan before Friday?');
      await input.press('Enter');

      const sent = menteeChat.getByRole('listitem').filter({ hasText: 'before Friday?' });
      await expect(
        sent.getByRole('link', { name: /https:\/\/example\.com\/plan/ }),
      ).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');

      // It arrives on the mentor's screen without a reload, and since the mentor is looking,
      // it is read: the mentee's tick turns into "Read", live.
      await expect(mentorChat.getByText(/before Friday\?/)).toBeVisible();
      await expect(sent).toContainText('Read');

      // Typing reaches the mentee, then the reply.
      const reply = mentor.getByPlaceholder('Type Something...');
      await reply.pressSequentially('Sure, Thurs', { delay: 50 });
      await expect(page.getByText(`${mentorName} is typing…`)).toBeVisible();
      await reply.pressSequentially('day works.');
      await reply.press('Enter');
      await expect(menteeChat.getByText('Sure, Thursday works.')).toBeVisible();

      // The mentee looks at no conversation (a wide screen would open the first one, so the
      // address names none); a new message counts as unread in the list, live, and opening
      // the conversation clears the count.
      await page.goto('/dashboard/messages?c=none');
      const row = page
        .getByRole('list', { name: 'Conversations' })
        .getByRole('button', { name: new RegExp(approvedMentor.last) });
      await expect(row).toBeVisible();
      await reply.fill('See you then!');
      await reply.press('Enter');
      await expect(row).toContainText('1 unread message');
      await row.click();
      await expect(menteeChat.getByText('See you then!')).toBeVisible();
      await expect(row).not.toContainText('unread');
    } finally {
      await mentor.context().close();
    }
  });

  test('the rescheduled invite: the mentee accepts in the conversation and the booking moves', async ({
    page,
    browser,
    baseURL,
    createUser,
    signIn,
    bookableMentor,
  }) => {
    const mentor = await mentorPage(browser, baseURL, bookableMentor);
    try {
      const mentee = await createUser({}, { stage: 'mentee' });
      await signIn(page, mentee);

      // Book a slot three or more days ahead (outside the 24-hour change notice).
      const from = new Date(Date.now() + 3 * 24 * 3_600_000);
      const to = new Date(from.getTime() + 7 * 24 * 3_600_000);
      const slots = await page.request.get(
        `/api/mentors/${bookableMentor.id}/slots?from=${from.toISOString()}&to=${to.toISOString()}`,
      );
      const { slots: starts } = (await slots.json()) as { slots: string[] };
      expect(starts.length).toBeGreaterThan(1);
      const booked = await page.request.post('/api/bookings', {
        data: {
          mentorId: bookableMentor.id,
          start: starts[0],
          planId: bookableMentor.planId,
          agenda: 'Preparing a promotion case.',
          timeZone: 'UTC',
        },
      });
      expect(booked.status(), await booked.text()).toBe(201);
      const booking = (await booked.json()) as { id: string };

      // The mentor proposes a new time a day later.
      const newStart = new Date(new Date(starts[0]!).getTime() + 24 * 3_600_000).toISOString();
      const proposed = await mentor.request.post(`/api/bookings/${booking.id}/proposal`, {
        data: { start: newStart, reason: 'A conflict came up.' },
      });
      expect(proposed.status(), await proposed.text()).toBeLessThan(300);

      const conversationId = await conversationWith(page.request, bookableMentor.id);
      await mentor.goto(`/dashboard_mentor/messages?c=${conversationId}`);
      const mentorCard = mentor.getByText(/Rescheduled invite/);
      await expect(mentorCard).toBeVisible();
      await expect(mentor.getByText("Waiting for the mentee's answer.")).toBeVisible();

      await page.goto(`/dashboard/messages?c=${conversationId}`);
      await expect(page.getByText(/Rescheduled invite/)).toBeVisible();
      await page.getByRole('button', { name: 'Accept' }).click();
      await expect(page.getByText('New time accepted.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Decline' })).toHaveCount(0);

      // On the mentor's screen too, live, with the notice that the booking moved because the
      // mentee accepted (docs/product.md#126-messaging).
      await expect(mentor.getByText('New time accepted.')).toBeVisible();
      await expect(
        mentor.getByText(/^The mentee accepted the proposed time: the session is now on/),
      ).toBeVisible();

      const after = await page.request.get(`/api/bookings/${booking.id}`);
      expect(((await after.json()) as { start: string }).start).toBe(newStart);
    } finally {
      await mentor.context().close();
    }
  });
});

test.describe('messages pages', { tag: '@responsive' }, () => {
  test('messages and Start a Conversation pass axe, list first on a small screen', async ({
    page,
    createUser,
    signIn,
    approvedMentor,
  }) => {
    const mentee = await createUser({}, { stage: 'mentee' });
    await signIn(page, mentee);

    await page.goto('/dashboard/messages');
    await expect(page.getByText('No conversations yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/dashboard/start-conversation`);
    await page.getByLabel('Search people').fill(approvedMentor.last);
    const message = page.getByRole('button', {
      name: `Message ${approvedMentor.first} ${approvedMentor.last}`,
    });
    await expect(message).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await message.click();
    // Nothing exists until the first message is sent (docs/product.md#126-messaging).
    const first = page.getByLabel(
      `Your first message to ${approvedMentor.first} ${approvedMentor.last}`,
    );
    await expect(first).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const none = await page.request.get('/api/conversations');
    expect(((await none.json()) as { items: unknown[] }).items).toEqual([]);
    await first.fill('Hi!');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/dashboard\/messages\?c=/);

    const chat = page.getByRole('region', {
      name: `Conversation with ${approvedMentor.first} ${approvedMentor.last}`,
    });
    await expect(chat).toBeVisible();
    await expect(chat.getByText('Hi!')).toBeVisible();
    await expect(page.getByText('No messages yet')).toHaveCount(0);
    await page.getByPlaceholder('Type Something...').fill('Are you free on Friday?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByText('Are you free on Friday?')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const wide = (page.viewportSize()?.width ?? 1280) >= 1024;
    if (!wide) {
      // Small screens: the chat alone, with a back button to the list.
      await chat.getByRole('button', { name: 'Back to conversations' }).click();
      await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
      await expect(chat).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
