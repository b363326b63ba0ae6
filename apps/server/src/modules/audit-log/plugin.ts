import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { auditLogRoutes } from './routes.ts';
import { createAuditLogService, type AuditLogService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit log, for the modules whose admin actions it records ('audit-log' dependency). */
    auditLog: AuditLogService;
  }
}

/**
 * The audit log of admin actions (docs/product.md#145-audit-log; owns admin_actions).
 * Provides its service to every module with an admin action.
 */
export const auditLogModule = defineModule(
  'audit-log',
  async (app, { database }) => {
    const auditLog = createAuditLogService({ database });
    app.decorate('auditLog', auditLog);
    await app.register(auditLogRoutes, { prefix: API_PREFIX, auditLog });
  },
  { provides: true },
);
