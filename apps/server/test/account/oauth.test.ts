import {
  buildTestApp,
  isVerificationMailTo,
  makeUser,
  sessionTokenOf,
  signIn,
  startOidcProvider,
  uniqueEmail,
  type TestApp,
  type TestOidcAccount,
  type TestOidcProvider,
} from '@pathwise/server/test-support';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Sign-in with Google and LinkedIn (ADR 0017) against a real OpenID Connect provider started
 * here (test/support/oidc-provider.ts): the whole authorization-code flow, the ID token's
 * checks, accounts and linking, and the linked sign-in methods.
 */

let op: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  op = await startOidcProvider({ appUrl: 'http://localhost:3000' });
  t = await buildTestApp({ env: op.env });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});

type Provider = 'google' | 'linkedin';

const person = (overrides: Partial<TestOidcAccount> = {}): TestOidcAccount => ({
  sub: randomUUID(),
  email: uniqueEmail(),
  email_verified: true,
  name: 'Grace Hopper',
  ...overrides,
});

/** GET the start route; answers the provider URL and the flow cookie. */
async function start(provider: Provider = 'google', query = '', session?: string) {
  const res = await t.request('GET', `/api/account/sessions/oauth2/${provider}${query}`, {
    session,
  });
  expect(res.statusCode).toBe(302);
  const flow = res.cookies.find((c) => c.name === 'pathwise_oauth');
  return { location: String(res.headers.location), flow: flow?.value, cookie: flow };
}

/** The browser's return to the callback, with the flow cookie (and a session, when given). */
function callback(url: URL, flow: string | undefined, session?: string) {
  return t.request('GET', `${url.pathname}${url.search}`, {
    headers: flow ? { cookie: `pathwise_oauth=${flow}` } : {},
    session,
  });
}

/** The whole round trip as `account`. */
async function signInWith(
  account: TestOidcAccount,
  options: { provider?: Provider; query?: string; session?: string } = {},
) {
  const { location, flow } = await start(options.provider, options.query, options.session);
  return callback(await op.authorize(location, account), flow, options.session);
}

const redirectOf = (res: { headers: Record<string, unknown> }) =>
  new URL(String(res.headers.location));

async function me(token: string) {
  const res = await t.request('GET', '/api/account', { session: token });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: string; email: string; name: string; emailVerification: boolean }>();
}

function expectFailure(res: { headers: Record<string, unknown> }, reason: string, page = '/login') {
  const to = redirectOf(res);
  expect(to.origin + to.pathname).toBe(`http://localhost:3000${page}`);
  expect(to.searchParams.get('oauth')).toBe('failed');
  expect(to.searchParams.get('reason')).toBe(reason);
  expect(sessionTokenOf(res as never)).toBeUndefined();
}

describe('GET /api/account/sessions/oauth2/:provider (start)', () => {
  it('redirects to the provider with PKCE (S256), state and nonce, and an HttpOnly flow cookie', async () => {
    const { location, cookie } = await start('google');
    const url = new URL(location);
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('client_id')).toBe(op.env.GOOGLE_CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/account/sessions/oauth2/google/callback',
    );
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // The browser holds a random secret only; the state and verifier stay on the server.
    expect(cookie!.value).not.toContain(url.searchParams.get('state'));
  });

  it('lists only configured providers in /api/config and fails clearly for the others', async () => {
    const bare = await buildTestApp({ mail: 'dev-mailbox' });
    try {
      const config = await bare.request('GET', '/api/config');
      expect(config.json()).toMatchObject({ oauthProviders: [] });
      const res = await bare.request('GET', '/api/account/sessions/oauth2/linkedin?from=signup');
      expect(res.statusCode).toBe(302);
      expectFailure(res, 'unavailable', '/signup');
      expect(redirectOf(res).searchParams.get('provider')).toBe('linkedin');
    } finally {
      await bare.close();
    }
    const configured = await t.request('GET', '/api/config');
    expect(configured.json()).toMatchObject({ oauthProviders: ['google', 'linkedin'] });
    // It builds and closes a second app (its own database clone): slow on two loaded cores.
  }, 60_000);

  it('counts a provider that cannot be reached as unavailable', async () => {
    const down = await buildTestApp({
      mail: 'dev-mailbox',
      env: { ...op.env, GOOGLE_ISSUER: 'http://127.0.0.1:9' },
    });
    try {
      const res = await down.request('GET', '/api/account/sessions/oauth2/google');
      expectFailure(res, 'unavailable');
    } finally {
      await down.close();
    }
    // A second app (its own database clone) on two loaded cores.
  }, 60_000);
});

