import { REALTIME_PING_INTERVAL_MS } from '@pathwise/contracts';
import { sessionCookieName } from '../../lib/auth.ts';
import { defineModule } from '../../lib/module.ts';
import { createRateLimit } from '../../lib/rate-limit.ts';
import { createSessionStore } from '../sessions/service.ts';
import { createRealtimeHub, type RealtimeHub } from './hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime hub, for every module that pushes to browsers. */
    realtime: RealtimeHub;
  }
}

/**
 * Realtime (ADR 0012; docs/architecture.md#realtime): Socket.IO on the same
 * HTTP server at `/socket.io`, authenticated by the session cookie and the origin rule during
 * the handshake, fanned out between processes through `@socket.io/postgres-adapter` (in
 * memory when the app is the only process on its database: `AppDeps.singleProcess`), with
 * presence in the `presence` table. Provides `app.realtime` (see hub.ts); registered before
 * every module that emits. Closed with the app.
 */
export const realtimeModule = defineModule(
  'realtime',
  async (app, { config, database, logger, singleProcess }) => {
    const hub = createRealtimeHub({
      postgresAdapter: singleProcess
        ? undefined
        : (await import('@socket.io/postgres-adapter')).createAdapter,
      httpServer: app.server,
      database,
      sessions: createSessionStore({ database }),
      parseCookie: (header) => app.parseCookie(header),
      cookieName: sessionCookieName(config),
      allowedOrigins: config.allowedOrigins,
      logger,
      handshakeLimit: createRateLimit(
        database.pool,
        'socket_handshakes',
        config.rateLimits.socketPerMinute,
        config.rateLimits.enabled,
        { durationS: 60 },
      ),
      trustProxy: config.trustProxy,
      presenceTtlMs: config.presenceTtlMs,
      eventsPerWindow: config.rateLimits.enabled ? config.rateLimits.socketEventsPer10s : undefined,
      // Three heartbeats per TTL at least (PRESENCE_TTL_MS shortened in the two-process tests).
      heartbeatMs: Math.min(REALTIME_PING_INTERVAL_MS, Math.floor(config.presenceTtlMs / 3)),
    });
    app.decorate('realtime', hub);
    app.addHook('preClose', async () => {
      await hub.close();
    });
  },
  { provides: true },
);
