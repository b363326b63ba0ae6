import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { bookingNotificationsPlugin } from './notifications-plugin.ts';
import { bookingsRoutes } from './routes.ts';
import { createBookingsService } from './service.ts';

/**
 * Bookings: availability, slots and booked sessions (owns availability, bookings,
 * booking_changes). Asks the mentors service whether a mentor is approved and for plans.
 */
export const bookingsModule = defineModule(
  'bookings',
  async (app, { config, database, mailer, jobs, events, logger }) => {
    const bookings = createBookingsService({ config, database, mentors: app.mentors });
    await app.register(bookingsRoutes, { prefix: API_PREFIX, bookings });
    await app.register(bookingNotificationsPlugin, {
      config,
      database,
      mailer,
      jobs,
      events,
      logger,
    });
  },
  { dependencies: ['mentors'] },
);
