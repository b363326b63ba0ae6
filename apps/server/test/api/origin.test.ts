import { buildTestApp, makeUser, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, expect, it } from 'vitest';

/**
 * State-changing requests from a page on another origin are refused (docs/product.md#8-error-catalogue:
 * "Invalid origin gives a 403"): APP_URL's origin and
 * TRUSTED_ORIGINS are allowed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { TRUSTED_ORIGINS: 'https://partner.example, https://admin.example:8443' },
  });
});
afterAll(async () => {
  await t?.close();
});

const UNKNOWN_ORIGIN = {
  message:
    'Invalid Origin. Register your new client as a trusted origin. Open http://localhost:3000 to use this server.',
  code: 403,
  type: 'general_unknown_origin',
};

const signInFrom = (headers: Record<string, string>, email = 'someone@example.com') =>
  t.request('POST', '/api/account/sessions/email', {
    body: { email, password: 'some-password' },
    headers,
  });

it('refuses POST, PUT and DELETE from an unknown origin with 403', async () => {
  const headers = { origin: 'https://evil.example' };
  const requests = [
    t.request('POST', '/api/account', {
      body: { email: 'x@example.com', password: 'password1', name: 'X' },
      headers,
    }),
    signInFrom(headers),
    t.request('PUT', '/api/account/recovery', {
      body: { userId: 'abc', secret: 'def', password: 'password1' },
      headers,
    }),
    t.request('DELETE', '/api/account/sessions/current', { headers }),
  ];
  for (const res of await Promise.all(requests)) {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(UNKNOWN_ORIGIN);
  }
});

it('refuses a look-alike of the app origin (other scheme, port or host)', async () => {
  for (const origin of [
    'https://localhost:3000',
    'http://localhost:3001',
    'http://localhost:3000.evil.example',
    'null',
  ]) {
    const res = await signInFrom({ origin });
    expect(res.statusCode, origin).toBe(403);
  }
});

it('refuses a request without Origin whose Referer is on another origin', async () => {
  const res = await signInFrom({ referer: 'https://evil.example/page' });
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual(UNKNOWN_ORIGIN);
});

it("allows APP_URL's origin and each TRUSTED_ORIGINS entry", async () => {
  const user = await makeUser(t, { verified: true });
  for (const origin of [
    'http://localhost:3000',
    'https://partner.example',
    'https://admin.example:8443',
  ]) {
    const res = await t.request('POST', '/api/account/sessions/email', {
      body: { email: user.email, password: user.password },
      headers: { origin },
    });
    expect(res.statusCode, origin).toBe(201);
  }
});

it('allows a request with neither Origin nor Referer (not from a browser page)', async () => {
  const user = await makeUser(t, { verified: true });
  const res = await t.request('POST', '/api/account/sessions/email', {
    body: { email: user.email, password: user.password },
  });
  expect(res.statusCode).toBe(201);
});

it('lets reads through from any origin (they change nothing)', async () => {
  const res = await t.request('GET', '/api/config', {
    headers: { origin: 'https://evil.example' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ appName: 'Pathwise' });
});

it('outside production, takes the other loopback names of a loopback APP_URL as the same origin', async () => {
  // Fastify's start-up line prints 127.0.0.1, and sign-up there failed.
  for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000']) {
    const res = await t.request('POST', '/api/account', {
      body: {
        email: `loopback-${origin.length}-${Date.now()}@example.com`,
        password: 'loopback-password-1',
        name: 'Loop',
      },
      headers: { origin },
    });
    expect(res.statusCode, `${origin}: ${res.body}`).toBe(201);
  }
  // Another port is still another origin.
  expect((await signInFrom({ origin: 'http://127.0.0.1:3001' })).statusCode).toBe(403);
});

it('in production, a loopback alias is refused with the address to open', async () => {
  const prod = await buildTestApp({
    env: { NODE_ENV: 'production', APP_URL: 'http://localhost:3000' },
  });
  try {
    const res = await prod.request('POST', '/api/account/sessions/email', {
      body: { email: 'someone@example.com', password: 'some-password' },
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(UNKNOWN_ORIGIN);
  } finally {
    await prod.close();
  }
});
