import type { Database } from '../client.ts';
import { availabilitySeeder } from './availability.ts';
import { bookingsSeeder } from './bookings.ts';
import { circlesSeeder } from './circles.ts';
import { expertsSeeder } from './experts.ts';
import { featureRequestsSeeder } from './feature-requests.ts';
import { goalsSeeder } from './goals.ts';
import { menteesSeeder } from './mentees.ts';
import { messagesSeeder } from './messages.ts';
import { homeSeeder } from './home.ts';
import { mentorsSeeder } from './mentors.ts';
import { notificationsSeeder } from './notifications.ts';
import { profilesSeeder } from './profiles.ts';
import { practiceSeeder } from './practice.ts';
import { testimonialsSeeder } from './testimonials.ts';
import { resourcesSeeder } from './resources.ts';

/**
 * One module's demo content. `run` inserts its rows (marked `is_demo = true` where the table
 * has that column) inside the seeding transaction; it must not send mail.
 */
export interface DemoSeeder {
  /** Short name for logs, e.g. 'circles'. */
  name: string;
  run(
    db: Parameters<Parameters<Database['transaction']>[0]>[0],
    ctx: DemoSeedContext,
  ): Promise<void>;
}

/** What seeders may need beyond the database. */
export interface DemoSeedContext {
  /** The seeding time, ms since the epoch; demo history is placed around it. */
  now: number;
  /**
   * The password of the demo accounts that can sign in (`DEMO_PASSWORD`), or null for no
   * such accounts (production: docs/product.md#13-demo-content).
   */
  demoPassword: string | null;
  /** `MEETING_BASE_URL`: demo sessions' video rooms live under it. */
  meetingBaseUrl: string;
}

/**
 * Every module's demo seeder, in the order they run (later ones may rely on earlier rows).
 * Each feature adds its seeder here (docs/product.md#13-demo-content "Demo content").
 */
export const DEMO_SEEDERS: DemoSeeder[] = [
  mentorsSeeder,
  testimonialsSeeder,
  availabilitySeeder,
  bookingsSeeder,
  profilesSeeder,
  goalsSeeder,
  menteesSeeder,
  homeSeeder,
  messagesSeeder,
  practiceSeeder,
  circlesSeeder,
  resourcesSeeder,
  notificationsSeeder,
  // After the messages seeder, if any: it links the demo pair's conversation.
  expertsSeeder,
  featureRequestsSeeder,
];

/** A seeding context: now, no signable demo accounts, the default meeting base, unless given. */
export function demoSeedContext(overrides: Partial<DemoSeedContext> = {}): DemoSeedContext {
  return {
    now: Date.now(),
    demoPassword: null,
    meetingBaseUrl: 'https://meet.jit.si',
    ...overrides,
  };
}
