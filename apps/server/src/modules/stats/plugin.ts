import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { statsRoutes } from './routes.ts';
import { createStatsService } from './service.ts';

/** Stats: the home page's counts (owns no table; asks the mentors and bookings services). */
export const statsModule = defineModule(
  'stats',
  async (app) => {
    const stats = createStatsService({ mentors: app.mentors, bookings: app.bookings });
    await app.register(statsRoutes, { prefix: API_PREFIX, stats });
  },
  { dependencies: ['mentors', 'bookings'] },
);
