import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { mentorProfiles } from '../profiles/schema.ts';

/**
 * Tables owned by the mentors module (docs/architecture.md "Data"): a mentor's plans and the
 * directory's version. The profile rows they hang on are the profiles module's (ADR 0016).
 */

/** A mentor's priced packages of sessions, in the order entered (`position` from 0). */
export const mentorPlans = pgTable(
  'mentor_plans',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    mentorId: varchar('mentor_id', { length: 36 })
      .notNull()
      .references(() => mentorProfiles.userId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    /** Integer minor units of `currency` (docs/architecture.md "Data"). */
    priceMinor: integer('price_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    sessions: integer('sessions').notNull(),
    deliverables: text('deliverables'),
    /**
     * Set when the mentor removes or edits a plan that mentees have already opened: the row
     * stays for their bookings and balances, and a new row takes its place (docs/product.md#1115-settings-that-save).
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mentor_plans_mentor_position_key').on(t.mentorId, t.position),
    check('mentor_plans_price', sql`${t.priceMinor} >= 0`),
    check('mentor_plans_sessions', sql`${t.sessions} >= 1`),
  ],
);

/**
 * The public mentor directory's version: one row whose `version` goes up once in every
 * transaction that changes `mentor_profiles`, where everything a directory answer shows,
 * filters and sorts by lives (statement triggers of migration `mentor_directory_version`).
 * The server keeps directory answers while the version stays the same (ADR 0007).
 */
export const mentorDirectoryVersion = pgTable(
  'mentor_directory_version',
  {
    /** Always true: the table has one row. */
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    /** The transaction (`pg_current_xact_id`) that raised `version` last. */
    changedIn: bigint('changed_in', { mode: 'number' }),
  },
  (t) => [check('mentor_directory_version_one_row', sql`${t.id}`)],
);
