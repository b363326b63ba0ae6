import { SiteStats } from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StatsService } from './service.ts';

/** `GET /api/stats` (public): the home page's statistics banner. */
export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (
  app,
  { stats },
) => {
  app.get(
    '/stats',
    {
      config: { access: 'public' },
      schema: {
        tags: ['home'],
        summary: 'Counts for the home page: approved mentors',
        response: { 200: SiteStats },
      },
    },
    async () => stats.siteStats(),
  );
};
