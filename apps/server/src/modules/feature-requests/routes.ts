import {
  ApiError,
  CreateFeatureRequest,
  FeatureRequest,
  FeatureRequestList,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth.ts';
import type { FeatureRequestsService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/**
 * `POST /api/feature-requests` and `GET /api/feature-requests`
 * (docs/product.md#1281-feature-requests): any verified signed-in person, mentee or mentor; each
 * reads only their own.
 */
export const featureRequestsRoutes: FastifyPluginAsyncZod<{
  featureRequests: FeatureRequestsService;
}> = async (app, { featureRequests }) => {
  app.post(
    '/feature-requests',
    {
      schema: {
        tags: ['feature-requests'],
        summary: 'Send a feature request: stored, then mailed to SUPPORT_EMAIL',
        body: CreateFeatureRequest,
        response: { 201: FeatureRequest, ...errors, 429: ApiError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await featureRequests.submit(requireAuth(request).user, request.body)),
  );

  app.get(
    '/feature-requests',
    {
      schema: {
        tags: ['feature-requests'],
        summary: 'The signed-in person’s earlier feature requests, newest first',
        response: { 200: FeatureRequestList, ...errors },
      },
    },
    async (request) => featureRequests.listOwn(requireAuth(request).user),
  );
};
