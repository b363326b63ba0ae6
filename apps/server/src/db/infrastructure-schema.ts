import { bigint, bigserial, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Infrastructure tables: rate-limit counters (lib/rate-limit.ts) and the demo seed's marker (db/seed). */

/** Counters of `rate-limiter-flexible`'s Postgres store (its own column layout). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/** One row once the demo content has been loaded (see db/seed). */
export const demoSeedRuns = pgTable('demo_seed_runs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
