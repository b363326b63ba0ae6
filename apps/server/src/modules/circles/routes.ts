import {
  ApiError,
  CircleDetail,
  CircleList,
  CircleListQuery,
  CircleParams,
  CircleStatus,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth.ts';
import type { CirclesService } from './service.ts';

const mutationErrors = {
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
  429: ApiError,
};

/**
 * Circles (docs/product.md#217-circles "Circles / communities page", §3 "Circle or community card"):
 * browsing is public; joining, leaving, liking and unliking need a verified account and are
 * idempotent (PUT adds, DELETE removes; repeating either changes nothing).
 */
export const circlesRoutes: FastifyPluginAsyncZod<{ circles: CirclesService }> = async (
  app,
  { circles },
) => {
  app.get(
    '/circles',
    {
      config: { access: 'public' },
      schema: {
        tags: ['circles'],
        summary:
          'Circles matching a title search and a category, in title order or by a trending filter (most_active: most members; recently_added: newest; hot_trending: most joins + likes in the last 7 days)',
        querystring: CircleListQuery,
        response: { 200: CircleList, 400: ApiError },
      },
    },
    async (request) => circles.list(request.query, request.auth?.user.id ?? null),
  );

  app.get(
    '/circles/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['circles'],
        summary: 'One circle, its newest 50 members (names) and the approved mentors among them',
        params: CircleParams,
        response: { 200: CircleDetail, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => circles.get(request.params.id, request.auth?.user.id ?? null),
  );

  const mutation = (
    method: 'PUT' | 'DELETE',
    what: 'membership' | 'like',
    summary: string,
    run: (id: string, userId: string) => Promise<CircleStatus>,
  ) =>
    app.route({
      method,
      url: `/circles/:id/${what}`,
      schema: {
        tags: ['circles'],
        summary,
        params: CircleParams,
        response: { 200: CircleStatus, ...mutationErrors },
      },
      handler: async (request) => run(request.params.id, requireAuth(request).user.id),
    });

  mutation('PUT', 'membership', 'Join the circle (idempotent)', circles.join);
  mutation('DELETE', 'membership', 'Leave the circle (idempotent)', circles.leave);
  mutation('PUT', 'like', 'Like the circle (idempotent)', circles.like);
  mutation('DELETE', 'like', 'Take back the like (idempotent)', circles.unlike);
};
