import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX, type ModuleDeps } from '../../lib/module.ts';
import { calendarRoutes } from './calendar-routes.ts';
import { createCalendarService, type CalendarBookings } from './calendar-service.ts';
import { subscribeBookingNotifications } from './notifications.ts';
import { startReminderWorker } from './reminders.ts';

/**
 * The bookings module's mail and calendar part (docs/product.md#123-booking),
 * registered by `plugin.ts`: the mails and reminders on every `booking.*` event, the
 * reminder worker, and `GET /api/bookings/:id/ics`.
 */
export const bookingNotificationsPlugin: FastifyPluginAsync<
  Pick<ModuleDeps, 'config' | 'database' | 'mailer' | 'jobs' | 'events' | 'logger'> & {
    bookings: CalendarBookings;
  }
> = async (app, deps) => {
  const { bookings, config, database, mailer, jobs, events, logger } = deps;
  subscribeBookingNotifications({ events, config, mailer, jobs });
  app.addHook('onReady', () =>
    startReminderWorker({ jobs, database, mailer, config, logger, events }),
  );
  await app.register(calendarRoutes, {
    prefix: API_PREFIX,
    calendar: createCalendarService({ config, bookings }),
  });
};
