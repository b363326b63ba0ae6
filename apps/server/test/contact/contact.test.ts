import {
  buildTestApp,
  TEST_APP_URL,
  type CaughtMail,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `POST /api/contact` (docs/product.md#26-contact "/contact", §5; docs/product.md#115-contact-form: the message is
 * stored and mailed to SUPPORT_EMAIL through the job queue; success only when stored).
 * Real PostgreSQL, real SMTP catcher.
 */

const SUPPORT = 'help-desk@pathwise.test';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SUPPORT_EMAIL: SUPPORT, RATE_LIMIT_CONTACT_PER_HOUR: '3' } });
});
afterAll(async () => {
  await t?.close();
});

let ipCounter = 1;
/** A client address no other test uses: the limit counts per address. */
const newIp = () => `198.51.100.${ipCounter++}`;

let n = 0;
/** A valid message with a unique subject, so each test finds its own mail. */
function message(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada-${n}-${Date.now()}@example.com`,
    subject: `Question about mentor vetting #${n}-${Date.now()}`,
    message: 'Hello,\nhow long does the review of a mentor application take?\n\nThanks, Ada',
    ...overrides,
  };
}

const send = (body: unknown, ip = newIp()) => t.request('POST', '/api/contact', { body, ip });

const contactRows = async (subject: string) =>
  (
    await t.db.query<{
      first_name: string;
      last_name: string;
      email: string;
      subject: string;
      message: string;
    }>(
      'select first_name, last_name, email, subject, message from contact_messages where subject = $1',
      [subject],
    )
  ).rows;

const isContactMail = (subject: string) => (m: CaughtMail) => m.subject.endsWith(subject);

describe('a valid message', () => {
  it('is stored, answered 201 and mailed to SUPPORT_EMAIL with Reply-To set to the sender', async () => {
    const body = message({ firstName: '  Ada ', email: ' Ada.Lovelace@Example.com ' });
    const res = await send(body);
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json<{ id: string; createdAt: string }>();
    expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(receipt.createdAt))).toBe(false);

    expect(await contactRows(body.subject)).toEqual([
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'Ada.Lovelace@Example.com',
        subject: body.subject,
        message: body.message,
      },
    ]);

    const mail = await t.waitForMail(isContactMail(body.subject));
    expect(mail.to).toEqual([SUPPORT]);
    // Nodemailer writes the domain in lower case (domains are case-insensitive).
    expect(mail.replyTo).toBe('Ada.Lovelace@example.com');
    expect(mail.subject).toBe(`[Pathwise contact] ${body.subject}`);
    expect(mail.text).toContain('From: Ada Lovelace <Ada.Lovelace@Example.com>');
    expect(mail.text).toContain(body.message);
    expect(mail.text).toContain(`Reference: ${receipt.id}`);
    expect(mail.html).toContain('how long does the review of a mentor application take?');
  });

  it('is escaped in the HTML part of the mail', async () => {
    const body = message({
      firstName: '<b>Eve</b>',
      message: '<script>alert("x")</script> & <img src=x onerror=alert(1)>',
    });
    expect((await send(body)).statusCode).toBe(201);
    const mail = await t.waitForMail(isContactMail(body.subject));
    expect(mail.html).not.toMatch(/<script|<img|<b>Eve/i);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.text).toContain(body.message); // plain text stays as typed
  });

  it('keeps a message of exactly the longest lengths', async () => {
    const body = message({
      firstName: 'F'.repeat(80),
      lastName: 'L'.repeat(80),
      message: 'm'.repeat(5000),
    });
    body.subject = `${body.subject} ${'s'.repeat(200 - body.subject.length - 1)}`;
    expect(body.subject).toHaveLength(200);
    const res = await send(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(await contactRows(body.subject)).toHaveLength(1);
  });
});

