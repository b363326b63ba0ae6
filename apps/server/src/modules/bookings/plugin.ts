import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { attachmentsRoutes } from './attachments-routes.ts';
import { calendarFeedRoutes } from './calendar-feed-routes.ts';
import { createBookingsPersonalData } from './personal-data.ts';
import { createCalendarFeedService } from './calendar-feed.ts';
import { createAttachmentsService } from './attachments.ts';
import { bookingNotificationsPlugin } from './notifications-plugin.ts';
import { createBookingModeration, type BookingModeration } from './moderation.ts';
import { reviewsRoutes } from './reviews-routes.ts';
import { createReviewsService } from './reviews.ts';
import { bookingsRoutes } from './routes.ts';
import { createBookingsService, type BookingsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bookings module's service, for the modules that list 'bookings' as a dependency. */
    bookings: BookingsService;
    /** Reviews and sessions as moderation needs them (the reports module). */
    bookingModeration: BookingModeration;
  }
}

/**
 * How often each server process sweeps for pending bookings past their 48 hours (ms). A
 * booking expires at most this late; several processes sweep safely (locked rows are
 * skipped), and a sweep after downtime catches up at once.
 */
export const EXPIRY_SWEEP_MS = 60_000;

/**
 * Bookings: availability, slots and booked sessions (owns availability, bookings,
 * booking_changes, booking_attachments, reviews). Asks the mentors service whether a mentor
 * is approved, for plans and cards, and the account service for names and emails; publishes
 * `booking.*` events; provides its service (`app.bookings`) to goals, mentees, summary, analytics and earnings, and asks the goals module
 * for the goals agendas name. Sweeps expired pending bookings every {@link EXPIRY_SWEEP_MS}.
 */
export const bookingsModule = defineModule(
  'bookings',
  async (app, { config, database, mailer, jobs, events, logger, personalData }) => {
    const bookings = createBookingsService({
      config,
      database,
      events,
      mentors: app.mentors,
      accounts: app.accounts,
      // The goals module comes after this one (it asks bookings about participation), so
      // its service is reached when a request needs it (the agenda's goal).
      goals: {
        activeGoal: (menteeId, goalId, on) => app.goals.activeBookingGoal(menteeId, goalId, on),
        summaries: (ids, on) => app.goals.bookingGoals(ids, on),
      },
      // The blocks module comes after this one (a block cancels sessions through here).
      blocks: { stands: (a, b, on) => app.blocks.stands(a, b, on) },
    });
    app.decorate('bookings', bookings);
    app.decorate(
      'bookingModeration',
      createBookingModeration({ database, mentors: app.mentors, bookings }),
    );
    personalData.register(createBookingsPersonalData({ config, database, bookings }));
    // Plan edits in the mentors module ask which plans mentees have opened.
    app.mentors.plans.useOpenedPlans(bookings.openedPlans);
    const sweep = () =>
      bookings
        .expireOverdue()
        .then((n) => {
          if (n > 0) logger.info({ expired: n }, 'pending bookings expired');
        })
        .catch((err: unknown) => logger.warn({ err }, 'booking expiry sweep failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      // One sweep at once catches up after downtime; then one every EXPIRY_SWEEP_MS.
      void sweep();
      timer = setInterval(() => void sweep(), EXPIRY_SWEEP_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
    await app.register(bookingsRoutes, { prefix: API_PREFIX, bookings });
    await app.register(bookingNotificationsPlugin, {
      bookings,
      config,
      database,
      mailer,
      jobs,
      events,
      logger,
    });
    await app.register(attachmentsRoutes, {
      prefix: API_PREFIX,
      attachments: createAttachmentsService({ config, database }),
    });
    await app.register(calendarFeedRoutes, {
      prefix: API_PREFIX,
      feed: createCalendarFeedService({ config, database, bookings }),
    });
    await app.register(reviewsRoutes, {
      prefix: API_PREFIX,
      reviews: createReviewsService({
        database,
        mentors: app.mentors,
        events: { bus: events, bookings },
      }),
    });
  },
  { dependencies: ['mentors', 'account'], provides: true },
);
