import { eq } from 'drizzle-orm';
import {
  hasFeatureRequest,
  insertFeatureRequest,
} from '../../modules/feature-requests/repository.ts';
import { users } from '../schema.ts';
import { DEMO_MENTEE_EMAIL } from './demo-accounts.ts';
import type { DemoSeeder } from './types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo feature requests (docs/product.md#13-demo-content): the demo mentee has one earlier request,
 * so "Your earlier requests" is not empty on a fresh `npm start`. Idempotent (nothing when the
 * mentee already has one); no mail is sent. Nothing without the demo mentee.
 */
export const featureRequestsSeeder: DemoSeeder = {
  name: 'feature-requests',
  async run(tx, ctx) {
    const [mentee] = await tx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_MENTEE_EMAIL));
    if (!mentee || (await hasFeatureRequest(tx.db, mentee.id))) return;
    await insertFeatureRequest(
      tx.db,
      mentee.id,
      {
        title: 'Export my goals and activities as a calendar',
        description:
          'I plan my week in my calendar app. It would help to subscribe to my activities’ due dates there, so I see them next to my sessions.',
      },
      new Date(ctx.now - 9 * DAY_MS),
    );
  },
};
