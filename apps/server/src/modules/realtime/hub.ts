import type { createAdapter } from '@socket.io/postgres-adapter';
import {
  PRESENCE_TTL_MS,
  REALTIME_PATH,
  REALTIME_PING_INTERVAL_MS,
  rooms,
  type ClientToServerEvents,
  type RealtimeAck,
  type ServerToClientEvents,
} from '@pathwise/contracts';
import type { Server as HttpServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { Server, type Socket } from 'socket.io';
import type { Database } from '../../db/client.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import type { RateLimit } from '../../lib/rate-limit.ts';
import { clientAddress, type TrustFunction } from '../../lib/proxy.ts';
import type { SessionStore } from '../sessions/service.ts';
import { createFanOut } from './fan-out.ts';
import * as repo from './repository.ts';

/** What the handshake learnt about a socket's person (`socket.data`). */
export interface SocketData {
  userId: string;
  sessionId: string;
  /** Finished onboarding as (null: not yet). */
  role: 'mentee' | 'mentor' | null;
  name: string;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/**
 * The realtime hub (ADR 0012), `app.realtime`: Socket.IO on the app's
 * HTTP server with the Postgres adapter, so an emit reaches the person's sockets on every
 * server process. Modules emit to people and rooms through it and add their own socket
 * handlers with {@link RealtimeHub.onConnection}; they never hold sockets themselves.
 *
 * Emits are fire-and-forget: the row they mirror is already committed (emit from
 * `tx.afterCommit`), and a client that missed one fetches it over HTTP after a reconnect.
 */
export interface RealtimeHub {
  /** The Socket.IO server (tests and the bench only). */
  readonly io: RealtimeServer;
  /** This process's id in the presence table. */
  readonly nodeId: string;
  /** Emit to every socket of one or more people, on every process. */
  toUsers<E extends EventName>(
    userIds: string | readonly string[],
    event: E,
    payload: Payload<E>,
  ): void;
  /** Emit to every socket in `room` (see contracts `rooms`), on every process. */
  toRoom<E extends EventName>(room: string, event: E, payload: Payload<E>): void;
  /**
   * Run `handler` for every authenticated socket as it connects (register socket events,
   * join rooms). Handlers must validate every payload with the contract's zod schema.
   */
  onConnection(handler: (socket: RealtimeSocket) => void | Promise<void>): void;
  /** Which of `userIds` are online (any open tab within {@link PRESENCE_TTL_MS}). */
  online(userIds: readonly string[]): Promise<Set<string>>;
  /**
   * The oldest `seen_at` of a presence row that still counts now (the TTL before now): for a
   * statement of another module that asks whether a person has a tab showing a conversation
   * (`presence.viewing_conversation_id`) in the same round trip as its write (the message
   * notice: docs/performance.md, "Realtime, second round").
   */
  presenceSince(): Date;
  /** Everyone online now. */
  onlineUsers(): Promise<string[]>;
  /** Disconnect the sockets of a sign-in session (signed out), on every process. */
  endSession(sessionId: string): void;
  /** Disconnect every socket of a person (password reset), on every process. */
  endUser(userId: string): void;
  /** Make `userId`'s sockets (on every process) join or leave `room`. */
  join(userId: string, room: string): void;
  leave(userId: string, room: string): void;
  close(): Promise<void>;
}

/** Socket.IO refuses a handshake with this error's message; the client sees `connect_error`. */
export class HandshakeRefused extends Error {
  constructor(
    readonly type:
      | 'general_unknown_origin'
      | 'general_unauthorized'
      | 'user_email_not_verified'
      | 'general_rate_limit_exceeded',
  ) {
    super(type);
  }
}

export interface HubDeps {
  httpServer: HttpServer;
  database: Database;
  sessions: SessionStore;
  /** Parse a Cookie header (Fastify's `app.parseCookie`). */
  parseCookie: (header: string) => Record<string, string | undefined>;
  cookieName: string;
  allowedOrigins: ReadonlySet<string>;
  logger: Logger;
  /**
   * `createAdapter` of `@socket.io/postgres-adapter`, to fan events out to the other server
   * processes on the same database. Unset for the only process on its database (the embedded
   * PostgreSQL): Socket.IO's in-memory adapter, no LISTEN connection. The caller loads the
   * package only when it needs it (docs/performance.md: start-up and idle memory).
   */
  postgresAdapter?: typeof createAdapter;
  /** Heartbeat of the presence rows; tests may shorten it. */
  heartbeatMs?: number;
  /**
   * Handshakes counted per client address before the session is looked up (every handshake costs a
   * database read); past it the handshake is refused with `general_rate_limit_exceeded` and the
   * browser retries on its schedule.
   */
  handshakeLimit?: RateLimit;
  /** Which hops may name the client in `X-Forwarded-For` (config `trustProxy`, lib/proxy.ts). */
  trustProxy?: TrustFunction | false;
  /** How long a presence row counts after its last heartbeat (default {@link PRESENCE_TTL_MS}). */
  presenceTtlMs?: number;
  /**
   * Events one socket may send per {@link EVENT_WINDOW_S} seconds (typing, presence, joins;
   * RATE_LIMIT_SOCKET_EVENTS_PER_10S); unset = no limit. Past it events are dropped; past
   * twice it the socket is disconnected (docs/architecture.md#realtime: 800 events were all
   * processed and slowed every API call meanwhile).
   */
  eventsPerWindow?: number;
}

/** The window of {@link HubDeps.eventsPerWindow}, in seconds. */
export const EVENT_WINDOW_S = 10;

export function createRealtimeHub(deps: HubDeps): RealtimeHub {
  const { database, sessions, logger } = deps;
  const ttlMs = deps.presenceTtlMs ?? PRESENCE_TTL_MS;
  const nodeId = randomUUID();
  const connectionHandlers: Array<(socket: RealtimeSocket) => void | Promise<void>> = [];
  const adapterPool = deps.postgresAdapter ? openAdapterPool(deps) : undefined;
  const io: RealtimeServer = new Server(deps.httpServer, {
    path: REALTIME_PATH,
    serveClient: false,
    pingInterval: REALTIME_PING_INTERVAL_MS,
    pingTimeout: 20_000,
    maxHttpBufferSize: 64 * 1024,
    transports: ['websocket', 'polling'],
    // Without a pool, Socket.IO's default in-memory adapter.
    ...(adapterPool &&
      deps.postgresAdapter && {
        adapter: deps.postgresAdapter(adapterPool, {
          errorHandler: (err) => logger.warn({ err }, 'realtime adapter error'),
        }),
      }),
  });

  io.use((socket, next) => void authenticate(socket, next));
  // Emits to people and rooms: this process's sockets at once, the others' batched (fan-out.ts).
  const fanOut = createFanOut(io, adapterPool !== undefined);

  /** The client's address, as the HTTP routes see it (`request.ip`). */
  function socketAddress(socket: RealtimeSocket): string {
    return clientAddress(socket.request, deps.trustProxy ?? false);
  }

  async function authenticate(socket: RealtimeSocket, next: (err?: Error) => void) {
    try {
      const origin = socket.handshake.headers.origin;
      // Like HTTP (lib/origin.ts): a browser always sends Origin on a WebSocket or a
      // cross-site request; one not ours is refused. No Origin = not a browser page.
      if (origin !== undefined && !deps.allowedOrigins.has(origin))
        throw new HandshakeRefused('general_unknown_origin');
      await deps.handshakeLimit?.consume(socketAddress(socket)).catch((err: unknown) => {
        if (err instanceof AppError && err.type === 'general_rate_limit_exceeded')
          throw new HandshakeRefused('general_rate_limit_exceeded');
        throw err;
      });
      const cookies = deps.parseCookie(socket.handshake.headers.cookie ?? '');
      const token = cookies[deps.cookieName];
      const auth = token ? await sessions.findByToken(token) : null;
      // A session waiting for its second factor gets no socket either (ADR 0018).
      if (!auth || auth.mfaPending) throw new HandshakeRefused('general_unauthorized');
      if (!auth.user.emailVerification) throw new HandshakeRefused('user_email_not_verified');
      socket.data = {
        userId: auth.user.id,
        sessionId: auth.sessionId,
        role: auth.user.onboarded ? auth.user.role : null,
        name: auth.user.name,
      };
      next();
    } catch (err) {
      if (err instanceof HandshakeRefused) return next(err);
      logger.error({ err }, 'realtime handshake failed');
      next(new Error('general_service_unavailable'));
    }
  }

  // Counted per socket in this process: a socket lives on one process.
  const eventLimit = deps.eventsPerWindow
    ? new RateLimiterMemory({ points: deps.eventsPerWindow, duration: EVENT_WINDOW_S })
    : null;

  io.on('connection', (socket) => {
    const { userId, sessionId } = socket.data;
    if (eventLimit) {
      socket.use((packet, next) => {
        eventLimit.consume(socket.id).then(
          () => next(),
          (res: unknown) => {
            // Dropped: the handler never runs (an event that expects an answer is told why).
            // A client that keeps going is cut off.
            const ack: unknown = packet.at(-1);
            if (typeof ack === 'function')
              (ack as (answer: RealtimeAck) => void)({
                ok: false,
                type: 'general_rate_limit_exceeded',
                message: MESSAGES.rateLimited,
              });
            const consumed = res instanceof RateLimiterRes ? res.consumedPoints : Infinity;
            if (consumed > 2 * deps.eventsPerWindow!) {
              logger.warn({ userId }, 'realtime socket disconnected: too many events');
              socket.disconnect(true);
            }
          },
        );
      });
    }
    void socket.join([rooms.user(userId), rooms.session(sessionId)]);
    repo
      .insertPresence(database.db, { socketId: socket.id, userId, nodeId })
      .catch((err) => logger.warn({ err }, 'presence insert failed'));
    socket.on('conversation:viewing', (payload) => {
      const id = typeof payload?.conversationId === 'string' ? payload.conversationId : null;
      if (id !== null && (id.length === 0 || id.length > 36)) return;
      repo
        .setViewing(database.db, socket.id, id)
        .catch((err) => logger.warn({ err }, 'presence update failed'));
    });
    socket.on('disconnect', () => {
      void eventLimit?.delete(socket.id);
      repo
        .deletePresence(database.db, socket.id)
        .catch((err) => logger.warn({ err }, 'presence delete failed'));
    });
    for (const handler of connectionHandlers) {
      Promise.resolve(handler(socket)).catch((err) =>
        logger.error({ err }, 'realtime connection handler failed'),
      );
    }
  });

  const heartbeat = setInterval(() => {
    repo
      .touchNode(database.db, nodeId)
      .then(() => repo.deleteStale(database.db, new Date(Date.now() - 5 * ttlMs)))
      .catch((err) => logger.warn({ err }, 'presence heartbeat failed'));
  }, deps.heartbeatMs ?? REALTIME_PING_INTERVAL_MS);
  heartbeat.unref();

  const since = () => new Date(Date.now() - ttlMs);
  return {
    io,
    nodeId,
    toUsers(userIds, event, payload) {
      const list = typeof userIds === 'string' ? [userIds] : [...userIds];
      if (list.length === 0) return;
      fanOut.emit(list.map(rooms.user), event, payload);
    },
    toRoom(room, event, payload) {
      fanOut.emit([room], event, payload);
    },
    onConnection(handler) {
      connectionHandlers.push(handler);
    },
    online: (userIds) => repo.onlineAmong(database.db, [...userIds], since()),
    onlineUsers: () => repo.onlineUsers(database.db, since()),
    presenceSince: since,
    endSession(sessionId) {
      fanOut.flush();
      io.in(rooms.session(sessionId)).disconnectSockets(true);
    },
    endUser(userId) {
      fanOut.flush();
      io.in(rooms.user(userId)).disconnectSockets(true);
    },
    join(userId, room) {
      fanOut.flush();
      io.in(rooms.user(userId)).socketsJoin(room);
    },
    leave(userId, room) {
      fanOut.flush();
      io.in(rooms.user(userId)).socketsLeave(room);
    },
    async close() {
      clearInterval(heartbeat);
      fanOut.flush();
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      await repo.deleteNode(database.db, nodeId).catch(() => undefined);
      await adapterPool?.end().catch(() => undefined);
    },
  };
}

/**
 * The Postgres adapter's own pool (two connections, `pathwise-realtime`): it keeps one
 * connection LISTENing, off the app's pool.
 */
function openAdapterPool({ database, logger }: Pick<HubDeps, 'database' | 'logger'>): pg.Pool {
  const adapterPool = new pg.Pool({
    connectionString: (database.pool as unknown as { options: { connectionString: string } })
      .options.connectionString,
    max: 2,
    application_name: 'pathwise-realtime',
  });
  adapterPool.on('error', (err) => logger.warn({ err }, 'realtime adapter pool error'));
  // The adapter keeps its LISTEN client checked out and listens only for its `end` (then it
  // takes a new one). Without a listener of our own, a dropped connection's `error` would be
  // an uncaught exception that ends the process; and as the adapter never gives a dead
  // client back, the pool would wait for it forever when it closes: hand it back, destroyed.
  adapterPool.on('connect', (client) => {
    client.on('error', (err) => logger.warn({ err }, 'realtime adapter connection lost'));
    client.on('end', () => {
      try {
        client.release(true);
      } catch {
        // Already given back (an ordinary close).
      }
    });
  });
  return adapterPool;
}
