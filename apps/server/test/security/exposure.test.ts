import {
  buildTestApp,
  makeUser,
  signIn,
  uniqueEmail,
  type TestApp,
} from '@pathwise/server/test-support';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * What the API gives away (docs/architecture.md#security: information leaks, cacheable
 * authenticated answers, the shutdown 503, the API reference, the `__Host-` cookie).
 */

const ADMIN = uniqueEmail('exposure-admin');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_EMAILS: ADMIN } });
});
afterAll(() => t?.close());

describe('information leaks', () => {
  it('a recovery answer does not map the email to a user id', async () => {
    const user = await makeUser(t, { verified: true });
    const res = await t.request('POST', '/api/account/recovery', { body: { email: user.email } });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json<object>())).toEqual(['expiresAt']);
    expect(res.body).not.toContain(user.id);
  });

  it('an ADMIN_EMAILS address is no admin until it is verified and signed in', async () => {
    const signUp = await t.request('POST', '/api/account', {
      body: { email: ADMIN, password: 'admin-password-1', name: 'Ada Admin' },
    });
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json()).toMatchObject({ isAdmin: false, emailVerification: false });

    const unverified = await signIn(t, { email: ADMIN, password: 'admin-password-1' });
    const before = await t.request('GET', '/api/account', { session: unverified });
    expect(before.json()).toMatchObject({ isAdmin: false });
    expect((await t.request('GET', '/api/admin/mentors', { session: unverified })).statusCode).toBe(
      403,
    );
  });
});

describe('caching', () => {
  it('every API answer that depends on the session is no-store', async () => {
    const admin = await makeUser(t, { verified: true, email: uniqueEmail('cache-admin') });
    const session = await signIn(t, admin);
    for (const url of ['/api/account', '/api/session', '/api/onboarding']) {
      const res = await t.request('GET', url, { session });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const error = await t.request('GET', '/api/account');
    expect(error.statusCode).toBe(401);
    expect(error.headers['cache-control']).toBe('no-store');
  });
});

describe('the API reference', () => {
  it('is public, page and document alike', async () => {
    const page = await t.request('GET', '/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect((await t.request('GET', '/api/docs/json')).statusCode).toBe(200);
    expect((await t.request('GET', '/api/openapi.json')).statusCode).toBe(200);
  });

  it('documents 413, 415, 500 and 503, and the OAuth redirect', async () => {
    const doc = (await t.request('GET', '/api/openapi.json')).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const signUp = doc.paths['/api/account']!.post!.responses;
    for (const status of ['201', '400', '413', '415', '500', '503'])
      expect(signUp, status).toHaveProperty(status);
    const oauth = doc.paths['/api/account/sessions/oauth2/{provider}']!.get!.responses;
    expect(oauth).toHaveProperty('302');
    expect(doc.paths['/api/session']!.get!.responses).not.toHaveProperty('413');
  });
});

describe('the session cookie', () => {
  it('carries the __Host- prefix when APP_URL is https, and works', async () => {
    const secure = await buildTestApp({
      env: { APP_URL: 'https://pathwise.example.com', ADMIN_EMAILS: '' },
    });
    try {
      const user = await makeUser(secure, { verified: true });
      const res = await secure.request('POST', '/api/account/sessions/email', {
        body: { email: user.email, password: user.password },
        headers: { origin: 'https://pathwise.example.com' },
      });
      expect(res.statusCode).toBe(201);
      const cookie = res.cookies.find((c) => c.name === '__Host-pathwise_session');
      expect(cookie).toMatchObject({ path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(cookie).not.toHaveProperty('domain');
      expect(res.cookies.find((c) => c.name === 'pathwise_session')).toBeUndefined();
      const account = await secure.app.inject({
        method: 'GET',
        url: '/api/account',
        cookies: { '__Host-pathwise_session': cookie!.value },
      });
      expect(account.statusCode).toBe(200);
    } finally {
      await secure.close();
    }
  });
});

describe('shutdown', () => {
  it('a request that arrives while the server closes gets {message, code, type} with 503', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const closing = await buildTestApp({
      setup: (app) => {
        app.get('/api/test/hold', { config: { access: 'public' } }, async () => {
          await held;
          return { ok: true };
        });
      },
    });
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = closing.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    socket.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    await new Promise<void>((r) => socket.once('connect', () => r()));
    // A request in flight keeps its keep-alive connection open while the server closes; a
    // second request on that connection arrives after the close began.
    socket.write('GET /api/test/hold HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    await new Promise((r) => setTimeout(r, 200));
    const closed = closing.close();
    await new Promise((r) => setTimeout(r, 100));
    socket.write('GET /api/session HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    await new Promise((r) => setTimeout(r, 100));
    release();
    await new Promise<void>((r) => socket.once('close', () => r()));
    await closed;
    const answers = raw.split(/(?=HTTP\/1\.1 )/);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503/);
    expect(answers[1]).toMatch(/retry-after: \d+/i);
    const body = answers[1]!.slice(answers[1]!.indexOf('{'));
    expect(JSON.parse(body)).toEqual({
      message: 'The server is restarting. Please try again in a few seconds.',
      code: 503,
      type: 'general_service_unavailable',
    });
  });
});
