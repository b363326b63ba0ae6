import type { Testimonial } from '@pathwise/contracts';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testimonials } from './schema.ts';

/** The home page's testimonials (docs/product.md#24-home-page "Home page"); the only ORM code of its module. */

/** Every testimonial, in display order (`position`, then id for a stable order). */
export async function listTestimonials(db: Db): Promise<Testimonial[]> {
  return db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      role: testimonials.role,
      rating: testimonials.rating,
      text: testimonials.text,
    })
    .from(testimonials)
    .orderBy(asc(testimonials.position), asc(testimonials.id));
}

/** A testimonial row to insert (the demo seeder's shape). */
export type NewTestimonial = typeof testimonials.$inferInsert;

/** Insert testimonials, e.g. the demo ones inside the seeding transaction. */
export async function insertTestimonials(db: Db, rows: NewTestimonial[]): Promise<void> {
  if (rows.length > 0) await db.insert(testimonials).values(rows);
}
