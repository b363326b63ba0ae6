import { buildTestApp, makeUser, uniqueEmail, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardedPerson } from '../onboarding/support.ts';

/**
 * No secrets or personal data in logs (a failed query logged its bound parameters,
 * an argon2 hash, emails and message texts among them).
 */

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { LOG_LEVEL: 'info' },
    logDestination: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => t?.close());

describe('log lines', () => {
  it('after a failing query hold no password hash, email or name', async () => {
    // Break the users table under the running app so that the next sign-up's insert fails.
    await t.db.query('alter table users rename column name to name_broken');
    try {
      const email = uniqueEmail('logged');
      const res = await t.request('POST', '/api/account', {
        body: { email, password: 'a-password-to-hash', name: 'Grace Hopper' },
      });
      expect(res.statusCode).toBe(500);
      const log = lines.join('');
      // The failure itself is logged, so the test reads the line it is about.
      expect(log).toContain('request failed');
      expect(log).toMatch(/Failed query/);
      expect(log).not.toContain(email);
      expect(log).not.toContain('$argon2id$');
      expect(log).not.toContain('Grace Hopper');
      expect(log).not.toContain('a-password-to-hash');
    } finally {
      await t.db.query('alter table users rename column name_broken to name');
    }
  });

  it('never carry the query string of a request, where a link’s secret travels', async () => {
    lines.length = 0;
    await t.request('GET', '/api/session?userId=someone&secret=0123456789abcdef0123');
    const log = lines.join('');
    expect(log).toContain('/api/session');
    expect(log).not.toContain('0123456789abcdef0123');
  });

  it('never carry a calendar feed token, which grants lasting access to a mentor’s sessions', async () => {
    // Every fetch of the feed logged `/api/calendar-feed/<token>.ics`.
    const mentee = await onboardedPerson(t, 'mentee');
    const made = await t.request('POST', '/api/calendar-feed', { session: mentee.session });
    expect(made.statusCode, made.body).toBe(201);
    const url = new URL(made.json<{ url: string }>().url);
    const token = url.pathname
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    expect(token.length).toBeGreaterThan(16);
    lines.length = 0;
    const feed = await t.request('GET', url.pathname);
    expect(feed.statusCode).toBe(200);
    await t.request('GET', '/api/calendar-feed/not-a-real-token.ics');
    const log = lines.join('');
    expect(log).toContain('/api/calendar-feed/[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain('not-a-real-token');
  });

  it('of an ordinary sign-up hold no email or password', async () => {
    lines.length = 0;
    const user = await makeUser(t, { email: uniqueEmail('quiet') });
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(user.email);
    expect(log).not.toContain(user.password);
  });
});
