import {
  bigint,
  bigserial,
  customType,
  integer,
  pgTable,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

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

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * `@socket.io/postgres-adapter`'s attachments (its own layout): a broadcast over 8,000 bytes
 * cannot ride a NOTIFY payload, so the adapter stores it here and notifies its id
 * (ADR 0012). The adapter deletes rows older than its cleanup interval.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});
