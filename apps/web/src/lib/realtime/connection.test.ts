import { REALTIME_RECONNECT_DELAYS_MS } from '@pathwise/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeConnection } from './connection.ts';

/**
 * A stand-in for socket.io-client's socket: the test plays the server (connect, refuse,
 * drop, send events) and sees what the connection asks of the socket.
 */
class FakeSocket {
  connected = false;
  connectCalls = 0;
  disconnected = false;
  sent: unknown[][] = [];
  private handlers = new Map<string, Array<(...args: unknown[]) => void>>();
  private anyHandlers: Array<(event: string, payload: unknown) => void> = [];
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  onAny(handler: (event: string, payload: unknown) => void) {
    this.anyHandlers.push(handler);
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    this.anyHandlers = [];
    return this;
  }
  connect() {
    this.connectCalls += 1;
    return this;
  }
  disconnect() {
    this.disconnected = true;
    this.connected = false;
    return this;
  }
  emit(...args: unknown[]) {
    this.sent.push(args);
    return this;
  }
  /** The server side. */
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  serverEvent(event: string, payload: unknown) {
    for (const handler of this.anyHandlers) handler(event, payload);
  }
}

function connectionWithFakeSocket() {
  const socket = new FakeSocket();
  const options: unknown[] = [];
  const refused = vi.fn();
  const connection = new RealtimeConnection(
    () =>
      Promise.resolve({
        io: (opts: unknown) => {
          options.push(opts);
          return socket;
        },
      } as never),
    refused,
  );
  return { connection, socket, options, refused };
}

describe('RealtimeConnection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries after 1 s, 5 s, 10 s, then every 60 s, and starts over once connected', async () => {
    const { connection, socket, options } = connectionWithFakeSocket();
    await connection.start();
    expect(options[0]).toMatchObject({ path: '/socket.io', reconnection: false });
    expect(REALTIME_RECONNECT_DELAYS_MS).toEqual([1000, 5000, 10000, 60000]);

    const waits: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      socket.fire('connect_error', new Error('xhr poll error'));
      expect(connection.getStatus()).toBe('reconnecting');
      const before = socket.connectCalls;
      let waited = 0;
      while (socket.connectCalls === before) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 5000, 10000, 60000, 60000]);

    socket.fire('connect');
    expect(connection.getStatus()).toBe('connected');
    socket.fire('disconnect', 'transport close');
    const before = socket.connectCalls;
    await vi.advanceTimersByTimeAsync(1000);
    expect(socket.connectCalls).toBe(before + 1);
  });

  it('tells reconnect listeners after a reconnect, not after the first connect', async () => {
    const { connection, socket } = connectionWithFakeSocket();
    const reconnects = vi.fn();
    connection.onReconnect(reconnects);
    await connection.start();
    socket.fire('connect');
    expect(reconnects).not.toHaveBeenCalled();
    socket.fire('disconnect', 'transport close');
    await vi.advanceTimersByTimeAsync(1000);
    socket.fire('connect');
    expect(reconnects).toHaveBeenCalledTimes(1);
  });

  it('stops retrying when the server refuses the person, and says so once', async () => {
    const { connection, socket, refused } = connectionWithFakeSocket();
    await connection.start();
    socket.fire('connect_error', new Error('general_unauthorized'));
    expect(connection.getStatus()).toBe('refused');
    expect(refused).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(socket.connectCalls).toBe(0);
  });

  it('delivers server events to listeners that subscribed before the socket existed', async () => {
    const { connection, socket } = connectionWithFakeSocket();
    const counts: unknown[] = [];
    const off = connection.on('notification:count', (payload) => counts.push(payload));
    await connection.start();
    socket.serverEvent('notification:count', { unreadCount: 2 });
    off();
    socket.serverEvent('notification:count', { unreadCount: 5 });
    expect(counts).toEqual([{ unreadCount: 2 }]);
  });

  it('sends client events only while connected, and closes for good on stop', async () => {
    const { connection, socket } = connectionWithFakeSocket();
    await connection.start();
    connection.emit('conversation:typing', { conversationId: 'c1' });
    expect(socket.sent).toEqual([]);
    socket.fire('connect');
    connection.emit('conversation:typing', { conversationId: 'c1' });
    expect(socket.sent).toEqual([['conversation:typing', { conversationId: 'c1' }]]);
    connection.stop();
    expect(socket.disconnected).toBe(true);
    expect(connection.getStatus()).toBe('off');
  });
});
