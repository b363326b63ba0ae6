import { buildTestApp, makeUser, type TestApp } from '@pathwise/server/test-support';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

/**
 * The dev mailbox holds every verification and password-reset link, so reading it is
 * taking over accounts ("Any account, the admin's included, can be taken over
 * through /dev/mailbox"). It answers the machine itself only, and exists only without SMTP
 * and outside production.
 */

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function app(env: Record<string, string | undefined> = {}) {
  const t = await buildTestApp({ mail: 'dev-mailbox', env });
  apps.push(t);
  return t;
}

describe('/dev/mailbox', () => {
  it('lists the mail for a client on the loopback interface', async () => {
    const t = await app();
    const user = await makeUser(t, { email: 'loopback-reader@example.com' });
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.request('GET', '/dev/mailbox', { ip });
      expect(res.statusCode, ip).toBe(200);
      expect(res.body).toContain(user.email);
    }
  });

  it('is not found for a client on another address, list and mail pages alike', async () => {
    const t = await app();
    const user = await makeUser(t, { email: 'victim@example.com' });
    for (const url of ['/dev/mailbox', '/dev/mailbox/1']) {
      const res = await t.request('GET', url, { ip: '203.0.113.7' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(user.email);
      expect(res.body).not.toContain('secret=');
      expect(res.json()).toMatchObject({ code: 404, type: 'general_route_not_found' });
    }
  });

  it('never trusts a forwarded address: a proxied request is not found, whatever it names', async () => {
    // With TRUST_PROXY on, `X-Forwarded-For: 127.0.0.1` read the mailbox.
    for (const TRUST_PROXY of ['loopback', '1', 'false']) {
      const t = await app({ TRUST_PROXY });
      await makeUser(t, { email: `proxied-victim-${TRUST_PROXY}@example.com` });
      for (const headers of <Record<string, string>[]>[
        { 'x-forwarded-for': '127.0.0.1' },
        { 'x-forwarded-for': '198.51.100.23, 127.0.0.1' },
        { 'x-forwarded-for': '127.0.0.1, 198.51.100.23' },
        { forwarded: 'for=127.0.0.1' },
        { 'x-real-ip': '127.0.0.1' },
      ]) {
        const res = await t.request('GET', '/dev/mailbox', { headers });
        expect(res.statusCode, `${TRUST_PROXY} ${JSON.stringify(headers)}`).toBe(404);
        expect(res.body).not.toContain('proxied-victim');
      }
      expect((await t.request('GET', '/dev/mailbox')).statusCode).toBe(200);
    }
  });

  it('a forwarded loopback address does not help a client on another address', async () => {
    const t = await app({ TRUST_PROXY: '1' });
    const res = await t.request('GET', '/dev/mailbox', {
      ip: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('does not exist when SMTP_URL is set, even for the machine itself', async () => {
    const t = await buildTestApp();
    apps.push(t);
    const res = await t.request('GET', '/dev/mailbox');
    expect(res.statusCode).toBe(404);
  });
});

describe('configuration', () => {
  it('refuses to start in production without SMTP_URL, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration: SMTP_URL: required when NODE_ENV=production/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' }),
    ).not.toThrow();
  });

  it('listens on loopback on the embedded default, everywhere with DATABASE_URL, or on HOST', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example.com/app' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::1', DATABASE_URL: 'postgres://db/app' }).host).toBe('::1');
  });

  it('has the dev mailbox only without SMTP_URL and outside production', () => {
    expect(loadConfig({}).devMailbox).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).devMailbox).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' }).devMailbox,
    ).toBe(false);
  });

  it('takes TRUST_PROXY as off, a hop count or the proxies\' addresses, and refuses "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(hops && [hops('203.0.113.1', 0), hops('203.0.113.1', 1)]).toEqual([true, false]);
    const list = loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy;
    expect(list && [list('127.0.0.1', 0), list('10.2.3.4', 1), list('203.0.113.1', 0)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /^Invalid configuration: TRUST_PROXY: "true" would let any client choose its own address; give the proxies' addresses/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(
      /TRUST_PROXY: "proxy.example.com" is not an address/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/is not an address/);
  });
});
