import {
  buildTestApp,
  isVerificationMailTo,
  linkTo,
  makeUser,
  signIn,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * An unverified account reaches its own account, resending the verification mail and
 * signing out, nothing else (docs/decisions/0003-unverified-accounts.md; docs/product.md#11-fix
 * "Fix": the server enforces verification).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('an unverified account', () => {
  it('can read its own account', async () => {
    const user = await makeUser(t, { name: 'Una Verified' });
    const session = await signIn(t, user);
    const res = await t.request('GET', '/api/account', { session });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      email: user.email,
      name: 'Una Verified',
      emailVerification: false,
    });
  });

  it('can ask for a new verification mail, whose link verifies the account', async () => {
    const user = await makeUser(t);
    const session = await signIn(t, user);
    const res = await t.request('POST', '/api/account/verification', {
      session,
      body: {},
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userId: user.id });

    const [, second] = await t.waitForMails(isVerificationMailTo(user.email), 2);
    const link = linkTo(second!, '/login');
    expect(link.searchParams.get('userId')).toBe(user.id);
    expect(link.searchParams.get('secret')).not.toBe(
      user.verificationLink.searchParams.get('secret'),
    );
    expect(second!.text).toContain('24 hours');

    const verify = await t.request('PUT', '/api/account/verification', {
      body: { userId: user.id, secret: link.searchParams.get('secret') },
    });
    expect(verify.statusCode).toBe(200);
    const account = await t.request('GET', '/api/account', { session });
    expect(account.json()).toMatchObject({ emailVerification: true });
  });

  it('gets a link to the page it names, if that page is on our origin', async () => {
    const user = await makeUser(t);
    const session = await signIn(t, user);
    const ours = await t.request('POST', '/api/account/verification', {
      session,
      body: { url: 'http://localhost:3000/login?from=resend' },
    });
    expect(ours.statusCode).toBe(201);
    const [, mail] = await t.waitForMails(isVerificationMailTo(user.email), 2);
    const link = linkTo(mail!, '/login');
    expect(link.searchParams.get('from')).toBe('resend');
    expect(link.searchParams.get('userId')).toBe(user.id);

    // A foreign host would receive the secret: refused.
    const foreign = await t.request('POST', '/api/account/verification', {
      session,
      body: { url: 'https://evil.example/login' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 400, type: 'general_argument_invalid' });
  });

  it('is refused the onboarding data with 403 user_email_not_verified', async () => {
    const user = await makeUser(t);
    const session = await signIn(t, user);
    const res = await t.request('GET', '/api/onboarding/getTempData', { session });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Please verify your email before logging in...',
      code: 403,
      type: 'user_email_not_verified',
    });
  });

  it('can sign out', async () => {
    const user = await makeUser(t);
    const session = await signIn(t, user);
    const res = await t.request('DELETE', '/api/account/sessions/current', { session });
    expect(res.statusCode).toBe(204);
    expect((await t.request('GET', '/api/account', { session })).statusCode).toBe(401);
  });
});

describe('a verified account', () => {
  it('gets its name from the onboarding data', async () => {
    const user = await makeUser(t, { verified: true, name: 'Vera Fied' });
    const session = await signIn(t, user);
    const res = await t.request('GET', '/api/onboarding/getTempData', { session });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Vera Fied' });
  });

  it('is told it is already verified when asking for another verification mail', async () => {
    const user = await makeUser(t, { verified: true });
    const session = await signIn(t, user);
    const res = await t.request('POST', '/api/account/verification', { session, body: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This email address is already verified.',
      code: 409,
      type: 'user_already_verified',
    });
  });
});

describe('signed out', () => {
  it.each([
    ['GET', '/api/onboarding/getTempData'],
    ['GET', '/api/account'],
    ['POST', '/api/account/verification'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await t.request(method, url, method === 'POST' ? { body: {} } : {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'You need to sign in to do this.',
      code: 401,
      type: 'general_unauthorized',
    });
  });
});
