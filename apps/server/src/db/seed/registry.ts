import type { Database } from '../client.ts';
import { availabilitySeeder } from './availability.ts';
import { circlesSeeder } from './circles.ts';
import { mentorsSeeder } from './mentors.ts';
import { testimonialsSeeder } from './testimonials.ts';
import { resourcesSeeder } from './resources.ts';

/**
 * One module's demo content. `run` inserts its rows (marked `is_demo = true` where the table
 * has that column) inside the seeding transaction; it must not send mail.
 */
export interface DemoSeeder {
  /** Short name for logs, e.g. 'circles'. */
  name: string;
  run(db: Parameters<Parameters<Database['transaction']>[0]>[0]): Promise<void>;
}

/**
 * Every module's demo seeder, in the order they run (later ones may rely on earlier rows).
 * Each feature adds its seeder here (docs/product.md#13-demo-content "Demo content").
 */
export const DEMO_SEEDERS: DemoSeeder[] = [
  mentorsSeeder,
  testimonialsSeeder,
  availabilitySeeder,
  circlesSeeder,
  resourcesSeeder,
];
