import {
  buildTestApp,
  createTestDatabase,
  makeUser,
  startSmtpCatcher,
  uniqueEmail,
  uniquePassword,
  type SmtpCatcher,
  type TestApp,
  waitForEmptyMailQueue,
} from '@pathwise/server/test-support';
import type { Response as InjectResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Rate limits, counted in PostgreSQL so that they hold across server processes
 * (docs/architecture.md#processes). Every app here runs with small
 * limits; each test uses its own client addresses and emails so that counts do not mix.
 */

const LIMITS = {
  RATE_LIMIT_SIGNUP_PER_HOUR: '2',
  RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: '3',
  RATE_LIMIT_LOGIN_PER_IP_PER_HOUR: '5',
  RATE_LIMIT_MAIL_PER_HOUR: '2',
};

let catcher: SmtpCatcher;
/** Two app instances on one database, like two server processes behind a load balancer. */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  const database = await createTestDatabase();
  a = await buildTestApp({ database, mail: catcher, env: LIMITS });
  b = await buildTestApp({ database, mail: catcher, env: LIMITS });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await catcher?.close();
});

let ipCounter = 10;
/** A client address no other test uses. */
const newIp = () => `203.0.113.${ipCounter++}`;

function expectRateLimited(res: InjectResponse) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({
    message:
      'Rate limit for the current endpoint has been exceeded. Please try again after some time.',
    code: 429,
    type: 'general_rate_limit_exceeded',
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

const signUp = (app: TestApp, ip: string) =>
  app.request('POST', '/api/account', {
    body: { email: uniqueEmail('limit'), password: uniquePassword(), name: 'Limit Tester' },
    ip,
  });

const signInAs = (app: TestApp, email: string, password: string, ip: string) =>
  app.request('POST', '/api/account/sessions/email', { body: { email, password }, ip });

describe('sign-up', () => {
  it('allows 2 sign-ups per address per hour, then 429 with Retry-After', async () => {
    const ip = newIp();
    expect((await signUp(a, ip)).statusCode).toBe(201);
    expect((await signUp(a, ip)).statusCode).toBe(201);
    expectRateLimited(await signUp(a, ip));
    // Another address is not affected.
    expect((await signUp(a, newIp())).statusCode).toBe(201);
  });

  it('counts across two app instances on one database', async () => {
    const ip = newIp();
    expect((await signUp(a, ip)).statusCode).toBe(201);
    expect((await signUp(b, ip)).statusCode).toBe(201);
    expectRateLimited(await signUp(a, ip));
    expectRateLimited(await signUp(b, ip));
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  // The left-most X-Forwarded-For entry was taken, so a client behind an
  // ordinary proxy (which appends the real address) chose its own by rotating the header.
  for (const TRUST_PROXY of ['1', 'loopback']) {
    it(`with TRUST_PROXY=${TRUST_PROXY}, a rotated left-most entry does not escape the limit`, async () => {
      const proxied = await buildTestApp({ mail: catcher, env: { ...LIMITS, TRUST_PROXY } });
      try {
        const real = newIp();
        const via = (n: number) =>
          proxied.request('POST', '/api/account', {
            body: { email: uniqueEmail('proxied'), password: uniquePassword(), name: 'Proxied' },
            ip: '127.0.0.1',
            headers: { 'x-forwarded-for': `198.51.100.${n}, ${real}` },
          });
        expect((await via(1)).statusCode).toBe(201);
        expect((await via(2)).statusCode).toBe(201);
        expectRateLimited(await via(3));
        expectRateLimited(await via(4));
      } finally {
        await proxied.close();
      }
    });
  }

  it('with the proxies named, a hop from elsewhere cannot name the client', async () => {
    const proxied = await buildTestApp({
      mail: catcher,
      env: { ...LIMITS, TRUST_PROXY: 'loopback' },
    });
    try {
      const direct = newIp();
      const from = (n: number) =>
        proxied.request('POST', '/api/account', {
          body: { email: uniqueEmail('direct'), password: uniquePassword(), name: 'Direct' },
          ip: direct,
          headers: { 'x-forwarded-for': `198.51.100.${n}` },
        });
      expect((await from(1)).statusCode).toBe(201);
      expect((await from(2)).statusCode).toBe(201);
      expectRateLimited(await from(3));
    } finally {
      await proxied.close();
    }
  });
});

describe('sign-in', () => {
  it('refuses an email after 3 failures, even with the right password', async () => {
    const user = await makeUser(a, { verified: true, ip: newIp() });
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      expect((await signInAs(a, user.email, 'wrong-password', ip)).statusCode).toBe(401);
    }
    expectRateLimited(await signInAs(a, user.email, user.password, ip));
    // From another address too: the count belongs to the email.
    expectRateLimited(await signInAs(a, user.email, user.password, newIp()));
  });

  it('forgets the failures after a successful sign-in', async () => {
    const user = await makeUser(a, { verified: true, ip: newIp() });
    // A new address per attempt keeps the per-address ceiling out of the picture.
    const attempt = (password: string) => signInAs(a, user.email, password, newIp());
    expect((await attempt('wrong-password')).statusCode).toBe(401);
    expect((await attempt('wrong-password')).statusCode).toBe(401);
    expect((await attempt(user.password)).statusCode).toBe(201);
    // Four failures in all, but only two since the success.
    expect((await attempt('wrong-password')).statusCode).toBe(401);
    expect((await attempt('wrong-password')).statusCode).toBe(401);
    expect((await attempt(user.password)).statusCode).toBe(201);
  });

  it('counts failures per email across two app instances', async () => {
    const user = await makeUser(a, { verified: true, ip: newIp() });
    const ip = newIp();
    expect((await signInAs(a, user.email, 'wrong-password', ip)).statusCode).toBe(401);
    expect((await signInAs(b, user.email, 'wrong-password', ip)).statusCode).toBe(401);
    expect((await signInAs(a, user.email, 'wrong-password', ip)).statusCode).toBe(401);
    expectRateLimited(await signInAs(b, user.email, user.password, ip));
  });

  it('limits sign-in attempts per address, whatever the emails', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) {
      const res = await signInAs(a, uniqueEmail('spray'), 'whatever-password', ip);
      expect(res.statusCode).toBe(401);
    }
    expectRateLimited(await signInAs(a, uniqueEmail('spray'), 'whatever-password', ip));
    const user = await makeUser(a, { verified: true, ip: newIp() });
    expectRateLimited(await signInAs(a, user.email, user.password, ip));
    expect((await signInAs(a, user.email, user.password, newIp())).statusCode).toBe(201);
  });
});

describe('recovery mail', () => {
  const recover = (app: TestApp, email: string, ip: string) =>
    app.request('POST', '/api/account/recovery', { body: { email }, ip });

  it('sends at most 2 per email per hour, from whatever addresses', async () => {
    const user = await makeUser(a, { verified: true, ip: newIp() });
    expect((await recover(a, user.email, newIp())).statusCode).toBe(201);
    expect((await recover(b, user.email, newIp())).statusCode).toBe(201);
    expectRateLimited(await recover(a, user.email, newIp()));

    await catcher.waitForMails(
      (m) => m.to.includes(user.email) && m.subject.startsWith('Reset'),
      2,
    );
    // Every mail enqueued has been delivered before checking that a third did not come.
    await waitForEmptyMailQueue(a.db);
    expect(
      catcher.mails.filter((m) => m.to.includes(user.email) && m.subject.startsWith('Reset')),
    ).toHaveLength(2);
  });

  it('sends at most 2 per address per hour, whatever the emails', async () => {
    const ip = newIp();
    const users = [
      await makeUser(a, { verified: true, ip: newIp() }),
      await makeUser(a, { verified: true, ip: newIp() }),
      await makeUser(a, { verified: true, ip: newIp() }),
    ];
    expect((await recover(a, users[0]!.email, ip)).statusCode).toBe(201);
    expect((await recover(b, users[1]!.email, ip)).statusCode).toBe(201);
    expectRateLimited(await recover(a, users[2]!.email, ip));
  });

  it('counts requests for unknown emails too, so addresses cannot be probed freely', async () => {
    const ip = newIp();
    expect((await recover(a, uniqueEmail('probe'), ip)).statusCode).toBe(404);
    expect((await recover(a, uniqueEmail('probe'), ip)).statusCode).toBe(404);
    expectRateLimited(await recover(a, uniqueEmail('probe'), ip));
  });
});

describe('with RATE_LIMITS=false', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await buildTestApp({ env: { ...LIMITS, RATE_LIMITS: 'false' } });
  });
  afterAll(async () => {
    await open?.close();
  });

  it('never answers 429', async () => {
    const ip = newIp();
    for (let i = 0; i < 4; i++) expect((await signUp(open, ip)).statusCode).toBe(201);
  });
});
