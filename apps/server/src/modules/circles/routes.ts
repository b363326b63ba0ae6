import {
  ApiError,
  CircleDetail,
  CircleList,
  CircleListQuery,
  CircleParams,
  CirclePost,
  CirclePostList,
  CirclePostListQuery,
  CirclePostParams,
  CirclePostReplies,
  CircleStatus,
  CreateCirclePost,
  UpdateCirclePost,
} from '@pathwise/contracts';
import { z } from 'zod';
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
          'Circles matching a title search and a category, in title order or by a trending filter (most_active: most members + posts; recently_added: newest; hot_trending: most joins + likes + posts in the last 7 days)',
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

  // Circle discussions (docs/product.md#128-circles): reading is public, writing is for
  // members (posts) and authors (edit, delete).
  app.get(
    '/circles/:id/posts',
    {
      config: { access: 'public' },
      schema: {
        tags: ['circles'],
        summary:
          "The circle's posts, newest first, 20 a page (`before`: a post id, for older ones)",
        params: CircleParams,
        querystring: CirclePostListQuery,
        response: { 200: CirclePostList, 400: ApiError, 404: ApiError },
      },
    },
    async (request) =>
      circles.listPosts(request.params.id, request.auth?.user.id ?? null, request.query.before),
  );

  app.get(
    '/circles/:id/posts/:postId/replies',
    {
      config: { access: 'public' },
      schema: {
        tags: ['circles'],
        summary: 'The replies of a post, oldest first',
        params: CirclePostParams,
        response: { 200: CirclePostReplies, 400: ApiError, 404: ApiError },
      },
    },
    async (request) =>
      circles.listReplies(request.params.id, request.params.postId, request.auth?.user.id ?? null),
  );

  app.post(
    '/circles/:id/posts',
    {
      schema: {
        tags: ['circles'],
        summary:
          'Post in the circle, or reply with `parentId` (members only; 10 a minute; a reply to a reply joins its thread)',
        params: CircleParams,
        body: CreateCirclePost,
        response: { 201: CirclePost, ...mutationErrors },
      },
    },
    async (request, reply) => {
      const post = await circles.createPost(
        request.params.id,
        requireAuth(request).user.id,
        request.body,
      );
      return reply.code(201).send(post);
    },
  );

  app.patch(
    '/circles/:id/posts/:postId',
    {
      schema: {
        tags: ['circles'],
        summary: "Edit one's own post or reply",
        params: CirclePostParams,
        body: UpdateCirclePost,
        response: { 200: CirclePost, ...mutationErrors },
      },
    },
    async (request) =>
      circles.updatePost(
        request.params.id,
        request.params.postId,
        requireAuth(request).user.id,
        request.body.body,
      ),
  );

  app.delete(
    '/circles/:id/posts/:postId',
    {
      schema: {
        tags: ['circles'],
        summary: "Delete one's own post (with its replies) or reply",
        params: CirclePostParams,
        response: { 204: z.null(), ...mutationErrors },
      },
    },
    async (request, reply) => {
      await circles.deletePost(
        request.params.id,
        request.params.postId,
        requireAuth(request).user.id,
      );
      return reply.code(204).send(null);
    },
  );
};
