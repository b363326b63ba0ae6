import { and, eq, inArray } from 'drizzle-orm';
import { newId } from '../../lib/crypto.ts';
import { insertActivities, type NewActivity } from '../../modules/goals/repository.ts';
import { goals } from '../../modules/goals/schema.ts';
import { weekIn } from '../../modules/goals/service.ts';
import { users } from '../schema.ts';
import { DEMO_MENTEE_EMAIL } from './demo-accounts.ts';
import type { DemoSeeder } from './types.ts';

/**
 * The demo mentee's home this week (docs/product.md#13-demo-content; after the goals seeder): a few
 * more activities due Monday to Friday of the seeding week, some done and some still to do,
 * so the weekly bars, this week's activities and the skills milestone are alive on a fresh
 * start. Held sessions (time saved, the First Engagement badge) come from the bookings
 * seeder. Nothing without the demo mentee.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const ZONE = 'America/New_York';

export const homeSeeder: DemoSeeder = {
  name: 'home',
  async run(tx, ctx) {
    const [mentee] = await tx.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, [DEMO_MENTEE_EMAIL]));
    if (!mentee) return;
    const [goal] = await tx.db
      .select({ id: goals.id })
      .from(goals)
      .where(and(eq(goals.menteeId, mentee.id), eq(goals.category, 'interviews')))
      .limit(1);
    const { weekStart } = weekIn(ZONE, new Date(ctx.now));
    const day = (n: number) =>
      new Date(Date.parse(`${weekStart}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
    const base = {
      menteeId: mentee.id,
      createdBy: mentee.id,
      source: 'mentee' as const,
      kind: 'activity' as const,
      description: '',
      bookingId: null,
      isDemo: true,
    };
    const items: Omit<NewActivity, 'id'>[] = [
      {
        ...base,
        name: 'Sketch three ideas for the onboarding critique',
        goalId: goal?.id ?? null,
        category: 'skills',
        dueDate: day(0),
        status: 'complete',
      },
      {
        ...base,
        name: 'Read two senior designer job descriptions and note the gaps',
        goalId: null,
        category: 'career',
        dueDate: day(0),
        status: 'not_started',
      },
      {
        ...base,
        name: 'Mock portfolio review with a peer',
        goalId: goal?.id ?? null,
        category: 'interviews',
        dueDate: day(3),
        status: 'not_started',
      },
      {
        ...base,
        name: 'Tidy the Figma file of the checkout case study',
        goalId: null,
        category: 'skills',
        dueDate: day(4),
        status: 'in_progress',
      },
    ];
    await insertActivities(
      tx.db,
      items.map((item) => ({ ...item, id: newId() })),
    );
  },
};
