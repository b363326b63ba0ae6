import { newId } from '../../lib/crypto.ts';
import { insertTestimonials } from '../../modules/testimonials/repository.ts';
import type { DemoSeeder } from './types.ts';

/**
 * The home page's three testimonials (docs/product.md#33-public-content "Static testimonial": name, role,
 * rating 5, text; §9 "3 testimonials"), in carousel order.
 */
export const DEMO_TESTIMONIALS = [
  {
    name: 'Sofia Martinez',
    role: 'Computer science student',
    rating: 5,
    text: 'My mentor helped me turn a messy internship search into a clear plan. Three sessions later I had two offers and knew which one to take.',
  },
  {
    name: 'James Whitfield',
    role: 'Junior data analyst',
    rating: 5,
    text: 'Every session ended with concrete actions. Six months in, I lead my own reporting project and finally speak up in meetings.',
  },
  {
    name: 'Lena Fischer',
    role: 'Startup founder',
    rating: 5,
    text: 'Talking to someone who had raised money before saved us weeks of guessing. Our pitch is sharper and our first hire was the right one.',
  },
] as const;

/** Loads {@link DEMO_TESTIMONIALS} as demo rows (`is_demo = true`), positions 0, 1, 2. */
export const testimonialsSeeder: DemoSeeder = {
  name: 'testimonials',
  async run(tx) {
    await insertTestimonials(
      tx.db,
      DEMO_TESTIMONIALS.map((t, position) => ({ id: newId(), ...t, position, isDemo: true })),
    );
  },
};
