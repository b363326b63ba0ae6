import { ApiError, BlockImpact, BlockList, BlockParams, BlockResult } from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth.ts';
import type { BlocksService } from './service.ts';

const errors = { 401: ApiError, 403: ApiError };
const oneError = { 400: ApiError, 404: ApiError, ...errors };

/**
 * `/api/blocks` (docs/product.md#1214-blocking): any signed-in person lists, sets and lifts
 * their own blocks.
 */
export const blocksRoutes: FastifyPluginAsyncZod<{ blocks: BlocksService }> = async (
  app,
  { blocks },
) => {
  app.get(
    '/blocks',
    {
      schema: {
        tags: ['blocks'],
        summary: 'The people the signed-in person blocked, latest first',
        response: { 200: BlockList, ...errors },
      },
    },
    async (request) => blocks.list(requireAuth(request).user),
  );

  app.get(
    '/blocks/:userId/impact',
    {
      schema: {
        tags: ['blocks'],
        summary: 'How many upcoming sessions blocking this person would cancel',
        params: BlockParams,
        response: { 200: BlockImpact, ...oneError },
      },
    },
    async (request) => blocks.impact(requireAuth(request).user, request.params.userId),
  );

  app.put(
    '/blocks/:userId',
    {
      schema: {
        tags: ['blocks'],
        summary:
          'Block a person (idempotent): neither can message or book the other; upcoming sessions between the two are cancelled',
        params: BlockParams,
        response: { 200: BlockResult, ...oneError },
      },
    },
    async (request) => blocks.block(requireAuth(request).user, request.params.userId),
  );

  app.delete(
    '/blocks/:userId',
    {
      schema: {
        tags: ['blocks'],
        summary: 'Lift the signed-in person’s block of a person',
        params: BlockParams,
        response: { 204: z.null(), 400: ApiError, ...errors },
      },
    },
    async (request, reply) => {
      await blocks.unblock(requireAuth(request).user, request.params.userId);
      return reply.code(204).send(null);
    },
  );
};
