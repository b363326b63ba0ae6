import type { Testimonial } from '@pathwise/contracts';
import type { Database } from '../../db/client.ts';
import { listTestimonials } from './repository.ts';

/** The home page's testimonials. The module owns `testimonials`. */
export type TestimonialsService = ReturnType<typeof createTestimonialsService>;

export function createTestimonialsService(deps: { database: Database }) {
  const { db } = deps.database;
  return {
    /** Every testimonial, in display order. */
    list(): Promise<Testimonial[]> {
      return listTestimonials(db);
    },
  };
}