describe('validation', () => {
  const expectInvalid = async (body: unknown, messageText: string) => {
    const res = await send(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      message: messageText,
      code: 400,
      type: 'general_argument_invalid',
    });
  };

  it.each(['firstName', 'lastName', 'email', 'subject', 'message'])(
    'names a missing %s',
    async (field) => {
      const body: Record<string, unknown> = message();
      delete body[field];
      await expectInvalid(body, `Missing required parameter: "${field}"`);
      expect(await contactRows(body.subject as string)).toEqual([]);
    },
  );

  it.each([
    ['firstName', '   ', 'Please enter your first name.'],
    ['lastName', '', 'Please enter your last name.'],
    ['email', '', 'Please enter your email address.'],
    ['subject', ' ', 'Please enter a subject.'],
    ['message', '\n \n', 'Please enter your message.'],
  ])('refuses a blank %s', async (field, value, text) => {
    await expectInvalid(message({ [field]: value }), `Invalid \`${field}\` param: ${text}`);
  });

  it.each([
    ['firstName', 'F'.repeat(81), 'First name must be at most 80 characters long.'],
    ['lastName', 'L'.repeat(81), 'Last name must be at most 80 characters long.'],
    ['subject', 's'.repeat(201), 'Subject must be at most 200 characters long.'],
    ['message', 'm'.repeat(5001), 'Message must be at most 5,000 characters long.'],
  ])('refuses a %s that is too long', async (field, value, text) => {
    await expectInvalid(message({ [field]: value }), `Invalid \`${field}\` param: ${text}`);
  });

  it.each(['not-an-email', 'ada@', 'ada example.com'])('refuses the email %j', async (email) => {
    await expectInvalid(
      message({ email }),
      'Invalid `email` param: Please enter a valid email address.',
    );
  });

  it('refuses a line break in the subject (it becomes a mail header)', async () => {
    await expectInvalid(
      message({ subject: 'Hello\r\nBcc: victim@example.com' }),
      'Invalid `subject` param: Subject must be on one line.',
    );
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.request('POST', '/api/contact', {
      body: 'firstName=Ada',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('the honeypot', () => {
  it('answers 201 as usual but stores and mails nothing', async () => {
    const body = message({ website: 'https://spam.example' });
    const res = await send(body);
    expect(res.statusCode).toBe(201);
    const receipt = res.json<{ id: string; createdAt: string }>();
    expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(receipt.createdAt))).toBe(false);
    expect(await contactRows(body.subject)).toEqual([]);

    // A real message sent after it arrives; the honeypot's never does.
    const real = message();
    expect((await send(real)).statusCode).toBe(201);
    await t.waitForMail(isContactMail(real.subject));
    const jobs = await t.db.query(
      `select 1 from pgboss.job where name = 'mail' and data->>'subject' like $1`,
      [`%${body.subject}`],
    );
    expect(jobs.rowCount).toBe(0);
    expect(t.catcher!.mails.some(isContactMail(body.subject))).toBe(false);
  });

  it('ignores an empty honeypot', async () => {
    const body = message({ website: '' });
    expect((await send(body)).statusCode).toBe(201);
    expect(await contactRows(body.subject)).toHaveLength(1);
  });
});

describe('rate limit', () => {
  it('allows RATE_LIMIT_CONTACT_PER_HOUR messages per address, then 429 with Retry-After', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await send(message(), ip)).statusCode).toBe(201);
    const refused = message();
    const res = await send(refused, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ type: 'general_rate_limit_exceeded', code: 429 });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await contactRows(refused.subject)).toEqual([]);
    // Another address is not affected.
    expect((await send(message())).statusCode).toBe(201);
  });
});

describe('origin', () => {
  it('refuses a browser request from a foreign page', async () => {
    const res = await t.request('POST', '/api/contact', {
      body: message(),
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ type: 'general_unknown_origin' });
  });

  it('accepts the app’s own origin without a session', async () => {
    const res = await t.request('POST', '/api/contact', {
      body: message(),
      headers: { origin: TEST_APP_URL },
      ip: newIp(),
    });
    expect(res.statusCode).toBe(201);
  });
});
