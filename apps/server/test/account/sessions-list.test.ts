import {
  buildTestApp,
  connectSocket,
  listen,
  makeUser,
  signIn,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The sessions list of Settings → Security: listing, ending one, ending all others. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const FIREFOX_LINUX =
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signInWith(user: { email: string; password: string }, userAgent: string) {
  const res = await t.request('POST', '/api/account/sessions/email', {
    body: { email: user.email, password: user.password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(201);
  return {
    id: res.json<{ id: string }>().id,
    token: res.cookies.find((c) => c.name === 'pathwise_session')!.value,
  };
}

interface Listed {
  id: string;
  browser: string;
  system: string;
  createdAt: string;
  lastActiveAt: string;
  current: boolean;
}

describe('GET /api/account/sessions', () => {
  it('lists the person’s sessions with browser and system, the current one first and marked', async () => {
    const user = await makeUser(t, { verified: true });
    const other = await makeUser(t, { verified: true });
    const laptop = await signInWith(user, FIREFOX_LINUX);
    const phone = await signInWith(user, SAFARI_IPHONE);
    await signIn(t, other);
    const res = await t.request('GET', '/api/account/sessions', { session: phone.token });
    expect(res.statusCode).toBe(200);
    const { total, sessions } = res.json<{ total: number; sessions: Listed[] }>();
    expect(total).toBe(2);
    expect(sessions.map((s) => [s.id, s.current])).toEqual([
      [phone.id, true],
      [laptop.id, false],
    ]);
    expect(sessions[0]).toMatchObject({ browser: 'Safari 17', system: 'iOS 17.5' });
    expect(sessions[1]).toMatchObject({ browser: 'Firefox 133', system: 'Linux' });
    expect(Date.parse(sessions[1]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(sessions[1]!.lastActiveAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.body).not.toMatch(/token|hash|ip/i);
  });

  it('writes last active at most every 5 minutes, not on every request', async () => {
    const user = await makeUser(t, { verified: true });
    const { id, token } = await signInWith(user, FIREFOX_LINUX);
    const read = async () =>
      (
        await t.db.query<{ at: Date }>('select last_active_at as at from sessions where id = $1', [
          id,
        ])
      ).rows[0]!.at.getTime();
    const before = await read();
    await t.request('GET', '/api/account', { session: token });
    expect(await read()).toBe(before);
    await t.db.query(
      "update sessions set last_active_at = now() - interval '10 minutes' where id = $1",
      [id],
    );
    const stale = await read();
    await t.request('GET', '/api/account', { session: token });
    expect(await read()).toBeGreaterThan(stale + 9 * 60_000);
  });
});

describe('DELETE /api/account/sessions/:sessionId', () => {
  it('ends another session of the person and closes its sockets', async () => {
    const user = await makeUser(t, { verified: true });
    const laptop = await signInWith(user, FIREFOX_LINUX);
    const phone = await signInWith(user, SAFARI_IPHONE);
    const socket = await connectSocket(await listen(t), phone.token);
    const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    const res = await t.request('DELETE', `/api/account/sessions/${phone.id}`, {
      session: laptop.token,
    });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'pathwise_session')).toBeUndefined();
    expect(await closed).toBe('io server disconnect');
    expect((await t.request('GET', '/api/account', { session: phone.token })).statusCode).toBe(401);
    expect((await t.request('GET', '/api/account', { session: laptop.token })).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for another person’s session id, which keeps working', async () => {
    const user = await makeUser(t, { verified: true });
    const stranger = await makeUser(t, { verified: true });
    const mine = await signInWith(user, FIREFOX_LINUX);
    const theirs = await signInWith(stranger, SAFARI_IPHONE);
    const res = await t.request('DELETE', `/api/account/sessions/${theirs.id}`, {
      session: mine.token,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'Session not found.',
      code: 404,
      type: 'user_session_not_found',
    });
    expect((await t.request('GET', '/api/account', { session: theirs.token })).statusCode).toBe(
      200,
    );
  });

  it('signs out with the current session’s own id, like “current”', async () => {
    const user = await makeUser(t, { verified: true });
    const laptop = await signInWith(user, FIREFOX_LINUX);
    const res = await t.request('DELETE', `/api/account/sessions/${laptop.id}`, {
      session: laptop.token,
    });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'pathwise_session')?.value).toBe('');
    expect((await t.request('GET', '/api/account', { session: laptop.token })).statusCode).toBe(
      401,
    );
  });
});

describe('DELETE /api/account/sessions', () => {
  it('ends every session of the person but the current one, and no one else’s', async () => {
    const user = await makeUser(t, { verified: true });
    const stranger = await makeUser(t, { verified: true });
    const laptop = await signInWith(user, FIREFOX_LINUX);
    const phone = await signInWith(user, SAFARI_IPHONE);
    const tablet = await signInWith(user, SAFARI_IPHONE);
    const theirs = await signInWith(stranger, FIREFOX_LINUX);
    const res = await t.request('DELETE', '/api/account/sessions', { session: laptop.token });
    expect(res.statusCode).toBe(204);
    for (const ended of [phone, tablet]) {
      expect((await t.request('GET', '/api/account', { session: ended.token })).statusCode).toBe(
        401,
      );
    }
    for (const kept of [laptop, theirs]) {
      expect((await t.request('GET', '/api/account', { session: kept.token })).statusCode).toBe(
        200,
      );
    }
    const list = await t.request('GET', '/api/account/sessions', { session: laptop.token });
    expect(list.json<{ sessions: Listed[] }>().sessions.map((s) => s.id)).toEqual([laptop.id]);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.request('DELETE', '/api/account/sessions');
    expect(res.statusCode).toBe(401);
  });
});
