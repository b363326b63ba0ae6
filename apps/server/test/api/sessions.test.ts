import { createHash } from 'node:crypto';
import {
  buildTestApp,
  makeUser,
  sessionTokenOf,
  signIn,
  uniqueEmail,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Email sign-in, the session cookie and sign-out. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const INVALID_CREDENTIALS = {
  message: 'Invalid credentials. Please check the email and password.',
  code: 401,
  type: 'user_invalid_credentials',
};
const UNAUTHORIZED = {
  message: 'You need to sign in to do this.',
  code: 401,
  type: 'general_unauthorized',
};

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('POST /api/account/sessions/email', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie for the whole site', async () => {
    const user = await makeUser(t, { verified: true });
    const res = await t.request('POST', '/api/account/sessions/email', {
      body: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userId: user.id, current: true });
    expect(res.body).not.toMatch(/token|secret|password/i);

    const cookie = res.cookies.find((c) => c.name === 'pathwise_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.secure).toBeFalsy(); // APP_URL is http: a Secure cookie would never come back
    // Expires with the session (30 days by default), not at the end of the browser session.
    expect(cookie!.expires!.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it('uses an unguessable token (at least 128 bits) and stores only its SHA-256', async () => {
    const user = await makeUser(t, { verified: true });
    const token = await signIn(t, user);
    expect(token).toMatch(/^[0-9a-f]+$/);
    expect(token.length * 4).toBeGreaterThanOrEqual(128);

    const { rows } = await t.db.query<{ token_hash: string; row: string }>(
      'select token_hash, row_to_json(sessions)::text as row from sessions where user_id = $1',
      [user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256(token));
    expect(rows[0]!.row).not.toContain(token);
  });

  it('signs in with the email in any case and spacing', async () => {
    const user = await makeUser(t, { verified: true });
    const res = await t.request('POST', '/api/account/sessions/email', {
      body: { email: `  ${user.email.toUpperCase()}`, password: user.password },
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers an unknown email and a wrong password identically', async () => {
    const user = await makeUser(t, { verified: true });
    const wrongPassword = await t.request('POST', '/api/account/sessions/email', {
      body: { email: user.email, password: `${user.password}x` },
    });
    const unknownEmail = await t.request('POST', '/api/account/sessions/email', {
      body: { email: uniqueEmail('nobody'), password: user.password },
    });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID_CREDENTIALS);
      expect(sessionTokenOf(res)).toBeUndefined();
    }
    expect(wrongPassword.body).toBe(unknownEmail.body);
  });
});

describe('GET /api/account', () => {
  it('answers 401 without a session cookie', async () => {
    const res = await t.request('GET', '/api/account');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 for a made-up token and clears that cookie', async () => {
    const res = await t.request('GET', '/api/account', { session: 'a'.repeat(64) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
    const cleared = res.cookies.find((c) => c.name === 'pathwise_session');
    expect(cleared?.value).toBe('');
  });

  it('answers 401 once the session has expired', async () => {
    const user = await makeUser(t, { verified: true });
    const session = await signIn(t, user);
    await t.db.query(
      `update sessions set expires_at = now() - interval '1 second' where user_id = $1`,
      [user.id],
    );
    const res = await t.request('GET', '/api/account', { session });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/session', () => {
  it('answers 200 with user null when nobody is signed in', async () => {
    const res = await t.request('GET', '/api/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('answers the signed-in user, verified or not', async () => {
    const verified = await makeUser(t, { verified: true });
    const res = await t.request('GET', '/api/session', { session: await signIn(t, verified) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { id: verified.id, email: verified.email, emailVerification: true },
    });
    expect(res.body).not.toMatch(/password|token/i);

    const unverified = await makeUser(t, { verified: false });
    const session = await signIn(t, unverified);
    const pending = await t.request('GET', '/api/session', { session });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({ user: { id: unverified.id, emailVerification: false } });
  });

  it('answers user null for an ended session and clears its cookie', async () => {
    const user = await makeUser(t, { verified: true });
    const session = await signIn(t, user);
    expect(
      (await t.request('DELETE', '/api/account/sessions/current', { session })).statusCode,
    ).toBe(204);
    const res = await t.request('GET', '/api/session', { session });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.cookies.find((c) => c.name === 'pathwise_session')?.value).toBe('');
  });
});

describe('DELETE /api/account/sessions/current', () => {
  it('ends only that session; another sign-in of the same account keeps working', async () => {
    const user = await makeUser(t, { verified: true });
    const laptop = await signIn(t, user);
    const phone = await signIn(t, user);

    const res = await t.request('DELETE', '/api/account/sessions/current', { session: laptop });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const cleared = res.cookies.find((c) => c.name === 'pathwise_session');
    expect(cleared?.value).toBe('');
    expect(cleared!.expires!.getTime()).toBeLessThanOrEqual(Date.now());

    const afterLogout = await t.request('GET', '/api/account', { session: laptop });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toEqual(UNAUTHORIZED);

    const stillIn = await t.request('GET', '/api/account', { session: phone });
    expect(stillIn.statusCode).toBe(200);
    expect(stillIn.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it('answers 401 when not signed in', async () => {
    const res = await t.request('DELETE', '/api/account/sessions/current');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });
});

describe('with an https APP_URL', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await buildTestApp({
      // One database, one mail queue: whichever app's worker takes the job, the mail arrives here.
      database: t.db,
      mail: t.catcher,
      env: { APP_URL: 'https://pathwise.example' },
    });
  });
  afterAll(async () => {
    await secure?.close();
  });

  it('marks the session cookie Secure', async () => {
    const user = await makeUser(secure, { verified: true });
    const res = await secure.request('POST', '/api/account/sessions/email', {
      body: { email: user.email, password: user.password },
      headers: { origin: 'https://pathwise.example' },
    });
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === '__Host-pathwise_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  });
});
