import {
  buildTestApp,
  makeUser,
  uniqueEmail,
  uniquePassword,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Limits that guard a secret count the attempt before the secret is checked and refund it
 * when it was right ("Concurrent requests get past the failed sign-in limit": the
 * counter was checked before argon2 and incremented after, so a whole burst was verified,
 * and in a burst of 50 the right password at position 41 signed in).
 */

const LOGIN_FAILURES = 10;
const SECRET_FAILURES = 5;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: String(LOGIN_FAILURES),
      RATE_LIMIT_SECRET_FAILURES_PER_HOUR: String(SECRET_FAILURES),
    },
  });
});
afterAll(() => t?.close());

let ipCounter = 10;
const newIp = () => `198.51.100.${ipCounter++}`;

describe('sign-in under a concurrent burst', () => {
  it('checks no more passwords than the limit, and the right one inside the burst never signs in', async () => {
    const user = await makeUser(t, { verified: true, email: uniqueEmail('burst') });
    const burst = Array.from({ length: 50 }, (_, i) =>
      t.request('POST', '/api/account/sessions/email', {
        body: { email: user.email, password: i === 41 ? user.password : uniquePassword() },
        ip: newIp(),
      }),
    );
    const statuses = (await Promise.all(burst)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(0);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - LOGIN_FAILURES);

    // Once the limit is reached, even the right password is refused until the hour is over.
    const later = await t.request('POST', '/api/account/sessions/email', {
      body: { email: user.email, password: user.password },
      ip: newIp(),
    });
    expect(later.statusCode).toBe(429);
  });

  it('a right password resets the count of failures', async () => {
    const user = await makeUser(t, { verified: true, email: uniqueEmail('reset') });
    const attempt = (password: string) =>
      t.request('POST', '/api/account/sessions/email', {
        body: { email: user.email, password },
        ip: newIp(),
      });
    for (let i = 0; i < LOGIN_FAILURES - 1; i++)
      expect((await attempt('wrong-password')).statusCode).toBe(401);
    expect((await attempt(user.password)).statusCode).toBe(201);
    for (let i = 0; i < LOGIN_FAILURES; i++)
      expect((await attempt('wrong-password')).statusCode).toBe(401);
    expect((await attempt(user.password)).statusCode).toBe(429);
  });
});

describe('verification and recovery secrets', () => {
  it('a burst of wrong verification secrets from one address is cut off at the limit', async () => {
    const user = await makeUser(t, { email: uniqueEmail('verify-burst') });
    const ip = newIp();
    const burst = Array.from({ length: 3 * SECRET_FAILURES }, () =>
      t.request('PUT', '/api/account/verification', {
        body: { userId: user.id, secret: 'f'.repeat(64) },
        ip,
      }),
    );
    const statuses = (await Promise.all(burst)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SECRET_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * SECRET_FAILURES);

    // The right secret from that address is refused too; from another it works.
    const right = {
      userId: user.verificationLink.searchParams.get('userId'),
      secret: user.verificationLink.searchParams.get('secret'),
    };
    expect(
      (await t.request('PUT', '/api/account/verification', { body: right, ip })).statusCode,
    ).toBe(429);
    expect(
      (await t.request('PUT', '/api/account/verification', { body: right, ip: newIp() }))
        .statusCode,
    ).toBe(200);
  });

  it('a right secret is refunded: it does not use up the address’s attempts', async () => {
    const ip = newIp();
    for (let i = 0; i < SECRET_FAILURES + 2; i++) {
      const user = await makeUser(t, { email: uniqueEmail('refund') });
      const res = await t.request('PUT', '/api/account/verification', {
        body: {
          userId: user.verificationLink.searchParams.get('userId'),
          secret: user.verificationLink.searchParams.get('secret'),
        },
        ip,
      });
      expect(res.statusCode, `verification ${i + 1}`).toBe(200);
    }
  });

  it('wrong recovery secrets count against the same limit', async () => {
    const user = await makeUser(t, { verified: true, email: uniqueEmail('recover-burst') });
    const ip = newIp();
    const burst = Array.from({ length: 2 * SECRET_FAILURES }, () =>
      t.request('PUT', '/api/account/recovery', {
        body: { userId: user.id, secret: 'e'.repeat(64), password: uniquePassword() },
        ip,
      }),
    );
    const statuses = (await Promise.all(burst)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SECRET_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(SECRET_FAILURES);
  });
});
