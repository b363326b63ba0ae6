import { withE2eDatabase } from '../support/database.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Ask an Expert (docs/product.md#129-expertfinder): a stuck mentee asks; an approved mentor who
 * opted in as an expert and is online sees the request live (and the alert on the mentor home),
 * accepts it, and both screens land in the same conversation at once. Two browser contexts, axe on
 * the new states. Tagged @responsive: both sides must work at 390 px and at 1280 px.
 */
test.describe('Ask an Expert', { tag: '@responsive' }, () => {
  test('a stuck mentee’s request is accepted by an online expert and both land in the conversation', async ({
    page,
    browser,
    baseURL,
    createUser,
    approvedMentor,
    signIn,
  }, testInfo) => {
    test.setTimeout(120_000);
    // Both projects run at once against one server: names and questions of their own.
    const surname = testInfo.project.name === 'mobile' ? 'Mobile' : 'Desktop';
    const publicName = `Riley ${surname.charAt(0)}.`;
    const mentee = await createUser({ name: `Riley ${surname}` }, { stage: 'mentee' });

    // The expert: opted in (Settings → Expertise) with Career as their niche, page open.
    const expertContext = await browser.newContext({
      baseURL,
      viewport: testInfo.project.use.viewport ?? { width: 1280, height: 800 },
    });
    const expert = await expertContext.newPage();
    await signIn(expert, approvedMentor);
    const settings = await expert.request.get('/api/settings/expertise');
    expect(settings.status(), await settings.text()).toBe(200);
    const saved = await expert.request.put('/api/settings/expertise', {
      data: { ...((await settings.json()) as object), niche: 'career', expertOptIn: true },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await expert.goto('/dashboard_mentor/ask-expert');
    await expect(expert.getByRole('heading', { name: 'Incoming requests' })).toBeVisible();

    // The mentee asks once the expert is online.
    await signIn(page, mentee);
    await expect
      .poll(async () => {
        const mine = (await (await page.request.get('/api/expert-requests/mine')).json()) as {
          expertsOnline: number;
        };
        return mine.expertsOnline;
      })
      .toBeGreaterThanOrEqual(1);
    await page.goto('/dashboard/ask-expert');
    await expect(page.getByRole('heading', { level: 1, name: 'Ask an Expert' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Topic').selectOption('career');
    const question = `I have two offers (${surname}) and cannot decide which team helps me grow.`;
    await page.getByLabel('What do you need help with?').fill(question);
    await expect(page.getByText(`${question.length}/750`)).toBeVisible();
    await page.getByRole('button', { name: 'Ask an expert' }).click();
    await expect(page.getByRole('heading', { name: 'Looking for an expert…' })).toBeVisible();
    await expect(page.getByText(/experts? online/)).toBeVisible();
    await expect(page.getByText(/^Time left: \d+:\d\d$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The expert sees it live, without a reload, with the mentee's public name.
    const item = expert.getByRole('listitem').filter({ hasText: question });
    await expect(item).toBeVisible();
    await expect(item.getByText('Your expertise')).toBeVisible();
    await expect(item.getByText(`From ${publicName}`, { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(expert);

    // The mentor home shows the sound-free alert with the count.
    const home = await expertContext.newPage();
    await home.goto('/dashboard_mentor');
    await expect(home.getByText(/mentees? (is|are) waiting for an expert/)).toBeVisible();
    await expect(home.getByRole('link', { name: 'See the requests' })).toHaveAttribute(
      'href',
      '/dashboard_mentor/ask-expert',
    );
    await home.close();

    await item
      .getByRole('button', { name: `Accept the request of ${publicName} about Career` })
      .click();
    await expect(expert).toHaveURL(/\/dashboard_mentor\/messages\?c=[0-9a-f-]{36}$/);
    const conversationId = new URL(expert.url()).searchParams.get('c');
    await expect(page).toHaveURL(`/dashboard/messages?c=${conversationId}`, { timeout: 20_000 });

    const rows = await withE2eDatabase(
      async (client) =>
        (
          await client.query<{ mentee_id: string; mentor_id: string }>(
            'select mentee_id, mentor_id from conversations where id = $1',
            [conversationId],
          )
        ).rows,
    );
    expect(rows).toEqual([{ mentee_id: mentee.id, mentor_id: approvedMentor.id }]);

    // Back on the page, the mentee sees who accepted and a link to the conversation.
    await page.goto('/dashboard/ask-expert');
    await expect(page.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
      'href',
      `/dashboard/messages?c=${conversationId}`,
    );
    await expertContext.close();
  });
  test('nobody accepted in time: the mentee is told so, leaves it open or books a suggested mentor', async ({
    page,
    browser,
    baseURL,
    createUser,
    approvedMentor,
    signIn,
  }, testInfo) => {
    const surname = testInfo.project.name === 'mobile' ? 'Mobile' : 'Desktop';
    const mentee = await createUser({ name: `Casey ${surname}` }, { stage: 'mentee' });
    await signIn(page, mentee);
    const asked = await page.request.post('/api/expert-requests', {
      data: { topic: 'marketing', description: `Launch plan review (${surname})` },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const { id } = (await asked.json()) as { id: string };
    // Ten minutes pass: the expiry job's effect, written directly.
    await withE2eDatabase((client) =>
      client.query(
        `update expert_requests set status = 'expired', expires_at = now() where id = $1`,
        [id],
      ),
    );
    await page.goto('/dashboard/ask-expert');
    await expect(
      page.getByRole('heading', { name: 'No expert accepted within 10 minutes' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Mentors you could book in Marketing' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Leave it open for offline experts' }).click();
    await expect(
      page.getByRole('heading', { name: 'Left open for offline experts' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A mentor who has not opted in is told how to.
    const mentorContext = await browser.newContext({
      baseURL,
      viewport: testInfo.project.use.viewport ?? { width: 1280, height: 800 },
    });
    const mentor = await mentorContext.newPage();
    await signIn(mentor, approvedMentor);
    await mentor.goto('/dashboard_mentor/ask-expert');
    await expect(
      mentor.getByRole('heading', { name: 'You have not opted in as an expert' }),
    ).toBeVisible();
    await expect(mentor.getByRole('link', { name: 'Open Settings → Expertise' })).toBeVisible();
    await expectNoSeriousA11yViolations(mentor);
    await mentorContext.close();
  });
});
