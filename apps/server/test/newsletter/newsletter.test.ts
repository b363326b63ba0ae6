import {
  buildTestApp,
  linkTo,
  startSmtpCatcher,
  TEST_APP_URL,
  uniqueEmail,
  type CaughtMail,
  type SmtpCatcher,
  type TestApp,
  waitForEmptyMailQueue,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The newsletter: double opt-in with a single-use
 * confirmation link that lasts 7 days, no duplicates, and a one-click unsubscribe in every
 * mail (a visible link plus RFC 8058 headers). Mail is read after SMTP, headers included.
 */

let catcher: SmtpCatcher;
let t: TestApp;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await buildTestApp({ mail: catcher, env: { RATE_LIMIT_NEWSLETTER_PER_HOUR: '3' } });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

let ipCounter = 1;
const newIp = () => `192.0.2.${ipCounter++}`;

const subscribe = (email: string, ip = newIp()) =>
  t.request('POST', '/api/newsletter', { body: { email }, ip });
const confirm = (token: string | null) =>
  t.request('POST', '/api/newsletter/confirm', { body: { token } });
const unsubscribe = (token: string | null) =>
  t.request('POST', '/api/newsletter/unsubscribe', { body: { token } });

const isConfirmation = (email: string) => (m: CaughtMail) =>
  m.to.includes(email) && m.subject === 'Confirm your subscription to the Pathwise newsletter';
const isWelcome = (email: string) => (m: CaughtMail) =>
  m.to.includes(email) && m.subject === 'Welcome to the Pathwise newsletter';
const mailsTo = (email: string) => catcher.mails.filter((m) => m.to.includes(email));

const subscriberOf = async (email: string) =>
  (
    await t.db.query<{ status: string; confirmed_at: Date | null; unsubscribed_at: Date | null }>(
      'select status, confirmed_at, unsubscribed_at from newsletter_subscribers where email = $1',
      [email],
    )
  ).rows;

/** Before checking that a mail did not come: every mail enqueued has been delivered. */
const settle = () => waitForEmptyMailQueue(t.db);

/**
 * What every newsletter mail must carry: a visible unsubscribe link to the web page, and the
 * RFC 8058 headers pointing at the API with the same token.
 */
function expectUnsubscribeParts(mail: CaughtMail): string {
  const link = linkTo(mail, '/newsletter/unsubscribe');
  expect(link.origin).toBe(TEST_APP_URL);
  const token = link.searchParams.get('token')!;
  expect(token).toMatch(/^[0-9a-f]{64}$/);
  expect(mail.headers['list-unsubscribe']).toBe(
    `<${TEST_APP_URL}/api/newsletter/unsubscribe?token=${token}>`,
  );
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  return token;
}

/** Subscribe `email` and return the confirmation mail's token and unsubscribe token. */
async function subscribed(email: string, nth = 1) {
  const res = await subscribe(email);
  expect(res.statusCode, res.body).toBe(201);
  const [mail] = (await catcher.waitForMails(isConfirmation(email), nth)).slice(nth - 1);
  const link = linkTo(mail!, '/newsletter/confirm');
  expect(link.origin).toBe(TEST_APP_URL);
  return {
    token: link.searchParams.get('token')!,
    unsubscribeToken: expectUnsubscribeParts(mail!),
  };
}

describe('subscribing', () => {
  it('mails a confirmation link and keeps the address pending until it is opened', async () => {
    const email = uniqueEmail('reader');
    const res = await subscribe(`  ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email });

    const mail = await catcher.waitForMail(isConfirmation(email));
    expect(mail.text).toContain('This link works once and expires in 7 days.');
    expect(linkTo(mail, '/newsletter/confirm').searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
    expectUnsubscribeParts(mail);
    expect(await subscriberOf(email)).toEqual([
      { status: 'pending', confirmed_at: null, unsubscribed_at: null },
    ]);
    // Only the hash of the token is stored.
    const token = linkTo(mail, '/newsletter/confirm').searchParams.get('token')!;
    const { rowCount } = await t.db.query(
      'select 1 from newsletter_subscribers where confirm_token_hash = $1',
      [token],
    );
    expect(rowCount).toBe(0);
  });

  it('refuses an address that is not one', async () => {
    const res = await subscribe('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Invalid `email` param: Please enter a valid email address.',
      code: 400,
      type: 'general_argument_invalid',
    });
    const missing = await t.request('POST', '/api/newsletter', { body: {} });
    expect(missing.json()).toMatchObject({ message: 'Missing required parameter: "email"' });
  });
});

describe('confirming', () => {
  it('confirms once, sends a welcome mail with an unsubscribe link, and refuses the link again', async () => {
    const email = uniqueEmail('confirm');
    const { token } = await subscribed(email);

    const res = await confirm(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'confirmed' });
    const [row] = await subscriberOf(email);
    expect(row!.status).toBe('confirmed');
    expect(row!.confirmed_at).toBeInstanceOf(Date);

    const welcome = await catcher.waitForMail(isWelcome(email));
    expect(linkTo(welcome, '/resources').origin).toBe(TEST_APP_URL);
    expectUnsubscribeParts(welcome);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This confirmation link is invalid, already used or expired.',
      code: 400,
      type: 'newsletter_invalid_token',
    });
    await settle();
    expect(mailsTo(email).filter(isWelcome(email))).toHaveLength(1);
  });

  it('refuses an expired link, and a new subscription sends a new one that works', async () => {
    const email = uniqueEmail('expired');
    const { token } = await subscribed(email);
    await t.db.query(
      `update newsletter_subscribers set confirm_expires_at = now() - interval '1 second'
       where email = $1`,
      [email],
    );
    expect((await confirm(token)).json()).toMatchObject({ type: 'newsletter_invalid_token' });
    expect((await subscriberOf(email))[0]!.status).toBe('pending');

    const fresh = await subscribed(email, 2);
    expect(fresh.token).not.toBe(token);
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await confirm(fresh.token)).statusCode).toBe(200);
  });

  it('lasts 7 days', async () => {
    const email = uniqueEmail('week');
    await subscribed(email);
    const { rows } = await t.db.query<{ days: string }>(
      `select round(extract(epoch from confirm_expires_at - now()) / 86400) as days
       from newsletter_subscribers where email = $1`,
      [email],
    );
    expect(Number(rows[0]!.days)).toBe(7);
  });

  it('refuses an unknown or missing token', async () => {
    expect((await confirm('f'.repeat(64))).json()).toMatchObject({
      type: 'newsletter_invalid_token',
    });
    const missing = await t.request('POST', '/api/newsletter/confirm', { body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Missing required parameter: "token"' });
  });
});

describe('subscribing again', () => {
  it('with a confirmed address: the same answer, no mail, still one row', async () => {
    const email = uniqueEmail('twice');
    await confirm((await subscribed(email)).token);
    await catcher.waitForMail(isWelcome(email));
    const before = mailsTo(email).length;

    const res = await subscribe(email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email });
    await settle();
    expect(mailsTo(email)).toHaveLength(before);
    expect(await subscriberOf(email)).toHaveLength(1);
    expect((await subscriberOf(email))[0]!.status).toBe('confirmed');
  });

  it('while pending: a new link replaces the old one, still one row', async () => {
    const email = uniqueEmail('pending');
    const first = await subscribed(email);
    const second = await subscribed(email, 2);
    expect((await confirm(first.token)).statusCode).toBe(400);
    expect((await confirm(second.token)).statusCode).toBe(200);
    expect(await subscriberOf(email)).toHaveLength(1);
  });
});

describe('unsubscribing', () => {
  it('with the link of the welcome mail', async () => {
    const email = uniqueEmail('leaver');
    await confirm((await subscribed(email)).token);
    const token = expectUnsubscribeParts(await catcher.waitForMail(isWelcome(email)));

    const res = await unsubscribe(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'unsubscribed' });
    const [row] = await subscriberOf(email);
    expect(row!.status).toBe('unsubscribed');
    const first = row!.unsubscribed_at;
    expect(first).toBeInstanceOf(Date);

    // Opening the link again is harmless and keeps the first time.
    expect((await unsubscribe(token)).statusCode).toBe(200);
    expect((await subscriberOf(email))[0]!.unsubscribed_at).toEqual(first);
  });

  it('with the confirmation mail’s link, which also keeps working after the welcome mail', async () => {
    const email = uniqueEmail('early');
    const { token, unsubscribeToken } = await subscribed(email);
    await confirm(token);
    await catcher.waitForMail(isWelcome(email));
    expect((await unsubscribe(unsubscribeToken)).statusCode).toBe(200);
    expect((await subscriberOf(email))[0]!.status).toBe('unsubscribed');
  });

  it('in one click, as a mail client POSTs to the List-Unsubscribe URL (RFC 8058)', async () => {
    const email = uniqueEmail('oneclick');
    await confirm((await subscribed(email)).token);
    const welcome = await catcher.waitForMail(isWelcome(email));
    const url = new URL(welcome.headers['list-unsubscribe']!.slice(1, -1));

    const res = await t.request('POST', `${url.pathname}${url.search}`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await subscriberOf(email))[0]!.status).toBe('unsubscribed');
  });

  it('accepts a multipart one-click POST too', async () => {
    const email = uniqueEmail('multipart');
    const { unsubscribeToken } = await subscribed(email);
    const boundary = 'pathwise-boundary';
    const res = await t.request('POST', `/api/newsletter/unsubscribe?token=${unsubscribeToken}`, {
      body: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await subscriberOf(email))[0]!.status).toBe('unsubscribed');
  });

  it('ends a pending subscription: its confirmation link no longer confirms', async () => {
    const email = uniqueEmail('cancel');
    const { token, unsubscribeToken } = await subscribed(email);
    expect((await unsubscribe(unsubscribeToken)).statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await subscriberOf(email))[0]!.status).toBe('unsubscribed');
  });

  it('then subscribing again needs a new confirmation', async () => {
    const email = uniqueEmail('back');
    const first = await subscribed(email);
    await confirm(first.token);
    await unsubscribe(first.unsubscribeToken);

    const again = await subscribed(email, 2);
    const [row] = await subscriberOf(email);
    expect(row!.status).toBe('pending');
    expect(row!.unsubscribed_at).toBeNull();
    expect(row!.confirmed_at).toBeInstanceOf(Date); // the first confirmation is remembered
    expect((await confirm(again.token)).statusCode).toBe(200);
    expect((await subscriberOf(email))[0]!.status).toBe('confirmed');
  });

  it('refuses an unknown or missing token', async () => {
    const res = await unsubscribe('0'.repeat(64));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'This unsubscribe link is invalid.',
      code: 400,
      type: 'newsletter_invalid_token',
    });
    const missing = await t.request('POST', '/api/newsletter/unsubscribe', { body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Missing required parameter: "token"' });
  });
});

describe('rate limits', () => {
  it('per client address: RATE_LIMIT_NEWSLETTER_PER_HOUR sign-ups, then 429', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++)
      expect((await subscribe(uniqueEmail('ip'), ip)).statusCode).toBe(201);
    const res = await subscribe(uniqueEmail('ip'), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ type: 'general_rate_limit_exceeded' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('per email address, from whatever client addresses', async () => {
    const email = uniqueEmail('target');
    for (let i = 0; i < 3; i++) expect((await subscribe(email)).statusCode).toBe(201);
    expect((await subscribe(email)).statusCode).toBe(429);
    await catcher.waitForMails(isConfirmation(email), 3);
    await settle();
    expect(mailsTo(email)).toHaveLength(3);
  });
});
