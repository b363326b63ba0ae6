import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

/**
 * `loadConfig`: defaults, derived values, and errors that name the bad variable
 * (docs/architecture.md#processes).
 */

describe('loadConfig', () => {
  it('starts with documented defaults from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 3000,
      appUrl: 'http://localhost:3000',
      secureCookies: false,
      appName: 'Pathwise',
      supportEmail: 'support@pathwise.local',
      mailFrom: 'Pathwise <no-reply@localhost>',
      dataDir: path.resolve('./data'),
      smtpUrl: undefined,
      databaseUrl: undefined,
      seedDemo: true,
      rateLimits: {
        enabled: true,
        signupPerHour: 10,
        loginFailuresPerHour: 10,
        loginPerIpPerHour: 100,
        mailPerHour: 10,
      },
    });
    expect(config.sessionTtlMs).toBe(30 * 24 * 60 * 60 * 1000);
    // APP_URL's origin, and (outside production) the same under the other loopback names.
    expect([...config.allowedOrigins]).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
  });

  it('makes the seeded demo admin an admin in development with demo content only', () => {
    const demoAdmin = 'demo-admin@pathwise.example';
    expect([...loadConfig({ ADMIN_EMAILS: 'a@example.com' }).adminEmails]).toEqual([
      'a@example.com',
      demoAdmin,
    ]);
    expect(loadConfig({ SEED_DEMO: 'false' }).adminEmails.has(demoAdmin)).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).adminEmails.has(demoAdmin)).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' }).adminEmails.has(
        demoAdmin,
      ),
    ).toBe(false);
  });

  it('derives the origin, Secure cookies and the sender from APP_URL', () => {
    const config = loadConfig({
      APP_URL: 'https://mentors.example.org/some/path/',
      APP_NAME: 'Mentorly',
    });
    expect(config.appUrl).toBe('https://mentors.example.org');
    expect(config.secureCookies).toBe(true);
    expect(config.mailFrom).toBe('Mentorly <no-reply@mentors.example.org>');
  });

  it('keeps uploads in DATA_DIR/uploads unless UPLOADS_DIR says otherwise', () => {
    expect(loadConfig({}).uploadsDir).toBe(path.resolve('./data/uploads'));
    expect(loadConfig({ DATA_DIR: '/srv/pathwise' }).uploadsDir).toBe('/srv/pathwise/uploads');
    expect(loadConfig({ DATA_DIR: '/srv/pathwise', UPLOADS_DIR: '/mnt/files' }).uploadsDir).toBe(
      '/mnt/files',
    );
  });

  it('uses PORT in the default APP_URL', () => {
    expect(loadConfig({ PORT: '4123' }).appUrl).toBe('http://localhost:4123');
  });

  it('adds each TRUSTED_ORIGINS entry as an origin', () => {
    const config = loadConfig({
      APP_URL: 'https://app.example',
      TRUSTED_ORIGINS: ' https://a.example/x , http://b.example:8080,,',
    });
    expect([...config.allowedOrigins].sort()).toEqual([
      'http://b.example:8080',
      'https://a.example',
      'https://app.example',
    ]);
  });

  it.each([
    ['RATE_LIMITS', 'false', false],
    ['RATE_LIMITS', '0', false],
    ['RATE_LIMITS', 'yes', true],
  ])('reads %s=%s as %s', (name, value, expected) => {
    expect(loadConfig({ [name]: value }).rateLimits.enabled).toBe(expected);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['APP_URL', 'not a url'],
    ['SUPPORT_EMAIL', 'nobody'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['RATE_LIMITS', 'maybe'],
    ['RATE_LIMIT_SIGNUP_PER_HOUR', '0'],
    ['SESSION_TTL_DAYS', '-1'],
    ['TRUSTED_ORIGINS', 'partner.example'],
  ])('names %s when it is invalid (%s)', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration: .*${name}`),
    );
  });

  it('names every invalid variable at once', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('PORT');
    expect(message).toContain('LOG_LEVEL');
  });
});

describe('loadConfig: sign-in providers (ADR 0017)', () => {
  it('configures a provider only with both its client id and secret', () => {
    expect(loadConfig({}).oauthClients).toEqual({ google: undefined, linkedin: undefined });
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).oauthClients.google).toBeUndefined();
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).oauthClients,
    ).toEqual({
      google: { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' },
      linkedin: undefined,
    });
    expect(
      loadConfig({ LINKEDIN_CLIENT_ID: 'li', LINKEDIN_CLIENT_SECRET: 's' }).oauthClients.linkedin,
    ).toEqual({ issuer: 'https://www.linkedin.com/oauth', clientId: 'li', clientSecret: 's' });
  });

  it('refuses an issuer that is not an http(s) URL', () => {
    expect(() => loadConfig({ GOOGLE_ISSUER: 'accounts.google.com' })).toThrow(/GOOGLE_ISSUER/);
  });
});
