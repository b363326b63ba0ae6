import {
  AdminReport,
  AdminReportList,
  AdminReportListQuery,
  ApiError,
  AppealCase,
  AppealParams,
  CreateAppeal,
  CreateReport,
  ReportReceipt,
  ResolveReport,
  SuspendUser,
  Suspension,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth.ts';
import type { ReportsService } from './service.ts';

const errors = {
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
  409: ApiError,
  429: ApiError,
};
const idParams = z.object({ id: z.string().min(1).max(36) });

/**
 * Reporting (docs/product.md#141-reporting), the moderation queue and suspensions under
 * /api/admin (admins only; anyone else 403), and the public appeal of a statement of reasons
 * (docs/product.md#143-moderation-and-suspension).
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  { reports },
) => {
  app.post(
    '/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Report a person, a message, a circle post or reply, or a review',
        body: CreateReport,
        response: { 201: ReportReceipt, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await reports.create(requireAuth(request).user.id, request.body)),
  );

  app.get(
    '/admin/reports',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Reports in a state (open by default), oldest first, each in its context',
        querystring: AdminReportListQuery,
        response: { 200: AdminReportList, ...errors },
      },
    },
    async (request) => reports.list(request.query.status),
  );

  app.post(
    '/admin/reports/:id/resolution',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Resolve an open report: dismiss, remove the content, warn or suspend',
        params: idParams,
        body: ResolveReport,
        response: { 200: AdminReport, ...errors },
      },
    },
    async (request) =>
      reports.resolve(requireAuth(request).user.id, request.params.id, request.body),
  );

  app.post(
    '/admin/users/:id/suspension',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Suspend an account for a period or until lifted',
        params: idParams,
        body: SuspendUser,
        response: { 200: Suspension, ...errors },
      },
    },
    async (request) =>
      reports.suspend(requireAuth(request).user.id, request.params.id, request.body),
  );

  app.delete(
    '/admin/users/:id/suspension',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Reinstate a suspended account',
        params: idParams,
        response: { 200: Suspension, ...errors },
      },
    },
    async (request) => reports.reinstate(requireAuth(request).user.id, request.params.id),
  );

  app.get(
    '/appeals/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reports'],
        summary: 'The decision an appeal link is for',
        params: AppealParams,
        response: { 200: AppealCase, 404: ApiError },
      },
    },
    async (request) => reports.appealCase(request.params.token),
  );

  app.post(
    '/appeals/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reports'],
        summary: 'Appeal a removal or suspension once; the case returns to the queue',
        params: AppealParams,
        body: CreateAppeal,
        response: { 200: AppealCase, 400: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => reports.appeal(request.params.token, request.body.text),
  );
};
