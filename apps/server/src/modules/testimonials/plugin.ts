import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { testimonialsRoutes } from './routes.ts';
import { createTestimonialsService } from './service.ts';

/** Testimonials: the home page's carousel (owns testimonials). */
export const testimonialsModule = defineModule('testimonials', async (app, { database }) => {
  const testimonials = createTestimonialsService({ database });
  await app.register(testimonialsRoutes, { prefix: API_PREFIX, testimonials });
});
