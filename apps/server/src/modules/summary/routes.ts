import { ApiError, MenteeSummary, SummaryQuery } from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth.ts';
import type { SummaryService } from './service.ts';

/** The mentee home's summary under /api (docs/product.md#125-goals-and-activities). */
export const summaryRoutes: FastifyPluginAsyncZod<{ summary: SummaryService }> = async (
  app,
  { summary },
) => {
  app.get(
    '/me/summary',
    {
      config: { role: 'mentee' },
      schema: {
        tags: ['goals'],
        summary:
          'Everything the mentee home shows in one answer: week, milestones, badges, sessions, goals, activities, mentors to book',
        querystring: SummaryQuery,
        response: { 200: MenteeSummary, 400: ApiError, 401: ApiError, 403: ApiError },
      },
    },
    async (request) => summary.menteeSummary(requireAuth(request).user, request.query.timeZone),
  );
};
