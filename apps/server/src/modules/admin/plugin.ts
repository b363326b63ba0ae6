import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { adminRoutes } from './routes.ts';
import { createAdminService } from './service.ts';

/**
 * Admin: mentor vetting (owns no table; decisions go through the mentors service, each one a
 * row of the audit log).
 */
export const adminModule = defineModule(
  'admin',
  async (app, { database, events }) => {
    const admin = createAdminService({
      database,
      events,
      mentors: app.mentors,
      bookings: app.bookings,
      auditLog: app.auditLog,
    });
    await app.register(adminRoutes, { prefix: API_PREFIX, admin });
  },
  { dependencies: ['mentors', 'bookings', 'audit-log'] },
);
