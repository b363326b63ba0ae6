import {
  buildTestApp,
  connectSocket,
  listen,
  makeUser,
  sessionTokenOf,
  signIn,
  type TestApp,
  type TestUser,
} from '@pathwise/server/test-support';
import type { ApiError, RecoveryCodes, SessionState, TotpSetup } from '@pathwise/contracts';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Two-factor authentication (ADR 0018): TOTP set-up, recovery codes, the challenge after a
 * password sign-in, and turning it off.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: '4' } });
});
afterAll(async () => {
  await t?.close();
});

const MORE_FACTORS = {
  message: 'More factors are required to complete the sign in process.',
  code: 401,
  type: 'user_more_factors_required',
};

/** The app's code for `secret`, `steps` 30-second steps from now (RFC 6238). */
function codeAt(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** A code that is not the right one now, nor one step before or after. */
async function wrongCode(secret: string): Promise<string> {
  const near = await Promise.all([-1, 0, 1].map((s) => codeAt(secret, s)));
  let code = 0;
  while (near.includes(String(code).padStart(6, '0'))) code += 1;
  return String(code).padStart(6, '0');
}

interface TwoFactorUser extends TestUser {
  session: string;
  secret: string;
  recoveryCodes: string[];
}

/** A verified user signed in with two-factor on (turned on with the code of step -1). */
async function userWithTwoFactor(): Promise<TwoFactorUser> {
  const user = await makeUser(t, { verified: true });
  const session = await signIn(t, user);
  const setup = await t.request('POST', '/api/account/mfa/authenticators/totp', { session });
  expect(setup.statusCode).toBe(201);
  const { secret } = setup.json<{ secret: string }>();
  const on = await t.request('PUT', '/api/account/mfa/authenticators/totp', {
    session,
    body: { otp: await codeAt(secret, -1) },
  });
  expect(on.statusCode, on.body).toBe(200);
  const codes = await t.request('POST', '/api/account/mfa/recovery-codes', { session });
  expect(codes.statusCode).toBe(201);
  return { ...user, session, secret, recoveryCodes: codes.json<RecoveryCodes>().recoveryCodes };
}

/** Sign in with the password: the session that waits for the second factor. */
async function halfSignIn(user: TestUser) {
  const res = await t.request('POST', '/api/account/sessions/email', {
    body: { email: user.email, password: user.password },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ mfaRequired: true });
  return sessionTokenOf(res)!;
}

async function challenge(session: string, factor: 'totp' | 'recoverycode') {
  const res = await t.request('POST', '/api/account/mfa/challenge', { session, body: { factor } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

describe('turning TOTP on', () => {
  it('gives a 160-bit secret, its otpauth URI and a QR code as an image data URL', async () => {
    const user = await makeUser(t, { verified: true });
    const session = await signIn(t, user);
    const res = await t.request('POST', '/api/account/mfa/authenticators/totp', { session });
    expect(res.statusCode).toBe(201);
    const { secret, uri, qrCode } = res.json<TotpSetup>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 32 Base32 characters = 160 bits
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
  });

  it('stays off with a wrong code, and turns on with a right one; mails the person', async () => {
    const user = await makeUser(t, { verified: true });
    const session = await signIn(t, user);
    const setup = await t.request('POST', '/api/account/mfa/authenticators/totp', { session });
    const { secret } = setup.json<TotpSetup>();
    const wrong = await t.request('PUT', '/api/account/mfa/authenticators/totp', {
      session,
      body: { otp: await wrongCode(secret) },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<ApiError>().type).toBe('user_invalid_otp');
    let factors = await t.request('GET', '/api/account/mfa/factors', { session });
    expect(factors.json()).toEqual({ totp: false, recoveryCodesLeft: 0 });

    const right = await t.request('PUT', '/api/account/mfa/authenticators/totp', {
      session,
      body: { otp: await codeAt(secret) },
    });
    expect(right.statusCode).toBe(200);
    factors = await t.request('GET', '/api/account/mfa/factors', { session });
    expect(factors.json()).toEqual({ totp: true, recoveryCodesLeft: 0 });
    const mail = await t.waitForMail(
      (m) => m.to.includes(user.email) && m.subject.startsWith('Two-factor authentication is on'),
    );
    expect(mail.text).not.toContain(secret);

    const again = await t.request('POST', '/api/account/mfa/authenticators/totp', { session });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().type).toBe('user_authenticator_already_verified');
  });

  it('answers 404 when turning on without a set-up', async () => {
    const user = await makeUser(t, { verified: true });
    const session = await signIn(t, user);
    const res = await t.request('PUT', '/api/account/mfa/authenticators/totp', {
      session,
      body: { otp: '123456' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiError>().type).toBe('user_authenticator_not_found');
  });
});

describe('recovery codes', () => {
  it('are ten, shown once, stored hashed; a second POST is refused', async () => {
    const user = await userWithTwoFactor();
    expect(user.recoveryCodes).toHaveLength(10);
    expect(new Set(user.recoveryCodes).size).toBe(10);
    const again = await t.request('POST', '/api/account/mfa/recovery-codes', {
      session: user.session,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().type).toBe('user_recovery_codes_already_exists');
    const { rows } = await t.db.query<{ row: string }>(
      'select row_to_json(mfa_recovery_codes)::text as row from mfa_recovery_codes where user_id = $1',
      [user.id],
    );
    expect(rows).toHaveLength(10);
    for (const code of user.recoveryCodes) {
      for (const { row } of rows) {
        expect(row).not.toContain(code);
        expect(row).not.toContain(code.replaceAll('-', ''));
      }
    }
  });

  it('are replaced by PATCH with a code of the app; the old ones stop working', async () => {
    const user = await userWithTwoFactor();
    const res = await t.request('PATCH', '/api/account/mfa/recovery-codes', {
      session: user.session,
      body: { otp: await codeAt(user.secret) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json<RecoveryCodes>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    await t.waitForMail(
      (m) => m.to.includes(user.email) && m.subject.startsWith('New recovery codes'),
    );
    const session = await halfSignIn(user);
    const old = await t.request('PUT', '/api/account/mfa/challenge', {
      session,
      body: { challengeId: await challenge(session, 'recoverycode'), otp: user.recoveryCodes[0] },
    });
    expect(old.statusCode).toBe(401);
    const ok = await t.request('PUT', '/api/account/mfa/challenge', {
      session,
      body: { challengeId: await challenge(session, 'recoverycode'), otp: fresh[0] },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('signing in with two-factor on', () => {
  it('gives a session that reaches nothing but the challenge, GET /api/session and sign-out', async () => {
    const user = await userWithTwoFactor();
    const session = await halfSignIn(user);
    for (const [method, url] of [
      ['GET', '/api/account'],
      ['GET', '/api/account/sessions'],
      ['GET', '/api/account/mfa/factors'],
      ['POST', '/api/account/mfa/recovery-codes'],
      ['GET', '/api/settings/general'],
    ] as const) {
      const res = await t.request(method, url, { session });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json(), `${method} ${url}`).toEqual(MORE_FACTORS);
    }
    const state = await t.request('GET', '/api/session', { session });
    expect(state.json()).toEqual({ user: null, mfaRequired: true });
    const out = await t.request('DELETE', '/api/account/sessions/current', { session });
    expect(out.statusCode).toBe(204);
  });

  it('completes with a right code under a new token; the old token is worth nothing', async () => {
    const user = await userWithTwoFactor();
    const session = await halfSignIn(user);
    const res = await t.request('PUT', '/api/account/mfa/challenge', {
      session,
      body: { challengeId: await challenge(session, 'totp'), otp: await codeAt(user.secret) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userId: user.id, current: true, mfaRequired: false });
    const full = sessionTokenOf(res)!;
    expect(full).toBeTruthy();
    expect(full).not.toBe(session);
    expect((await t.request('GET', '/api/account', { session: full })).statusCode).toBe(200);
    expect((await t.request('GET', '/api/account', { session })).statusCode).toBe(401);
    const state = await t.request('GET', '/api/session', { session: full });
    expect(state.json<SessionState>().user).toMatchObject({ id: user.id });
  });

  it('refuses a wrong code and a code used before (replay)', async () => {
    const user = await userWithTwoFactor();
    const session = await halfSignIn(user);
    const challengeId = await challenge(session, 'totp');
    const wrong = await t.request('PUT', '/api/account/mfa/challenge', {
      session,
      body: { challengeId, otp: await wrongCode(user.secret) },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<ApiError>().type).toBe('user_invalid_otp');
    // The code that turned two-factor on (step -1) cannot be used again.
    const reused = await t.request('PUT', '/api/account/mfa/challenge', {
      session,
      body: { challengeId, otp: await codeAt(user.secret, -1) },
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json<ApiError>().type).toBe('user_invalid_otp');
    const code = await codeAt(user.secret);
    const ok = await t.request('PUT', '/api/account/mfa/challenge', {
      session,
      body: { challengeId, otp: code },
    });
    expect(ok.statusCode).toBe(200);
    // The same code again, on a second sign-in: refused.
    const second = await halfSignIn(user);
    const replay = await t.request('PUT', '/api/account/mfa/challenge', {
      session: second,
      body: { challengeId: await challenge(second, 'totp'), otp: code },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('takes each recovery code once', async () => {
    const user = await userWithTwoFactor();
    const first = await halfSignIn(user);
    const ok = await t.request('PUT', '/api/account/mfa/challenge', {
      session: first,
      body: {
        challengeId: await challenge(first, 'recoverycode'),
        otp: user.recoveryCodes[3]!.toUpperCase(),
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const second = await halfSignIn(user);
    const reused = await t.request('PUT', '/api/account/mfa/challenge', {
      session: second,
      body: { challengeId: await challenge(second, 'recoverycode'), otp: user.recoveryCodes[3] },
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json<ApiError>().type).toBe('user_invalid_otp');
    const factors = await t.request('GET', '/api/account/mfa/factors', {
      session: sessionTokenOf(ok)!,
    });
    expect(factors.json()).toEqual({ totp: true, recoveryCodesLeft: 9 });
  });

  it('refuses a challenge of another session', async () => {
    const user = await userWithTwoFactor();
    const a = await halfSignIn(user);
    const b = await halfSignIn(user);
    const res = await t.request('PUT', '/api/account/mfa/challenge', {
      session: b,
      body: { challengeId: await challenge(a, 'totp'), otp: await codeAt(user.secret) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json<ApiError>().type).toBe('user_invalid_token');
  });

  it('counts wrong codes toward the sign-in limit of the account', async () => {
    const user = await userWithTwoFactor();
    const session = await halfSignIn(user);
    const challengeId = await challenge(session, 'totp');
    const wrong = await wrongCode(user.secret);
    const answers: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await t.request('PUT', '/api/account/mfa/challenge', {
        session,
        body: { challengeId, otp: wrong },
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401]);
    const right = await t.request('PUT', '/api/account/mfa/challenge', {
      session,
      body: { challengeId, otp: await codeAt(user.secret) },
    });
    expect(right.statusCode).toBe(429);
    // The password is behind the same limit.
    const password = await t.request('POST', '/api/account/sessions/email', {
      body: { email: user.email, password: user.password },
    });
    expect(password.statusCode).toBe(429);
  });

  it('opens no socket for a session waiting for its second factor', async () => {
    const user = await userWithTwoFactor();
    const session = await halfSignIn(user);
    const url = await listen(t);
    await expect(connectSocket(url, session)).rejects.toThrow('general_unauthorized');
    const socket = await connectSocket(url, user.session);
    socket.disconnect();
  });
});

describe('turning two-factor off', () => {
  it('needs a right code or recovery code; then sign-in asks only the password', async () => {
    const user = await userWithTwoFactor();
    const wrong = await t.request('DELETE', '/api/account/mfa/authenticators/totp', {
      session: user.session,
      body: { otp: await wrongCode(user.secret) },
    });
    expect(wrong.statusCode).toBe(401);
    const off = await t.request('DELETE', '/api/account/mfa/authenticators/totp', {
      session: user.session,
      body: { otp: user.recoveryCodes[0] },
    });
    expect(off.statusCode, off.body).toBe(204);
    await t.waitForMail(
      (m) => m.to.includes(user.email) && m.subject.startsWith('Two-factor authentication is off'),
    );
    const res = await t.request('POST', '/api/account/sessions/email', {
      body: { email: user.email, password: user.password },
    });
    expect(res.json()).toMatchObject({ mfaRequired: false });
    const { rows } = await t.db.query('select 1 from mfa_recovery_codes where user_id = $1', [
      user.id,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('deleting an account with two-factor on (ADR 0019)', () => {
  it('takes a code of the app in place of the password, refuses a wrong one, and erases the factors', async () => {
    const user = await userWithTwoFactor();
    const wrong = await t.request('DELETE', '/api/account', {
      session: user.session,
      body: { otp: await wrongCode(user.secret) },
    });
    expect(wrong.statusCode, wrong.body).toBe(401);
    expect((await t.request('GET', '/api/account', { session: user.session })).statusCode).toBe(
      200,
    );

    const done = await t.request('DELETE', '/api/account', {
      session: user.session,
      body: { otp: await codeAt(user.secret) },
    });
    expect(done.statusCode, done.body).toBe(204);
    const left = await t.db.query<{ n: number }>(
      `select (select count(*) from mfa_totp where user_id = $1)
            + (select count(*) from mfa_recovery_codes where user_id = $1) as n`,
      [user.id],
    );
    expect(Number(left.rows[0]!.n)).toBe(0);
    const again = await t.request('POST', '/api/account/sessions/email', {
      body: { email: user.email, password: user.password },
    });
    expect(again.statusCode).toBe(401);
  });
});
