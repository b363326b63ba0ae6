import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { earningsRoutes } from './routes.ts';
import { createEarningsService } from './service.ts';

/**
 * Earnings: what a mentor earned and has booked, computed from bookings (owns no
 * table; docs/product.md "Payments": nothing is charged). Reads the bookings service and the
 * account service for mentees' names.
 */
export const earningsModule = defineModule(
  'earnings',
  async (app) => {
    const earnings = createEarningsService({ bookings: app.bookings, accounts: app.accounts });
    await app.register(earningsRoutes, { prefix: API_PREFIX, earnings });
  },
  { dependencies: ['bookings', 'account'] },
);
