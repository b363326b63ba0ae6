import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { attachmentsRoutes } from './attachments-routes.ts';
import { createAttachmentsService } from './attachments.ts';
import { reviewsRoutes } from './reviews-routes.ts';
import { createReviewsService } from './reviews.ts';
import { bookingsRoutes } from './routes.ts';
import { createBookingsService } from './service.ts';

/**
 * Bookings: availability, slots and booked sessions (owns availability, bookings,
 * booking_changes). Asks the mentors service whether a mentor is approved and for plans.
 */
export const bookingsModule = defineModule(
  'bookings',
  async (app, { config, database, events }) => {
    const bookings = createBookingsService({ config, database, mentors: app.mentors });
    await app.register(bookingsRoutes, { prefix: API_PREFIX, bookings });
    await app.register(attachmentsRoutes, {
      prefix: API_PREFIX,
      attachments: createAttachmentsService({ config, database }),
    });
    await app.register(reviewsRoutes, {
      prefix: API_PREFIX,
      reviews: createReviewsService({ database, mentors: app.mentors, events }),
    });
  },
  { dependencies: ['mentors'] },
);
