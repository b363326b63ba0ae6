import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, MESSAGES } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request whose `Origin` (or, without one, `Referer`) is neither
 * APP_URL's origin nor in TRUSTED_ORIGINS: 403 `general_unknown_origin`, whose message names
 * the address to open instead (`appUrl`; docs/operations.md#configuration).
 * A request with neither header does not come from a browser page, so it cannot ride a
 * visitor's cookie and is let through.
 */
export const originPlugin = fp(
  async (app: FastifyInstance, opts: { allowedOrigins: Set<string>; appUrl: string }) => {
    const refusal = `${MESSAGES.unknownOrigin} Open ${opts.appUrl} to use this server.`;
    app.addHook('onRequest', async (request) => {
      if (SAFE.has(request.method)) return;
      const origin = request.headers.origin;
      let source: string | undefined = origin;
      if (source === undefined && request.headers.referer) {
        try {
          source = new URL(request.headers.referer).origin;
        } catch {
          source = 'null';
        }
      }
      if (source !== undefined && !opts.allowedOrigins.has(source)) {
        throw new AppError('general_unknown_origin', refusal);
      }
    });
  },
  { name: 'origin' },
);
