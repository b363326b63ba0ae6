import {
  buildTestApp,
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
 * A signed-in person changes their password and email (docs/product.md#71-account-api), and
 * no password chosen anywhere may be among the most common (ADR 0004).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const COMMON = {
  message:
    'This password is one of the most commonly used passwords, so it is easy to guess. Please choose a less common one.',
  code: 400,
  type: 'user_password_too_common',
};

const me = (session: string) => t.request('GET', '/api/account', { session });
const canSignIn = async (email: string, password: string) =>
  (await t.request('POST', '/api/account/sessions/email', { body: { email, password } }))
    .statusCode === 201;

async function signedIn(): Promise<{ user: TestUser; session: string }> {
  const user = await makeUser(t, { verified: true });
  return { user, session: await signIn(t, user) };
}

describe('PATCH /api/account/password', () => {
  it('changes the password with the old one, ends the other sessions, keeps this one and mails the account', async () => {
    const { user, session } = await signedIn();
    const other = await signIn(t, user);
    const password = uniquePassword();
    const res = await t.request('PATCH', '/api/account/password', {
      session,
      body: { password, oldPassword: user.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ email: string }>().email).toBe(user.email);

    expect((await me(session)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect(await canSignIn(user.email, user.password)).toBe(false);
    expect(await canSignIn(user.email, password)).toBe(true);

    const mail = await t.waitForMail(
      (m) => m.to.includes(user.email) && m.subject === 'Your Pathwise password was changed',
    );
    expect(mail.text).toContain('every other device was signed out');
    expect(mail.text).toContain('reset your password now and write to us at support@');
    expect(linkTo(mail, '/forgot-password').origin).toBe('http://localhost:3000');
  });

  it('refuses a wrong old password with 401 and changes nothing', async () => {
    const { user, session } = await signedIn();
    const res = await t.request('PATCH', '/api/account/password', {
      session,
      body: { password: uniquePassword(), oldPassword: 'not-the-password' },
    });
    expect(res.json()).toEqual({
      message: 'Your current password is not correct.',
      code: 401,
      type: 'user_invalid_credentials',
    });
    expect(await canSignIn(user.email, user.password)).toBe(true);
  });

  it('refuses a missing old password for an account that has one', async () => {
    const { session } = await signedIn();
    const res = await t.request('PATCH', '/api/account/password', {
      session,
      body: { password: uniquePassword() },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ type: string }>().type).toBe('user_invalid_credentials');
  });

  it('refuses a common password, whatever its case, saying why', async () => {
    const { user, session } = await signedIn();
    for (const password of ['password123', 'Sunshine1', 'QWERTY123']) {
      const res = await t.request('PATCH', '/api/account/password', {
        session,
        body: { password, oldPassword: user.password },
      });
      expect(res.json(), password).toEqual(COMMON);
    }
    expect(await canSignIn(user.email, user.password)).toBe(true);
  });

  it('answers 401 signed out and 400 for a too short password', async () => {
    const out = await t.request('PATCH', '/api/account/password', {
      body: { password: uniquePassword(), oldPassword: 'x' },
    });
    expect(out.statusCode).toBe(401);
    const { user, session } = await signedIn();
    const short = await t.request('PATCH', '/api/account/password', {
      session,
      body: { password: 'short', oldPassword: user.password },
    });
    expect(short.statusCode).toBe(400);
  });
});

describe('a common password is refused at sign-up and reset too', () => {
  it('refuses sign-up with a common password and creates no account', async () => {
    const email = uniqueEmail('common');
    const res = await t.request('POST', '/api/account', {
      body: { email, password: 'iloveyou', name: 'Common Choice' },
    });
    expect(res.json()).toEqual(COMMON);
    expect(await canSignIn(email, 'iloveyou')).toBe(false);
  });

  it('refuses a common password through the reset link', async () => {
    const user = await makeUser(t, { verified: true });
    await t.request('POST', '/api/account/recovery', { body: { email: user.email } });
    const mail = await t.waitForMail(
      (m) => m.to.includes(user.email) && m.subject.startsWith('Reset your'),
    );
    const link = linkTo(mail, '/reset-password');
    const res = await t.request('PUT', '/api/account/recovery', {
      body: {
        userId: link.searchParams.get('userId'),
        secret: link.searchParams.get('secret'),
        password: 'football',
      },
    });
    expect(res.json()).toEqual(COMMON);
  });
});

describe('changing the email', () => {
  const isConfirmTo = (email: string) => (m: { to: string[]; subject: string }) =>
    m.to.includes(email) && m.subject === 'Confirm your new email for Pathwise';
  const isNoticeTo = (email: string) => (m: { to: string[]; subject: string }) =>
    m.to.includes(email) && m.subject === 'Your Pathwise email is being changed';
  const linkValues = (link: URL) => ({
    userId: link.searchParams.get('userId'),
    secret: link.searchParams.get('secret'),
  });

  it('applies only once the new address confirms; the old address is told and signing in uses the new one', async () => {
    const { user, session } = await signedIn();
    const next = uniqueEmail('moved');
    const res = await t.request('PATCH', '/api/account/email', {
      session,
      body: { email: `  ${next.toUpperCase()} `, password: user.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ email: string }>().email).toBe(next);
    // Nothing changed yet.
    expect((await me(session)).json<{ email: string }>().email).toBe(user.email);

    const notice = await t.waitForMail(isNoticeTo(user.email));
    expect(notice.text).toContain(next);
    expect(notice.text).toContain('72 hours');
    const confirm = linkTo(await t.waitForMail(isConfirmTo(next)), '/account/email');
    const done = await t.request('PUT', '/api/account/email', { body: linkValues(confirm) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ email: string }>().email).toBe(next);

    expect((await me(session)).json<{ email: string }>().email).toBe(next);
    expect(await canSignIn(next, user.password)).toBe(true);
    expect(await canSignIn(user.email, user.password)).toBe(false);
    // The link works once.
    const again = await t.request('PUT', '/api/account/email', { body: linkValues(confirm) });
    expect(again.json<{ type: string }>().type).toBe('user_invalid_token');
  });

  it('undo from the old address within 72 hours restores it and signs every device out', async () => {
    const { user, session } = await signedIn();
    const next = uniqueEmail('hijack');
    await t.request('PATCH', '/api/account/email', {
      session,
      body: { email: next, password: user.password },
    });
    const confirm = linkTo(await t.waitForMail(isConfirmTo(next)), '/account/email');
    await t.request('PUT', '/api/account/email', { body: linkValues(confirm) });
    const undo = linkTo(await t.waitForMail(isNoticeTo(user.email)), '/account/email/undo');

    const res = await t.request('PUT', '/api/account/email/undo', { body: linkValues(undo) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ email: string }>().email).toBe(user.email);
    expect((await me(session)).statusCode).toBe(401);
    expect(await canSignIn(user.email, user.password)).toBe(true);
    expect(await canSignIn(next, user.password)).toBe(false);
  });

  it('undo before the confirmation cancels the pending change', async () => {
    const { user, session } = await signedIn();
    const next = uniqueEmail('pending');
    await t.request('PATCH', '/api/account/email', {
      session,
      body: { email: next, password: user.password },
    });
    const confirm = linkTo(await t.waitForMail(isConfirmTo(next)), '/account/email');
    const undo = linkTo(await t.waitForMail(isNoticeTo(user.email)), '/account/email/undo');
    expect(
      (await t.request('PUT', '/api/account/email/undo', { body: linkValues(undo) })).statusCode,
    ).toBe(200);
    const late = await t.request('PUT', '/api/account/email', { body: linkValues(confirm) });
    expect(late.json<{ type: string }>().type).toBe('user_invalid_token');
    expect(await canSignIn(user.email, user.password)).toBe(true);
  });

  it('refuses a wrong password, the current address and an address another account uses', async () => {
    const { user, session } = await signedIn();
    const other = await makeUser(t, { verified: true });
    const wrong = await t.request('PATCH', '/api/account/email', {
      session,
      body: { email: uniqueEmail('x'), password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    const same = await t.request('PATCH', '/api/account/email', {
      session,
      body: { email: user.email, password: user.password },
    });
    expect(same.json()).toEqual({
      message: 'This is already your email address.',
      code: 400,
      type: 'general_argument_invalid',
    });
    const taken = await t.request('PATCH', '/api/account/email', {
      session,
      body: { email: other.email, password: user.password },
    });
    expect(taken.json()).toEqual({
      message: 'Another account already uses this email address.',
      code: 409,
      type: 'user_already_exists',
    });
  });

  it('refuses a wrong or forged link secret with 401', async () => {
    const { user } = await signedIn();
    const res = await t.request('PUT', '/api/account/email', {
      body: { userId: user.id, secret: 'f'.repeat(64) },
    });
    expect(res.json()).toEqual({
      message: 'Invalid token passed in the request.',
      code: 401,
      type: 'user_invalid_token',
    });
  });
});

describe('an account without a password (made through Google or LinkedIn)', () => {
  async function providerOnly() {
    const { user, session } = await signedIn();
    await t.database.pool.query('update users set password_hash = null where id = $1', [user.id]);
    return { user, session };
  }

  it('sets a first password without an old one in a session opened within 10 minutes', async () => {
    const { user, session } = await providerOnly();
    const password = uniquePassword();
    const res = await t.request('PATCH', '/api/account/password', { session, body: { password } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await canSignIn(user.email, password)).toBe(true);
  });

  it('asks to sign in again when the session is older than 10 minutes', async () => {
    const { user, session } = await providerOnly();
    await t.database.pool.query(
      "update sessions set created_at = now() - interval '11 minutes' where user_id = $1",
      [user.id],
    );
    const res = await t.request('PATCH', '/api/account/password', {
      session,
      body: { password: uniquePassword() },
    });
    expect(res.json()).toEqual({
      message: 'For your safety, please sign in again, then make this change within 10 minutes.',
      code: 403,
      type: 'user_reauthentication_required',
    });
  });
});
