import { Health, PublicConfig } from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';

/** `GET /api/config`: the client-safe configuration the web app starts with. */
export const configRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/config',
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: PublicConfig } } },
    async () => ({
      appName: config.appName,
      supportEmail: config.supportEmail,
      oauthProviders: [],
    }),
  );
};

/** `GET /healthz`: 200 when the database answers within 2 s, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], response: { 200: Health, 503: Health } },
    },
    async (_request, reply) => {
      try {
        await Promise.race([
          database.pool.query('select 1'),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
        ]);
        return { status: 'ok' as const };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
