import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { uniqueSuffix } from '@pathwise/server/makers';
import { expect, test } from '../support/fixtures.ts';

/**
 * /contact (docs/product.md#26-contact "/contact", §4, §8; docs/product.md#115-contact-form: the message is stored and
 * mailed to SUPPORT_EMAIL through the job queue; success only when stored, a clear error
 * otherwise). The e2e server runs with the default SUPPORT_EMAIL.
 */

const SUPPORT_EMAIL = 'support@pathwise.local';

function contactForm(page: Page) {
  return {
    firstName: page.getByLabel('First name'),
    lastName: page.getByLabel('Last name'),
    email: page.getByLabel('Email', { exact: true }),
    subject: page.getByLabel('Subject'),
    message: page.getByLabel('Message'),
    send: page.getByRole('button', { name: 'Send Message' }),
  };
}

async function fill(
  page: Page,
  values: Record<'firstName' | 'lastName' | 'email' | 'subject' | 'message', string>,
) {
  const form = contactForm(page);
  for (const [field, value] of Object.entries(values)) {
    await form[field as keyof typeof values].fill(value);
  }
}

test.describe('contact', () => {
  test('a message reaches support and the success panel shows, then an empty form', async ({
    page,
    mailbox,
  }) => {
    const subject = `Mentor vetting question ${uniqueSuffix()}`;
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: new RegExp(SUPPORT_EMAIL) })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    await fill(page, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.hopper@example.com',
      subject,
      message: 'Hello,\nhow long does the review of a mentor application take?',
    });
    await contactForm(page).send.click();

    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
    await expect(
      page.getByText(
        "Thank you for reaching out to us. We've received your message and our team will get back to you within 24 hours.",
      ),
    ).toBeVisible();

    const mail = await mailbox.waitFor(SUPPORT_EMAIL, new RegExp(`${subject}$`));
    expect(mail.subject).toBe(`[Pathwise contact] ${subject}`);
    // Support answers the sender by replying.
    expect(mail.replyTo).toBe('grace.hopper@example.com');
    expect(mail.text).toContain('From: Grace Hopper <grace.hopper@example.com>');
    expect(mail.text).toContain('how long does the review of a mentor application take?');
    expect(mail.text).toContain('Reply to this email to answer Grace directly.');

    // After 4 seconds the panel gives way to the form again, cleared.
    const form = contactForm(page);
    await expect(form.firstName).toBeVisible({ timeout: 8000 });
    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toHaveCount(0);
    for (const field of [form.firstName, form.lastName, form.email, form.subject, form.message])
      await expect(field).toHaveValue('');
  });

  test('a failed request keeps what was typed and says so; sending again works', async ({
    page,
    mailbox,
  }) => {
    const subject = `Offline question ${uniqueSuffix()}`;
    await page.goto('/contact');
    await fill(page, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      subject,
      message: 'Typed while the network was down.',
    });
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    const form = contactForm(page);
    await form.send.click();

    await expect(page.getByRole('alert')).toHaveText(
      'We could not send your message. Please try again.',
    );
    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toHaveCount(0);
    await expect(form.firstName).toHaveValue('Ada');
    await expect(form.subject).toHaveValue(subject);
    await expect(form.message).toHaveValue('Typed while the network was down.');
    await expect(form.send).toBeEnabled();

    await page.unroute('**/api/contact');
    await form.send.click();
    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
    await mailbox.waitFor(SUPPORT_EMAIL, new RegExp(`${subject}$`));
  });

  test('empty fields are named and nothing is sent', async ({ page }) => {
    let sent = false;
    await page.route('**/api/contact', async (route) => {
      sent = true;
      await route.continue();
    });
    await page.goto('/contact');
    await contactForm(page).send.click();
    await expect(page.getByText('Please enter your first name.')).toBeVisible();
    await expect(page.getByText('Please enter your message.')).toBeVisible();
    await expect(contactForm(page).firstName).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
  });
});

test.describe('contact accessibility', { tag: '@responsive' }, () => {
  test('/contact has no serious axe violation', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Get in touch' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(SUPPORT_EMAIL) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
