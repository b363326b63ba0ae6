import {
  ApiError,
  CreateExpertRequest,
  ExpertInbox,
  ExpertRequest,
  ExpertRequestParams,
  MyExpertRequest,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth.ts';
import type { ExpertsService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/**
 * Ask an Expert under /api (docs/product.md#129-expertfinder): a mentee asks, cancels, leaves an
 * expired request open and reads their own; an opted-in expert reads the inbox and accepts.
 */
export const expertsRoutes: FastifyPluginAsyncZod<{ experts: ExpertsService }> = async (
  app,
  { experts },
) => {
  app.post(
    '/expert-requests',
    {
      config: { role: 'mentee' },
      schema: {
        tags: ['experts'],
        summary: 'Ask the online experts for help (one open request per mentee, 5 per hour)',
        body: CreateExpertRequest,
        response: { 201: ExpertRequest, ...errors, 409: ApiError, 429: ApiError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await experts.create(requireAuth(request).user, request.body)),
  );

  app.get(
    '/expert-requests/mine',
    {
      config: { role: 'mentee' },
      schema: {
        tags: ['experts'],
        summary: 'The mentee’s open or latest request, experts online, and mentors to book',
        response: { 200: MyExpertRequest, ...errors },
      },
    },
    async (request) => experts.mine(requireAuth(request).user),
  );

  app.get(
    '/expert-requests/inbox',
    {
      config: { role: 'mentor' },
      schema: {
        tags: ['experts'],
        summary: 'An expert’s open requests: their topic first, then newest, at most 20',
        response: { 200: ExpertInbox, ...errors },
      },
    },
    async (request) => experts.inbox(requireAuth(request).user),
  );

  app.post(
    '/expert-requests/:id/accept',
    {
      config: { role: 'mentor' },
      schema: {
        tags: ['experts'],
        summary: 'Accept a request (the first expert wins; the others get 409)',
        params: ExpertRequestParams,
        response: { 200: ExpertRequest, ...errors, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => experts.accept(requireAuth(request).user, request.params.id),
  );

  app.post(
    '/expert-requests/:id/cancel',
    {
      config: { role: 'mentee' },
      schema: {
        tags: ['experts'],
        summary: 'Withdraw the mentee’s open or waiting request',
        params: ExpertRequestParams,
        response: { 200: ExpertRequest, ...errors, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => experts.cancel(requireAuth(request).user, request.params.id),
  );

  app.post(
    '/expert-requests/:id/leave-open',
    {
      config: { role: 'mentee' },
      schema: {
        tags: ['experts'],
        summary:
          'Leave an expired request open for offline experts (mailed to the topic’s experts)',
        params: ExpertRequestParams,
        response: { 200: ExpertRequest, ...errors, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => experts.leaveOpen(requireAuth(request).user, request.params.id),
  );
};
