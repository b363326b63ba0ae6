import { PASSWORD_LENGTH_MESSAGE } from '@pathwise/contracts';
import {
  buildTestApp,
  isRecoveryMailTo,
  linkTo,
  makeUser,
  signIn,
  uniqueEmail,
  uniquePassword,
  type TestApp,
  type TestUser,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Password recovery: `POST` mails a link, `PUT` sets the new password
 * (docs/product.md#71-account-api).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const INVALID_TOKEN = {
  message: 'Invalid token passed in the request.',
  code: 401,
  type: 'user_invalid_token',
};

/** Ask for a reset and return the link of the n-th reset mail to `user` (1-based). */
async function requestReset(user: TestUser, nth = 1): Promise<URL> {
  const res = await t.request('POST', '/api/account/recovery', { body: { email: user.email } });
  expect(res.statusCode, res.body).toBe(201);
  const mails = await t.waitForMails(isRecoveryMailTo(user.email), nth);
  return linkTo(mails[nth - 1]!, '/reset-password');
}

const reset = (link: URL, password: string) =>
  t.request('PUT', '/api/account/recovery', {
    body: {
      userId: link.searchParams.get('userId'),
      secret: link.searchParams.get('secret'),
      password,
    },
  });

const canSignIn = async (email: string, password: string) =>
  (await t.request('POST', '/api/account/sessions/email', { body: { email, password } }))
    .statusCode === 201;

describe('POST /api/account/recovery', () => {
  it('mails a /reset-password link that lasts 1 hour', async () => {
    const user = await makeUser(t, { verified: true, name: 'Rita Reset' });
    const res = await t.request('POST', '/api/account/recovery', {
      body: { email: `  ${user.email.toUpperCase()} ` },
    });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json<object>())).toEqual(['expiresAt']);
    expect(res.body).not.toMatch(/secret/i);

    const mail = await t.waitForMail(isRecoveryMailTo(user.email));
    expect(mail.subject).toBe('Reset your Pathwise password');
    const link = linkTo(mail, '/reset-password');
    expect(link.href).toBe(
      `http://localhost:3000/reset-password?userId=${user.id}&secret=${link.searchParams.get('secret')}`,
    );
    for (const part of [mail.text, mail.html]) {
      // A security mail greets without the typed name.
      expect(part).toContain('Hi,');
      expect(part).not.toContain('Rita Reset');
      expect(part).toContain('1 hour');
    }
  });

  it('answers 404 user_not_found for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await t.request('POST', '/api/account/recovery', { body: { email } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'User with the requested ID could not be found.',
      code: 404,
      type: 'user_not_found',
    });
    expect(t.catcher!.mails.filter((m) => m.to.includes(email))).toHaveLength(0);
  });
});

describe('PUT /api/account/recovery', () => {
  it('sets the new password once: the old one stops working, the new one works', async () => {
    const user = await makeUser(t, { verified: true });
    const link = await requestReset(user);
    const newPassword = uniquePassword();

    const res = await reset(link, newPassword);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: user.id });

    expect(await canSignIn(user.email, user.password)).toBe(false);
    expect(await canSignIn(user.email, newPassword)).toBe(true);

    const again = await reset(link, uniquePassword());
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(INVALID_TOKEN);
    expect(await canSignIn(user.email, newPassword)).toBe(true);
  });

  it('ends every session of the account', async () => {
    const user = await makeUser(t, { verified: true });
    const laptop = await signIn(t, user);
    const phone = await signIn(t, user);
    const link = await requestReset(user);

    expect((await reset(link, uniquePassword())).statusCode).toBe(200);
    for (const session of [laptop, phone]) {
      const res = await t.request('GET', '/api/account', { session });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses an expired link and keeps the old password', async () => {
    const user = await makeUser(t, { verified: true });
    const link = await requestReset(user);
    await t.db.query(
      `update account_tokens set expires_at = now() - interval '1 second'
       where user_id = $1 and kind = 'recovery'`,
      [user.id],
    );
    const res = await reset(link, uniquePassword());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_TOKEN);
    expect(await canSignIn(user.email, user.password)).toBe(true);
  });

  it('refuses a wrong secret', async () => {
    const user = await makeUser(t, { verified: true });
    await requestReset(user);
    const res = await t.request('PUT', '/api/account/recovery', {
      body: { userId: user.id, secret: '0'.repeat(64), password: uniquePassword() },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_TOKEN);
  });

  it('does not accept the verification link as a reset link', async () => {
    const user = await makeUser(t);
    const res = await reset(user.verificationLink, uniquePassword());
    expect(res.statusCode).toBe(401);
  });

  it('applies the password rules without using up the link', async () => {
    const user = await makeUser(t, { verified: true });
    const link = await requestReset(user);
    for (const password of ['x'.repeat(7), 'x'.repeat(257)]) {
      const res = await reset(link, password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: `Invalid \`password\` param: ${PASSWORD_LENGTH_MESSAGE}`,
        code: 400,
        type: 'general_argument_invalid',
      });
    }
    const good = 'z'.repeat(8);
    expect((await reset(link, good)).statusCode).toBe(200);
    expect(await canSignIn(user.email, good)).toBe(true);
  });

  it('makes an older reset link useless once a newer one was used', async () => {
    const user = await makeUser(t, { verified: true });
    const older = await requestReset(user, 1);
    const newer = await requestReset(user, 2);
    expect((await reset(newer, uniquePassword())).statusCode).toBe(200);
    expect((await reset(older, uniquePassword())).statusCode).toBe(401);
  });

  it('verifies the email of an unverified account: the mailbox is proven', async () => {
    const user = await makeUser(t);
    const link = await requestReset(user);
    const password = uniquePassword();
    expect((await reset(link, password)).statusCode).toBe(200);
    const session = await signIn(t, { email: user.email, password });
    const account = await t.request('GET', '/api/account', { session });
    expect(account.json()).toMatchObject({ emailVerification: true });
  });
});
