import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { createOverviewService } from './overview.ts';
import { adminPeopleRoutes } from './people-routes.ts';
import { createPeopleService } from './people.ts';
import { adminRoutes } from './routes.ts';
import { createAdminService } from './service.ts';

/**
 * Admin: mentor vetting and listing (owns no table; decisions go through the mentors service,
 * each one a row of the audit log), the overview and the people pages (read through each
 * owning module's `admin-figures.ts`; docs/product.md#146-admin-overview).
 */
export const adminModule = defineModule(
  'admin',
  async (app, { config, database, events }) => {
    const admin = createAdminService({
      database,
      events,
      mentors: app.mentors,
      bookings: app.bookings,
      auditLog: app.auditLog,
    });
    await app.register(adminRoutes, { prefix: API_PREFIX, admin });
    const people = createPeopleService({
      database,
      adminEmails: config.adminEmails,
      profiles: app.profiles,
      auditLog: app.auditLog,
    });
    const overview = createOverviewService({ database });
    await app.register(adminPeopleRoutes, { prefix: API_PREFIX, people, overview });
  },
  { dependencies: ['profiles', 'mentors', 'bookings', 'audit-log'] },
);
