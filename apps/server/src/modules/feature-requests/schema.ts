import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../account/schema.ts';

/** Tables owned by the feature-requests module (docs/architecture.md "Data"): only its repository queries them. */

/**
 * Feature requests (docs/product.md#1281-feature-requests): a title and a description from a
 * signed-in person, stored, then mailed to `SUPPORT_EMAIL`; the person sees their earlier ones.
 */
export const featureRequests = pgTable(
  'feature_requests',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    userId: varchar('user_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feature_requests_user_idx').on(t.userId, t.createdAt)],
);
