import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../account/schema.ts';

/** Tables owned by the onboarding module (docs/architecture.md "Data"): only its repository queries them. */

/**
 * The onboarding wizard's progress (docs/product.md#216-onboarding-wizard): the role and every saved step's
 * answers, keyed by the step key of contracts `ONBOARDING_STEPS`. `answers` is checked with
 * the contracts' schemas on the way in and on the way out. `completed_at` is set by Confirm on
 * /welcome-aboard, when the profile rows below are written.
 */
export const onboarding = pgTable(
  'onboarding',
  {
    userId: varchar('user_id', { length: 36 })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    userType: varchar('user_type', { length: 8 }).$type<'coach' | 'mentee'>(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('onboarding_user_type', sql`${t.userType} in ('coach', 'mentee')`),
    check(
      'onboarding_completed_has_role',
      sql`${t.completedAt} is null or ${t.userType} is not null`,
    ),
  ],
);
