import { rooms } from '@pathwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  connectSocket,
  isRecoveryMailTo,
  linkTo,
  listen,
  makeUser,
  nextEvent,
  signIn,
  type TestApp,
} from '../support/index.ts';

/** The realtime handshake (ADR 0012): who may open a socket. */
describe('realtime handshake', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t);
  });
  afterAll(() => t.close());

  it('lets a verified, signed-in person in and reaches them in their own room', async () => {
    const user = await makeUser(t, { verified: true });
    const token = await signIn(t, user);
    const socket = await connectSocket(url, token);
    try {
      const received = nextEvent(socket, 'notification:count');
      t.app.realtime.toUsers(user.id, 'notification:count', { unreadCount: 3 });
      expect(await received).toEqual({ unreadCount: 3 });
      // The hub writes the presence row after the handshake, on its own time.
      await expect.poll(() => t.app.realtime.online([user.id])).toEqual(new Set([user.id]));
    } finally {
      socket.close();
    }
  });

  it('refuses a signed-out handshake', async () => {
    await expect(connectSocket(url, null)).rejects.toThrow('general_unauthorized');
    await expect(connectSocket(url, 'not-a-session-token')).rejects.toThrow('general_unauthorized');
  });

  it('refuses an Origin that is not allowed', async () => {
    const user = await makeUser(t, { verified: true });
    const token = await signIn(t, user);
    await expect(connectSocket(url, token, { origin: 'https://evil.example' })).rejects.toThrow(
      'general_unknown_origin',
    );
  });

  it('refuses an account whose email is not verified', async () => {
    const user = await makeUser(t, { verified: false });
    const token = await signIn(t, user);
    await expect(connectSocket(url, token)).rejects.toThrow('user_email_not_verified');
  });

  it('closes the socket when its sign-in session ends', async () => {
    const user = await makeUser(t, { verified: true });
    const token = await signIn(t, user);
    const socket = await connectSocket(url, token);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const res = await t.request('DELETE', '/api/account/sessions/current', {
      session: token,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(await closed).toBe('io server disconnect');
    expect(rooms.user(user.id)).toBe(`user:${user.id}`);
  });

  it('closes every socket of the person when their password is reset', async () => {
    const user = await makeUser(t, { verified: true });
    const sockets = [
      await connectSocket(url, await signIn(t, user)),
      await connectSocket(url, await signIn(t, user)),
    ];
    const closed = sockets.map(
      (socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve)),
    );
    const asked = await t.request('POST', '/api/account/recovery', { body: { email: user.email } });
    expect(asked.statusCode, asked.body).toBe(201);
    const link = linkTo(await t.waitForMail(isRecoveryMailTo(user.email)), '/reset-password');
    const reset = await t.request('PUT', '/api/account/recovery', {
      body: {
        userId: link.searchParams.get('userId'),
        secret: link.searchParams.get('secret'),
        password: 'a-new-password-for-the-test',
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('forgets a person who closed their last tab', async () => {
    const user = await makeUser(t, { verified: true });
    const socket = await connectSocket(url, await signIn(t, user));
    // The presence row is written after the handshake, not before it completes.
    await expect
      .poll(async () => t.app.realtime.online([user.id]), { timeout: 5000 })
      .toEqual(new Set([user.id]));
    socket.close();
    await expect
      .poll(async () => t.app.realtime.online([user.id]), { timeout: 5000 })
      .toEqual(new Set());
  });

  it('refuses handshakes past the per-address limit', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_SOCKET_PER_MINUTE: '2' } });
    try {
      const limitedUrl = await listen(limited);
      const user = await makeUser(limited, { verified: true });
      const token = await signIn(limited, user);
      const first = await connectSocket(limitedUrl, token);
      const second = await connectSocket(limitedUrl, token);
      await expect(connectSocket(limitedUrl, token)).rejects.toThrow('general_rate_limit_exceeded');
      first.close();
      second.close();
    } finally {
      await limited.close();
    }
  });

  it('drops events past the per-socket limit, answering acks with the refusal, then disconnects', async () => {
    // 800 events from one socket were all processed.
    const limited = await buildTestApp({ env: { RATE_LIMIT_SOCKET_EVENTS_PER_10S: '5' } });
    try {
      const limitedUrl = await listen(limited);
      const user = await makeUser(limited, { verified: true });
      const token = await signIn(limited, user);
      const socket = await connectSocket(limitedUrl, token);
      const disconnected = new Promise<string>((r) => socket.once('disconnect', r));
      const watch = () =>
        new Promise<unknown>((resolve) =>
          socket.emit('circle:watch', { circleId: 'not-a-circle' }, resolve),
        );
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await watch());
      expect(
        answers
          .slice(0, 5)
          .every((a) => (a as { type: string }).type !== 'general_rate_limit_exceeded'),
      ).toBe(true);
      expect(answers[5]).toMatchObject({ ok: false, type: 'general_rate_limit_exceeded' });
      // Keep going: the server closes the connection.
      for (let i = 0; i < 10; i++) socket.emit('conversation:typing', { conversationId: 'x' });
      expect(await disconnected).toBe('io server disconnect');
      // Another socket of the same person is not affected.
      const other = await connectSocket(limitedUrl, token);
      expect(
        await new Promise((r) => other.emit('circle:watch', { circleId: 'x' }, r)),
      ).not.toMatchObject({
        type: 'general_rate_limit_exceeded',
      });
      other.close();
    } finally {
      await limited.close();
    }
  });
});

/**
 * The only process on its database (the embedded PostgreSQL, docs/performance.md): events fan out
 * in memory, and no connection is held LISTENing for other processes.
 */
describe('realtime in a single process', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp({ singleProcess: true });
    url = await listen(t);
  });
  afterAll(() => t.close());

  it('reaches a signed-in person without a connection of the Postgres adapter', async () => {
    const user = await makeUser(t, { verified: true });
    const socket = await connectSocket(url, await signIn(t, user));
    try {
      const received = nextEvent(socket, 'notification:count');
      t.app.realtime.toUsers(user.id, 'notification:count', { unreadCount: 2 });
      expect(await received).toEqual({ unreadCount: 2 });
      const { rows } = await t.db.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and application_name = 'pathwise-realtime'`,
      );
      expect(rows[0]!.n).toBe(0);
    } finally {
      socket.close();
    }
  });
});
