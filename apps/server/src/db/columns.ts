import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by the modules' schema files. Times are `timestamptz` in UTC. */

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** PostgreSQL's `tsvector` (full-text search document); Drizzle has no built-in type for it. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
