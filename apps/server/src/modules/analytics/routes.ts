import {
  AnalyticsQuery,
  ApiError,
  MentorAnalytics,
  MentorParams,
  RecordVisit,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth.ts';
import type { AnalyticsService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/**
 * Profile analytics under /api (docs/product.md#1210-earnings-and-analytics): the public profile
 * page reports each view; the mentor reads their visits.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  app.post(
    '/mentors/:id/views',
    {
      config: { access: 'public' },
      schema: {
        tags: ['analytics'],
        summary:
          'Count one view of a mentor’s public profile (once per client address per day; not the mentor’s own, not bots; limited per address)',
        params: MentorParams,
        body: RecordVisit,
        response: { 204: z.null(), 400: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      await analytics.recordVisit(request.params.id, request.body, {
        userId: request.auth?.user.id ?? null,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/mentor/analytics',
    {
      config: { role: 'mentor' },
      schema: {
        tags: ['analytics'],
        summary: 'The signed-in mentor’s profile visits per day and per source, in their zone',
        querystring: AnalyticsQuery,
        response: { 200: MentorAnalytics, ...errors },
      },
    },
    async (request) => analytics.mentorAnalytics(requireAuth(request).user.id, request.query.range),
  );
};
