import type { ClientToServerEvents, ServerToClientEvents } from '@pathwise/contracts';
import { REALTIME_PATH } from '@pathwise/contracts';
import { io, type Socket } from 'socket.io-client';
import { SESSION_COOKIE } from '../../src/lib/auth.ts';
import { TEST_APP_URL, type TestApp } from './app.ts';

/** A test's Socket.IO client, typed by the contracts' realtime protocol. */
export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Make `t`'s app listen on a free loopback port (once) and answer its base URL, e.g.
 * `http://127.0.0.1:41234`: sockets need a real HTTP server, unlike `t.request`.
 */
export async function listen(t: TestApp): Promise<string> {
  const address = t.app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const bound = t.app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('The test app did not bind a port.');
  return `http://127.0.0.1:${bound.port}`;
}

/**
 * Connect a Socket.IO client to `baseUrl` as the holder of session `token` (or nobody),
 * sending `origin` (default: the test APP_URL's, which the app allows). Resolves once
 * connected; rejects with the server's refusal (`connect_error`'s message, e.g.
 * `general_unauthorized`) or after `timeoutMs`. Reconnection is off unless asked for.
 */
export function connectSocket(
  baseUrl: string,
  token: string | null,
  options: { origin?: string | null; reconnection?: boolean; timeoutMs?: number } = {},
): Promise<TestSocket> {
  const headers: Record<string, string> = {};
  if (token) headers.cookie = `${SESSION_COOKIE}=${token}`;
  const origin = options.origin === undefined ? new URL(TEST_APP_URL).origin : options.origin;
  if (origin) headers.origin = origin;
  const socket: TestSocket = io(baseUrl, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: options.reconnection ?? false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error('The socket did not connect in time.'));
    }, options.timeoutMs ?? 5000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      socket.close();
      reject(err);
    });
  });
}

/**
 * The next `event` on `socket` (its payload) that `matches` accepts (any, by default), or a
 * rejection after `timeoutMs`. A filter keeps a test from taking an earlier event of the same
 * name that is still on its way (e.g. the sender's own `conversation:read` after a send).
 */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  timeoutMs = 5000,
  matches: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  // Typed `on`/`off` do not accept a generic event name.
  const emitter = socket as unknown as {
    on: (e: string, h: (p: unknown) => void) => void;
    off: (e: string, h: (p: unknown) => void) => void;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      emitter.off(event, handler);
      reject(new Error(`No "${String(event)}" within ${timeoutMs} ms.`));
    }, timeoutMs);
    const handler = (payload: unknown) => {
      const typed = payload as Parameters<ServerToClientEvents[E]>[0];
      if (!matches(typed)) return;
      clearTimeout(timer);
      emitter.off(event, handler);
      resolve(typed);
    };
    emitter.on(event, handler);
  });
}
