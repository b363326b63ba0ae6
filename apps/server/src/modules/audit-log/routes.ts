import { ApiError, AuditLogPage, AuditLogQuery } from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLogService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/**
 * `GET /api/admin/audit-log` (docs/product.md#145-audit-log): admins only; anyone else gets
 * 403 `general_forbidden`. There is no route that changes or deletes a row.
 */
export const auditLogRoutes: FastifyPluginAsyncZod<{ auditLog: AuditLogService }> = async (
  app,
  { auditLog },
) => {
  app.get(
    '/admin/audit-log',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Admin actions, newest first, filtered by action, admin, person or time',
        querystring: AuditLogQuery,
        response: { 200: AuditLogPage, ...errors },
      },
    },
    async (request) => auditLog.list(request.query),
  );
};
