import type { Server } from 'socket.io';

/**
 * Emits to rooms on every server process, the remote part batched (docs/performance.md,
 * "Realtime, second round"). Socket.IO's Postgres adapter sends each `io.to(rooms).emit` to
 * the other processes as its own `pg_notify`: a message send made four (`message:new` to each
 * person, `conversation:read`, `notification:new`), each a round trip on the sending process
 * and a notification every listening process parses. Here each emit reaches this process's
 * sockets at once (`io.local`), and the emits of one turn of the event loop go to the other
 * processes together as one server-side event, {@link FAN_OUT_EVENT}, chunked so that a
 * notification stays under the adapter's 8,000-byte payload threshold (above it the adapter
 * writes an attachment row); the receiver replays them, in order, on its own sockets.
 */
export interface FanOut {
  /** Emit `event` with `payload` to every socket in `rooms`, here now, elsewhere batched. */
  emit(rooms: string[], event: string, payload: unknown): void;
  /** Send what is batched now (before another adapter operation, and on close). */
  flush(): void;
}

/** The server-side event that carries a batch of emits between processes. */
export const FAN_OUT_EVENT = 'pathwise:fan-out';

/** One emit of a batch: rooms, event name, payload. */
type Emit = [rooms: string[], event: string, payload: unknown];

/** The batch's size budget in JSON bytes (the adapter's threshold is 8,000 for the whole). */
const CHUNK_BYTES = 6000;

/** Loose types: Socket.IO's typed emit does not narrow a generic event name. */
type Emitter = { emit: (event: string, payload: unknown) => void };
type LooseServer = {
  local: { to(rooms: string[]): Emitter };
  to(rooms: string[]): Emitter;
  serverSideEmit(event: string, batch: Emit[]): void;
  on(event: string, listener: (batch: Emit[]) => void): void;
};

/**
 * The fan-out of `io`. With `clustered` false (one process on its database: Socket.IO's
 * in-memory adapter) every emit is a plain `io.to(rooms).emit`.
 */
export function createFanOut(io: Server, clustered: boolean): FanOut {
  const server = io as unknown as LooseServer;
  if (!clustered) {
    return { emit: (rooms, event, payload) => server.to(rooms).emit(event, payload), flush() {} };
  }
  server.on(FAN_OUT_EVENT, (batch) => {
    if (!Array.isArray(batch)) return;
    for (const [rooms, event, payload] of batch) server.local.to(rooms).emit(event, payload);
  });
  let pending: Emit[] = [];
  let pendingBytes = 0;
  let scheduled: NodeJS.Immediate | null = null;

  function flush() {
    if (scheduled) clearImmediate(scheduled);
    scheduled = null;
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    pendingBytes = 0;
    server.serverSideEmit(FAN_OUT_EVENT, batch);
  }

  return {
    emit(rooms, event, payload) {
      server.local.to(rooms).emit(event, payload);
      const bytes = JSON.stringify(payload).length + 64;
      if (pending.length > 0 && pendingBytes + bytes > CHUNK_BYTES) flush();
      pending.push([rooms, event, payload]);
      pendingBytes += bytes;
      scheduled ??= setImmediate(flush);
    },
    flush,
  };
}
