import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import * as schema from './schema.ts';

/** A Drizzle database bound to the pool or to one transaction's client. */
export type Db = NodePgDatabase<typeof schema>;

/** The pool plus a Drizzle instance on it. Repositories are the only users of `db`. */
export interface Database {
  pool: pg.Pool;
  db: Db;
  /**
   * Run `fn` in one transaction on a dedicated client. `db` is bound to that client and
   * `client` can be handed to pg-boss so that a job is enqueued atomically with the rows.
   * `afterCommit(fn)` runs `fn` once the transaction has committed (never on rollback), in
   * registration order, before `transaction` resolves: for effects outside the database
   * that must not be seen before the rows are, e.g. a realtime emit. Their errors are
   * reported to `onError` and do not fail the committed transaction.
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** One transaction's handles (see {@link Database.transaction}). */
export interface Transaction {
  db: Db;
  client: pg.PoolClient;
  afterCommit(fn: () => void | Promise<void>): void;
}

/**
 * Drizzle instances per pooled client: building one extracts the relational config of the
 * whole schema (41 tables), which per transaction was about a tenth of the CPU of a message
 * send (docs/performance.md, the realtime profile). A pool's clients live as long as their
 * connection, so each gets its instance once; a closed client's entry goes with it.
 */
const onClientCache = new WeakMap<pg.PoolClient, Db>();

/** A Drizzle database on `client` (a transaction's dedicated client), built once per client. */
export function dbOnClient(client: pg.PoolClient): Db {
  let db = onClientCache.get(client);
  if (!db) {
    db = drizzle({ client, schema });
    onClientCache.set(client, db);
  }
  return db;
}

/** Open a pool on `url` (max `max` connections). Errors on idle clients are logged, not thrown. */
export function openDatabase(url: string, max = 10, onError?: (err: Error) => void): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    application_name: 'pathwise',
  });
  pool.on('error', (err) => onError?.(err));
  const db = drizzle({ client: pool, schema });
  return {
    pool,
    db,
    async transaction(fn) {
      const client = await pool.connect();
      const committed: Array<() => void | Promise<void>> = [];
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        await client.query('BEGIN');
        result = await fn({
          db: dbOnClient(client),
          client,
          afterCommit: (cb) => void committed.push(cb),
        });
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
      for (const cb of committed) {
        try {
          await cb();
        } catch (err) {
          onError?.(err as Error);
        }
      }
      return result;
    },
    close: () => pool.end(),
  };
}

/** Apply the committed SQL migrations in `apps/server/drizzle` (idempotent). */
export async function runMigrations(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder });
}