describe('callback', () => {
  it('makes a verified account for a new person and signs them in at the success URL', async () => {
    const account = person({ name: 'Katherine Johnson' });
    const res = await signInWith(account);
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toBe('http://localhost:3000/dashboard');
    const token = sessionTokenOf(res);
    expect(token).toBeTruthy();
    const user = await me(token!);
    expect(user).toMatchObject({
      email: account.email,
      name: 'Katherine Johnson',
      emailVerification: true,
      onboarded: false,
    });
    const { rows } = await t.db.query('select password_hash from users where id = $1', [user.id]);
    expect(rows).toEqual([{ password_hash: null }]);

    // The same identity signs in to the same account the next time.
    const again = await signInWith(account);
    expect((await me(sessionTokenOf(again)!)).id).toBe(user.id);
  });

  it('refuses a suspended account (docs/product.md#143-moderation-and-suspension)', async () => {
    const account = person();
    const first = await signInWith(account);
    const user = await me(sessionTokenOf(first)!);
    await t.db.query('update users set suspended_at = now() where id = $1', [user.id]);
    expectFailure(await signInWith(account), 'suspended');
  });

  it('keeps `next` when it is a path on this site, and only then', async () => {
    const own = await signInWith(person(), { query: '?next=%2Fmentors%3Fq%3Dux' });
    expect(String(own.headers.location)).toBe('http://localhost:3000/mentors?q=ux');
    for (const next of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      const res = await signInWith(person(), { query: `?next=${encodeURIComponent(next)}` });
      expect(String(res.headers.location)).toBe('http://localhost:3000/dashboard');
    }
  });

  it('links a verified provider email to the existing account and signs in to it', async () => {
    const user = await makeUser(t, { verified: true });
    const res = await signInWith(person({ email: user.email.toUpperCase() }));
    const token = sessionTokenOf(res);
    expect(token).toBeTruthy();
    expect((await me(token!)).id).toBe(user.id);
    // The password still works.
    await signIn(t, user);
    const list = await t.request('GET', '/api/account/identities', { session: token });
    expect(list.json()).toMatchObject({
      identities: [{ provider: 'google', email: user.email }],
      hasPassword: true,
    });
  });

  it('never links or signs in with an unverified provider email that has an account', async () => {
    const user = await makeUser(t, { verified: true });
    const res = await signInWith(person({ email: user.email, email_verified: false }));
    expectFailure(res, 'email_unverified');
    const { rows } = await t.db.query(
      'select count(*)::int as n from user_identities where user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('takes an unverified account over only with its password gone', async () => {
    // Someone signed up with the address before its owner; the owner then signs in with Google.
    const squatter = await makeUser(t, { verified: false });
    const squatterSession = await signIn(t, squatter);
    const res = await signInWith(person({ email: squatter.email }));
    expect((await me(sessionTokenOf(res)!)).emailVerification).toBe(true);
    const old = await t.request('POST', '/api/account/sessions/email', {
      body: { email: squatter.email, password: squatter.password },
    });
    expect(old.statusCode).toBe(401);
    expect((await t.request('GET', '/api/account', { session: squatterSession })).statusCode).toBe(
      401,
    );
  });

  it('gives a new person with an unverified email an unverified account and a verification mail', async () => {
    const account = person({ email_verified: false });
    const res = await signInWith(account, { query: '?from=signup' });
    expectFailure(res, 'verify_email', '/signup');
    await t.waitForMail(isVerificationMailTo(account.email!));
  });

  it('refuses a tampered state', async () => {
    const { location, flow } = await start();
    const back = await op.authorize(location, person());
    back.searchParams.set('state', 'forged-state');
    expectFailure(await callback(back, flow), 'state_invalid');
  });

  it('refuses a callback without the flow cookie of the browser that started it', async () => {
    const { location } = await start();
    const back = await op.authorize(location, person());
    expectFailure(await callback(back, undefined), 'state_invalid');
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const { location, flow } = await start();
    const tampered = new URL(location);
    tampered.searchParams.set('nonce', 'another-nonce');
    const back = await op.authorize(tampered.href, person());
    expectFailure(await callback(back, flow), 'token_invalid');
  });

  it('refuses a code used twice', async () => {
    const account = person();
    const { location, flow } = await start();
    const back = await op.authorize(location, account);
    expect(sessionTokenOf(await callback(back, flow))).toBeTruthy();
    // The same answer again: the flow is spent.
    expectFailure(await callback(back, flow), 'state_invalid');
    // The spent code under a new flow of this browser: the provider refuses it.
    const second = await start();
    const replay = new URL(back);
    replay.searchParams.set('state', new URL(second.location).searchParams.get('state')!);
    expectFailure(await callback(replay, second.flow), 'provider_error');
  });

  it('refuses an expired code', async () => {
    op.setCodeTtl(1);
    try {
      const { location, flow } = await start();
      const back = await op.authorize(location, person());
      await new Promise((r) => setTimeout(r, 2100));
      expectFailure(await callback(back, flow), 'provider_error');
    } finally {
      op.setCodeTtl(60);
    }
  });

  it('refuses a flow older than 10 minutes', async () => {
    const { location, flow } = await start();
    const back = await op.authorize(location, person());
    await t.db.query(`update oauth_flows set expires_at = now() - interval '1 second'`);
    expectFailure(await callback(back, flow), 'state_invalid');
  });

  it('reports a cancel at the provider', async () => {
    const { location, flow } = await start('google', '?from=signup');
    const back = new URL('http://localhost:3000/api/account/sessions/oauth2/google/callback');
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('state', new URL(location).searchParams.get('state')!);
    expectFailure(await callback(back, flow), 'denied', '/signup');
  });

  it('signs in through LinkedIn (client_secret_post, no PKCE or nonce)', async () => {
    const { location } = await start('linkedin');
    const url = new URL(location);
    expect(url.searchParams.get('client_id')).toBe(op.env.LINKEDIN_CLIENT_ID);
    expect(url.searchParams.has('code_challenge')).toBe(false);
    expect(url.searchParams.has('nonce')).toBe(false);
    const res = await signInWith(person(), { provider: 'linkedin' });
    expect(sessionTokenOf(res)).toBeTruthy();
  });
});

describe('linked sign-in methods', () => {
  it('links a provider from Settings and refuses to unlink the last way to sign in', async () => {
    // A Google-only account: no password.
    const googleOnly = await signInWith(person());
    const token = sessionTokenOf(googleOnly)!;
    const last = await t.request('DELETE', '/api/account/identities/google', { session: token });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ type: 'user_identity_last_method', code: 409 });

    // Link LinkedIn while signed in; then Google can go.
    const linked = await signInWith(person(), {
      provider: 'linkedin',
      query: '?link=true&next=%2Fdashboard_mentor%2Fsettings%2Fsecurity',
      session: token,
    });
    expect(String(linked.headers.location)).toBe(
      'http://localhost:3000/dashboard_mentor/settings/security?oauth=linked&provider=linkedin',
    );
    const list = await t.request('GET', '/api/account/identities', { session: token });
    expect(
      list.json<{ identities: { provider: string }[] }>().identities.map((i) => i.provider),
    ).toEqual(['google', 'linkedin']);
    const ok = await t.request('DELETE', '/api/account/identities/google', { session: token });
    expect(ok.statusCode).toBe(204);
    const gone = await t.request('DELETE', '/api/account/identities/google', { session: token });
    expect(gone.json()).toMatchObject({ type: 'user_identity_not_found', code: 404 });
  });

  it('lets an account with a password unlink its only provider', async () => {
    const user = await makeUser(t, { verified: true });
    const token = sessionTokenOf(await signInWith(person({ email: user.email })))!;
    const res = await t.request('DELETE', '/api/account/identities/google', { session: token });
    expect(res.statusCode).toBe(204);
  });

  it('refuses to link an identity that belongs to another account', async () => {
    const taken = person();
    await signInWith(taken);
    const other = await makeUser(t, { verified: true });
    const token = await signIn(t, other);
    const res = await signInWith(taken, { query: '?link=true', session: token });
    expectFailure(res, 'already_linked', '/dashboard/settings/security');
  });

  it('refuses linking without a session', async () => {
    const res = await t.request('GET', '/api/account/sessions/oauth2/google?link=true');
    expectFailure(res, 'signed_out', '/dashboard/settings/security');
  });
});

describe('after an account is deleted (ADR 0019)', () => {
  it('the same Google identity makes a new account rather than signing in to the former one', async () => {
    const account = person({ name: 'Dorothy Vaughan' });
    const first = sessionTokenOf(await signInWith(account))!;
    const before = await me(first);
    // A Google-only account confirms its deletion by a sign-in within the last 10 minutes.
    const gone = await t.request('DELETE', '/api/account', { session: first, body: {} });
    expect(gone.statusCode, gone.body).toBe(204);
    const { rows } = await t.db.query(
      'select count(*)::int as n from user_identities where user_id = $1',
      [before.id],
    );
    expect(rows).toEqual([{ n: 0 }]);

    const again = await signInWith(account);
    expect(String(again.headers.location)).toBe('http://localhost:3000/dashboard');
    const after = await me(sessionTokenOf(again)!);
    expect(after.id).not.toBe(before.id);
    expect(after).toMatchObject({
      email: account.email,
      name: 'Dorothy Vaughan',
      onboarded: false,
    });
  });
});
