import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** Tables owned by the testimonials module (docs/architecture.md "Data"): only its repository queries them. */

/**
 * Testimonials on the home page (docs/product.md#33-public-content "Static testimonial": name, role, rating,
 * text; §9 "3 testimonials"), shown in `position` order. `rating` is whole stars, 1 to 5.
 */
export const testimonials = pgTable(
  'testimonials',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    role: varchar('role', { length: 120 }).notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    position: integer('position').notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('testimonials_rating', sql`${t.rating} between 1 and 5`),
    check('testimonials_text_length', sql`char_length(${t.text}) between 1 and 1000`),
    index('testimonials_position_idx').on(t.position),
  ],
);
