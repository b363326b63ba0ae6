import type { Server } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { createFanOut, FAN_OUT_EVENT } from '../../src/modules/realtime/fan-out.ts';

/**
 * The fan-out of emits between server processes (docs/performance.md "Realtime, second
 * round"): a message send's emits reach this process's sockets at once and the other processes
 * as one `pg_notify` (one server-side event through the Postgres adapter) instead of one each,
 * in order, kept under the adapter's payload threshold. A fake Socket.IO server records what
 * each side did; the two-process test (test/process) holds the real delivery.
 */

type Emit = [string[], string, unknown];

function fakeServer() {
  const local: Array<{ rooms: string[]; event: string; payload: unknown }> = [];
  const remote: Emit[][] = [];
  const listeners = new Map<string, (batch: Emit[]) => void>();
  const server = {
    local: {
      to: (rooms: string[]) => ({
        emit: (event: string, payload: unknown) => void local.push({ rooms, event, payload }),
      }),
    },
    to: () => {
      throw new Error('a clustered fan-out never emits through the adapter one by one');
    },
    serverSideEmit: (event: string, batch: Emit[]) => {
      expect(event).toBe(FAN_OUT_EVENT);
      remote.push(batch);
    },
    on: (event: string, listener: (batch: Emit[]) => void) => void listeners.set(event, listener),
  };
  return { io: server as unknown as Server, local, remote, listeners };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the fan-out between processes', () => {
  it('sends the emits of one turn of the event loop as one batch, after emitting them here', async () => {
    const a = fakeServer();
    const fanOut = createFanOut(a.io, true);
    fanOut.emit(['user:1'], 'message:new', { message: { id: 'm1' } });
    fanOut.emit(['user:2'], 'message:new', { message: { id: 'm1', mine: false } });
    fanOut.emit(['user:1', 'user:2'], 'conversation:read', { seq: 7 });
    fanOut.emit(['user:2'], 'notification:new', { unreadCount: 3 });
    expect(a.local.map((e) => e.event)).toEqual([
      'message:new',
      'message:new',
      'conversation:read',
      'notification:new',
    ]);
    expect(a.remote).toEqual([]);
    await turn();
    expect(a.remote).toHaveLength(1);
    expect(a.remote[0]!.map(([rooms, event]) => [rooms, event])).toEqual([
      [['user:1'], 'message:new'],
      [['user:2'], 'message:new'],
      [['user:1', 'user:2'], 'conversation:read'],
      [['user:2'], 'notification:new'],
    ]);

    // The receiving process replays the batch on its own sockets only, in order.
    const b = fakeServer();
    createFanOut(b.io, true);
    b.listeners.get(FAN_OUT_EVENT)!(a.remote[0]!);
    expect(b.local).toEqual(a.local);
    expect(b.remote).toEqual([]);
  });

  it('starts a new batch before one would pass the adapter’s 8,000-byte payload threshold', async () => {
    const a = fakeServer();
    const fanOut = createFanOut(a.io, true);
    const text = 'x'.repeat(2500);
    for (let k = 0; k < 5; k++) fanOut.emit([`user:${k}`], 'message:new', { text });
    await turn();
    expect(a.remote.map((batch) => batch.length)).toEqual([2, 2, 1]);
    for (const batch of a.remote) expect(JSON.stringify(batch).length).toBeLessThan(8000);
  });

  it('sends what is batched at once when flushed (before a join, a disconnect or a close)', () => {
    const a = fakeServer();
    const fanOut = createFanOut(a.io, true);
    fanOut.emit(['user:1'], 'message:new', {});
    fanOut.flush();
    expect(a.remote).toHaveLength(1);
    fanOut.flush();
    expect(a.remote).toHaveLength(1);
  });
});
