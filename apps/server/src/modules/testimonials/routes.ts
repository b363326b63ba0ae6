import { TestimonialList } from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TestimonialsService } from './service.ts';

/**
 * `GET /api/testimonials` (public): the home page carousel's testimonials, in display order
 * (docs/product.md#24-home-page "Home page", §3 "Static testimonial").
 */
export const testimonialsRoutes: FastifyPluginAsyncZod<{
  testimonials: TestimonialsService;
}> = async (app, { testimonials }) => {
  app.get(
    '/testimonials',
    {
      config: { access: 'public' },
      schema: {
        tags: ['home'],
        summary: 'Testimonials for the home page, in display order',
        response: { 200: TestimonialList },
      },
    },
    async () => ({ items: await testimonials.list() }),
  );
};
