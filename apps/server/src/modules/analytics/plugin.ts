import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { createRateLimit } from '../../lib/rate-limit.ts';
import { analyticsRoutes } from './routes.ts';
import { createAnalyticsService } from './service.ts';

/**
 * Profile analytics (owns profile_visits, analytics_salts): counts views of public
 * mentor profiles without cookies and shows a mentor their visits. Reads a mentor's approval
 * and zone in its own repository when counting and writes views in batches, the last one
 * when the app closes (docs/performance.md); asks the bookings service for time
 * zones and bookings.
 */
export const analyticsModule = defineModule(
  'analytics',
  async (app, { database, config, logger }) => {
    const analytics = createAnalyticsService({
      database,
      appUrl: config.appUrl,
      viewsPerAddress: createRateLimit(
        database.pool,
        'profile-views-ip',
        config.rateLimits.profileViewsPerHour,
        config.rateLimits.enabled,
      ),
      bookings: app.bookings,
      onWriteError: (err, rows) => logger.error({ err, rows }, 'profile views not written'),
    });
    // Views still queued are written before the database closes (main.ts closes it after).
    app.addHook('onClose', () => analytics.flushVisits());
    await app.register(analyticsRoutes, { prefix: API_PREFIX, analytics });
  },
  { dependencies: ['bookings'] },
);
