import { buildTestApp, makeUser, type TestApp } from '@pathwise/server/test-support';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

/**
 * The dev mailbox holds every verification and password-reset link, so reading it is
 * taking over accounts (issue 7: "Any account, the admin's included, can be taken over
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

  it('behind a trusted proxy, is not found for a forwarded outside address', async () => {
    const t = await app({ TRUST_PROXY: 'true' });
    await makeUser(t, { email: 'proxied-victim@example.com' });
    const outside = await t.request('GET', '/dev/mailbox', {
      headers: { 'x-forwarded-for': '198.51.100.23' },
    });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('proxied-victim@example.com');

    const local = await t.request('GET', '/dev/mailbox', {
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(local.statusCode).toBe(200);
  });

  it('a forwarded loopback address does not help a client on another address', async () => {
    const t = await app({ TRUST_PROXY: 'true' });
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
});
