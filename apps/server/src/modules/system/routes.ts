import { Health, PublicConfig } from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SystemService } from './service.ts';

/** `GET /api/config`: the client-safe configuration the web app starts with. */
export const configRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (
  app,
  { system },
) => {
  app.get(
    '/config',
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: PublicConfig } } },
    async () => system.publicConfig(),
  );
};

/** `GET /healthz`: 200 when the database answers within 2 s, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (
  app,
  { system },
) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], response: { 200: Health, 503: Health } },
    },
    async (_request, reply) =>
      (await system.databaseAnswers())
        ? { status: 'ok' as const }
        : reply.code(503).send({ status: 'unavailable' as const }),
  );
};
