import pg from 'pg';
import type { Logger } from 'pino';
import { openDatabase, runMigrations, type Database } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import {
  prepareEmbeddedPostgres,
  type EmbeddedPostgres,
  type PreparedEmbeddedPostgres,
} from './embedded-postgres.ts';
import path from 'node:path';

/** Name of the application database inside the embedded cluster. */
export const EMBEDDED_DB = 'pathwise';

/** Lock id held while migrating, so two processes starting together migrate once. */
const MIGRATION_LOCK = 7_104_202_611;

export interface StartedDatabase {
  url: string;
  database: Database;
  embedded?: EmbeddedPostgres;
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** Where {@link beginDatabase} leaves a start: what is known before PostgreSQL answers. */
export interface StartingDatabase {
  /** The application database's connection string, valid once `ready` resolves. */
  url: string;
  /** Its pool: no connection is opened before the first query, which must wait for `ready`. */
  database: Database;
  /** True when the cluster is the embedded one under `DATA_DIR`. */
  embedded: boolean;
  /**
   * Resolves once the server accepts connections and the migrations are applied; on failure
   * the pool is closed and the embedded cluster stopped (its directory given back) first.
   */
  ready: Promise<StartedDatabase>;
}

/** The options of {@link beginDatabase} and {@link startDatabase}. */
export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  log: Logger;
  /** The embedded server died and could not be restarted: the process should exit. */
  onEmbeddedGiveUp?: (err: Error) => void;
}

/**
 * Connect to `DATABASE_URL`, or start the embedded cluster under `<DATA_DIR>/postgres`,
 * then apply migrations under an advisory lock. The embedded cluster's directory is claimed
 * first (`DATA_DIR/server.pid`), and given back when `embedded.stop()` has stopped it.
 * @throws DataDirInUseError when another live server uses `DATA_DIR`: nothing was touched.
 */
export async function startDatabase(opts: DatabaseOptions): Promise<StartedDatabase> {
  return (await beginDatabase(opts)).ready;
}

/**
 * {@link startDatabase} in two steps: resolves as soon as the connection string is known (the
 * directory claimed, the embedded cluster initialised on its first use, its port picked), with
 * the server's start and the migrations still running in `ready`. `main.ts` builds the routes
 * meanwhile: they need the pool, not an answer from it (docs/performance.md, "Start-up and idle memory").
 * @throws DataDirInUseError when another live server uses `DATA_DIR`: nothing was touched.
 */
export async function beginDatabase(opts: DatabaseOptions): Promise<StartingDatabase> {
  if (opts.databaseUrl) {
    const database = openPool(opts.databaseUrl, opts.log);
    const ready = migrate(database).then(
      () => ({ url: opts.databaseUrl!, database }),
      async (err: unknown) => {
        await database.close().catch(() => undefined);
        throw err;
      },
    );
    return { url: opts.databaseUrl, database, embedded: false, ready };
  }
  const lock = await lockDataDir(opts.dataDir);
  let cluster: PreparedEmbeddedPostgres;
  try {
    cluster = await prepareEmbeddedPostgres({
      dir: path.join(opts.dataDir, 'postgres'),
      log: opts.log,
      onGiveUp: opts.onEmbeddedGiveUp,
    });
  } catch (err) {
    await lock.release();
    throw err;
  }
  const url = cluster.url(EMBEDDED_DB);
  const database = openPool(url, opts.log);
  const ready = (async (): Promise<StartedDatabase> => {
    let running: EmbeddedPostgres | undefined;
    try {
      running = await cluster.start();
    } catch (err) {
      await database.close().catch(() => undefined);
      await lock.release();
      throw err;
    }
    const server = running;
    const embedded: EmbeddedPostgres = {
      ...server,
      async stop(timeoutMs) {
        try {
          await server.stop(timeoutMs);
        } finally {
          await lock.release();
        }
      },
    };
    try {
      await ensureDatabase(embedded.url(), EMBEDDED_DB);
      await migrate(database);
    } catch (err) {
      await database.close().catch(() => undefined);
      await embedded.stop();
      throw err;
    }
    return { url, database, embedded };
  })();
  return { url, database, embedded: true, ready };
}

/** The application's pool (10 connections), its errors logged. */
function openPool(url: string, log: Logger): Database {
  return openDatabase(url, 10, (err) => log.error({ err }, 'database pool error'));
}

/** Apply the migrations under {@link MIGRATION_LOCK}. */
async function migrate(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await runMigrations(database);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
