import { and, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../../lib/crypto.ts';
import { expertRequests } from '../../modules/experts/schema.ts';
import { mentorProfiles } from '../../modules/profiles/schema.ts';
import { users } from '../schema.ts';
import { DEMO_MENTEE_EMAIL, DEMO_MENTOR_EMAIL } from './demo-accounts.ts';
import type { DemoSeeder } from './types.ts';

/**
 * Ask an Expert's demo content (docs/product.md#13-demo-content; after the bookings and mentees
 * seeders): the demo mentor Sofia Lindqvist is an opted-in expert (niche Career); the demo
 * mentee Jordan Rivera asked an expert three days ago and Sofia accepted (the First Question
 * badge shows earned; the conversation is linked if the messages seeder made the pair's);
 * another demo mentee left a question open for offline experts, so Sofia's inbox and her
 * home's alert show one waiting request. Idempotent: rows are added only when missing.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const WAITING_MENTEE_EMAIL = 'demo-mentee-2@pathwise.example';

export const expertsSeeder: DemoSeeder = {
  name: 'experts',
  async run(tx, ctx) {
    const found = await tx.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [DEMO_MENTEE_EMAIL, DEMO_MENTOR_EMAIL, WAITING_MENTEE_EMAIL]));
    const idOf = new Map(found.map((u) => [u.email, u.id]));
    const sofia = idOf.get(DEMO_MENTOR_EMAIL);
    if (!sofia) return;
    await tx.db
      .update(mentorProfiles)
      .set({ expertOptIn: true })
      .where(eq(mentorProfiles.userId, sofia));

    const jordan = idOf.get(DEMO_MENTEE_EMAIL);
    if (jordan) {
      const [existing] = await tx.db
        .select({ id: expertRequests.id })
        .from(expertRequests)
        .where(eq(expertRequests.menteeId, jordan))
        .limit(1);
      if (!existing) {
        const conversation = await tx.db.execute<{ id: string }>(
          sql`select id from conversations where mentee_id = ${jordan} and mentor_id = ${sofia}`,
        );
        const asked = new Date(ctx.now - 3 * DAY_MS);
        await tx.db.insert(expertRequests).values({
          id: newId(),
          menteeId: jordan,
          topic: 'career',
          description:
            'I have two offers and cannot tell which design team would help me grow into a lead role. How do I compare them?',
          status: 'accepted',
          expiresAt: new Date(asked.getTime() + 10 * 60 * 1000),
          acceptedBy: sofia,
          acceptedAt: new Date(asked.getTime() + 4 * 60 * 1000),
          conversationId: conversation.rows[0]?.id ?? null,
          createdAt: asked,
        });
      }
    }

    const waiting = idOf.get(WAITING_MENTEE_EMAIL);
    if (waiting) {
      const [existing] = await tx.db
        .select({ id: expertRequests.id })
        .from(expertRequests)
        .where(
          and(
            eq(expertRequests.menteeId, waiting),
            inArray(expertRequests.status, ['open', 'waiting']),
          ),
        )
        .limit(1);
      if (!existing) {
        const asked = new Date(ctx.now - 2 * 60 * 60 * 1000);
        await tx.db.insert(expertRequests).values({
          id: newId(),
          menteeId: waiting,
          topic: 'career',
          description:
            'My manager says I am ready for a senior title but the promotion keeps slipping. What should I bring to my next review?',
          status: 'waiting',
          expiresAt: new Date(asked.getTime() + 10 * 60 * 1000),
          createdAt: asked,
        });
      }
    }
  },
};
