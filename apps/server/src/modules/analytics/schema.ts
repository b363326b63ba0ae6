import {
  bigserial,
  date,
  index,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../account/schema.ts';

/** Tables owned by the analytics module (docs/architecture.md "Data"): only its repository queries them. */

/**
 * Counted views of a mentor's public profile (docs/product.md#1210-earnings-and-analytics). No
 * cookie and no personal data: `visitor_hash` is SHA-256 of the day's salt, the address and the
 * user agent, so a visitor counts once per profile per day and cannot be recognised the next day.
 * `day` is the calendar day in the mentor's time zone; `source` one of contracts
 * `VISIT_SOURCES`, `referrer_host` only for visits from another site.
 */
export const profileVisits = pgTable(
  'profile_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mentorId: varchar('mentor_id', { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: varchar('visitor_hash', { length: 64 }).notNull(),
    source: varchar('source', { length: 16 }).notNull(),
    referrerHost: varchar('referrer_host', { length: 253 }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profile_visits_once_a_day_key').on(t.mentorId, t.day, t.visitorHash),
    index('profile_visits_mentor_day_idx').on(t.mentorId, t.day, t.source),
  ],
);

/**
 * The daily-rotating salt of visitor hashes, one per UTC day, shared by every server process;
 * salts older than two days are deleted so old hashes can no longer be recomputed.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: varchar('salt', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
