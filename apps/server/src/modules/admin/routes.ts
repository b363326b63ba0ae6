import {
  ApiError,
  DeclineMentor,
  DelistMentor,
  MentorApplication,
  MentorApplicationList,
  MentorApplicationListQuery,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth.ts';
import type { AdminService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };
const params = z.object({ userId: z.string().min(1).max(36) });

/**
 * Mentor vetting under /api/admin (docs/product.md#121-mentor-vetting "Mentor vetting"): verified accounts
 * whose email is in ADMIN_EMAILS only; anyone else gets 403 `general_forbidden`.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (
  app,
  { admin },
) => {
  app.get(
    '/admin/mentors',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Mentor applications with everything entered; pending first, then newest',
        querystring: MentorApplicationListQuery,
        response: { 200: MentorApplicationList, ...errors },
      },
    },
    async (request) => admin.listApplications(request.query),
  );

  app.post(
    '/admin/mentors/:userId/approve',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending application (idempotent); mails the mentor',
        params,
        response: { 200: MentorApplication, ...errors },
      },
    },
    async (request) => admin.approve(requireAuth(request).user.id, request.params.userId),
  );

  app.post(
    '/admin/mentors/:userId/decline',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Decline a pending application with a reason; mails the mentor',
        params,
        body: DeclineMentor,
        response: { 200: MentorApplication, ...errors },
      },
    },
    async (request) =>
      admin.decline(requireAuth(request).user.id, request.params.userId, request.body.reason),
  );

  app.post(
    '/admin/mentors/:userId/delist',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Delist an approved mentor with a reason; mails them',
        params,
        body: DelistMentor,
        response: { 200: MentorApplication, ...errors },
      },
    },
    async (request) =>
      admin.delist(requireAuth(request).user.id, request.params.userId, request.body.reason),
  );

  app.post(
    '/admin/mentors/:userId/relist',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'List a delisted mentor again; mails them',
        params,
        response: { 200: MentorApplication, ...errors },
      },
    },
    async (request) => admin.relist(requireAuth(request).user.id, request.params.userId),
  );
};
