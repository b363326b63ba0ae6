import pg from 'pg';
import type { Logger } from 'pino';
import { openDatabase, runMigrations, type Database } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';
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

/**
 * Connect to `DATABASE_URL`, or start the embedded cluster under `<DATA_DIR>/postgres`,
 * then apply migrations under an advisory lock. The embedded cluster's directory is claimed
 * first (`DATA_DIR/server.pid`), and given back when `embedded.stop()` has stopped it.
 * @throws DataDirInUseError when another live server uses `DATA_DIR`: nothing was touched.
 */
export async function startDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  log: Logger;
  /** The embedded server died and could not be restarted: the process should exit. */
  onEmbeddedGiveUp?: (err: Error) => void;
}): Promise<StartedDatabase> {
  let embedded: EmbeddedPostgres | undefined;
  let url = opts.databaseUrl;
  if (!url) {
    const lock = await lockDataDir(opts.dataDir);
    let cluster: EmbeddedPostgres;
    try {
      cluster = await startEmbeddedPostgres({
        dir: path.join(opts.dataDir, 'postgres'),
        log: opts.log,
        onGiveUp: opts.onEmbeddedGiveUp,
      });
    } catch (err) {
      await lock.release();
      throw err;
    }
    embedded = {
      ...cluster,
      async stop(timeoutMs) {
        try {
          await cluster.stop(timeoutMs);
        } finally {
          await lock.release();
        }
      },
    };
    await ensureDatabase(embedded.url(), EMBEDDED_DB);
    url = embedded.url(EMBEDDED_DB);
  }
  const database = openDatabase(url, 10, (err) => opts.log.error({ err }, 'database pool error'));
  try {
    const client = await database.pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await runMigrations(database);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
  } catch (err) {
    await database.close().catch(() => undefined);
    await embedded?.stop();
    throw err;
  }
  return { url, database, embedded };
}
