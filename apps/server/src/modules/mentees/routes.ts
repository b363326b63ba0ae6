import {
  ApiError,
  MenteeDetail,
  MenteeDetailQuery,
  MenteeList,
  MenteeListQuery,
  MenteeParams,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth.ts';
import type { MenteesService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/**
 * The mentor's mentees under /api/mentor (docs/product.md#220-mentor-dashboard). Mentors only (under
 * review or approved; anyone else 403); another mentor's mentee answers 404.
 */
export const menteesRoutes: FastifyPluginAsyncZod<{ mentees: MenteesService }> = async (
  app,
  { mentees },
) => {
  app.get(
    '/mentor/mentees',
    {
      config: { role: 'mentor' },
      schema: {
        tags: ['mentees'],
        summary: 'The mentor’s mentees: summary figures and one page of the progress table',
        querystring: MenteeListQuery,
        response: { 200: MenteeList, ...errors },
      },
    },
    async (request) => mentees.list(requireAuth(request).user, request.query),
  );

  app.get(
    '/mentor/mentees/:id',
    {
      config: { role: 'mentor' },
      schema: {
        tags: ['mentees'],
        summary: 'One mentee: shared goals, visible activities and sessions with this mentor',
        params: MenteeParams,
        querystring: MenteeDetailQuery,
        response: { 200: MenteeDetail, ...errors, 404: ApiError },
      },
    },
    async (request) =>
      mentees.detail(requireAuth(request).user, request.params.id, request.query.timeZone),
  );
};
