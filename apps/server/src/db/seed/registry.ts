import { availabilitySeeder } from './availability.ts';
import { bookingsSeeder } from './bookings.ts';
import { circlesSeeder } from './circles.ts';
import { expertsSeeder } from './experts.ts';
import { featureRequestsSeeder } from './feature-requests.ts';
import { goalsSeeder } from './goals.ts';
import { menteesSeeder } from './mentees.ts';
import { moderationSeeder } from './moderation.ts';
import { messagesSeeder } from './messages.ts';
import { homeSeeder } from './home.ts';
import { mentorsSeeder } from './mentors.ts';
import { notificationsSeeder } from './notifications.ts';
import { profilesSeeder } from './profiles.ts';
import { practiceSeeder } from './practice.ts';
import { testimonialsSeeder } from './testimonials.ts';
import { resourcesSeeder } from './resources.ts';
import type { DemoSeeder } from './types.ts';

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
  // After circles and messages (it reports their rows) and the demo admin.
  moderationSeeder,
];
