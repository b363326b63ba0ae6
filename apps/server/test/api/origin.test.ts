import { buildTestApp, makeUser, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, expect, it } from 'vitest';

/**
 * State-changing requests from a page on another origin are refused (docs/product.md#8-error-catalogue:
 * "Invalid origin gives a 403"; issue "Walking skeleton" §3): APP_URL's origin and
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
  message: 'Invalid Origin. Register your new client as a trusted origin.',
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
