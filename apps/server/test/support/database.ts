import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The migrated database (with pg-boss's schema) that every test database is cloned from. */
export const TEMPLATE_DATABASE = 'pathwise_template';

/**
 * The migrated template plus the demo content (`seedDemoContent`), seeded once per run by the
 * global setup so that the test files about demo content clone it instead of seeding each
 * their own database (docs/performance.md#the-test-suite). The demo accounts' password is
 * {@link TEST_DEMO_PASSWORD}.
 */
export const DEMO_TEMPLATE_DATABASE = 'pathwise_template_demo';

/** `DEMO_PASSWORD` of the demo template's accounts (demo mentee, demo mentor). */
export const TEST_DEMO_PASSWORD = 'demo-password-for-tests';

/** A database of its own for one test file, cloned from the migrated template. */
export interface TestDatabase {
  /** Its name in the test cluster, e.g. `t_3f9a0c1d2e4b`. */
  name: string;
  /** node-postgres connection string. */
  url: string;
  /**
   * Run one SQL statement on a short-lived connection: for looking at or adjusting rows the
   * way no API allows (e.g. moving `expires_at` into the past).
   */
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>>;
}

/**
 * The admin URL given by the global setup (Vitest `inject`). Imported lazily so that this
 * module also loads outside Vitest (e.g. for the SMTP catcher).
 */
async function injectedAdminUrl(): Promise<string> {
  const { inject } = await import('vitest');
  return inject('pgAdminUrl');
}

/**
 * Create a fresh database with every migration applied: `CREATE DATABASE … TEMPLATE`
 * (a file copy, a few milliseconds). Call it once per test file (docs/architecture.md#tests).
 * @param adminUrl superuser connection string; defaults to the Vitest global setup's cluster.
 * @param options.demo clone {@link DEMO_TEMPLATE_DATABASE} instead: the demo content is
 *   already loaded (seeded when the run started), with {@link TEST_DEMO_PASSWORD}.
 */
export async function createTestDatabase(
  adminUrl?: string,
  options: { demo?: boolean } = {},
): Promise<TestDatabase> {
  const admin = adminUrl ?? (await injectedAdminUrl());
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = options.demo ? DEMO_TEMPLATE_DATABASE : TEMPLATE_DATABASE;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`create database ${name} template ${template}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  return {
    name,
    url: dbUrl,
    async query(text, values) {
      const c = new pg.Client({ connectionString: dbUrl });
      await c.connect();
      try {
        return await c.query(text, values);
      } finally {
        await c.end();
      }
    },
  };
}

/** A database of its own with the demo content loaded: `createTestDatabase(undefined, { demo: true })`. */
export function createDemoDatabase(): Promise<TestDatabase> {
  return createTestDatabase(undefined, { demo: true });
}

/**
 * Wait until `database`'s mail queue has nothing left to deliver: no `mail` job created,
 * active or waiting for a retry. For checking that a request sent no (further) mail: the
 * services enqueue their mails before they answer, so once the queue is empty every mail a
 * request caused has been delivered (or has failed for good). Replaces fixed pauses
 * (docs/performance.md#the-test-suite).
 * @throws Error when the queue is not empty within `timeoutMs` (default 15 000 ms).
 */
export async function waitForEmptyMailQueue(
  database: TestDatabase,
  timeoutMs = 15_000,
): Promise<void> {
  const pending = async () =>
    (
      await database.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job
          where name = 'mail' and state in ('created', 'retry', 'active')`,
      )
    ).rows[0]!.n;
  const deadline = Date.now() + timeoutMs;
  while ((await pending()) > 0) {
    if (Date.now() > deadline) throw new Error(`The mail queue did not empty in ${timeoutMs} ms.`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Drop a test database, ending whatever is still connected to it (`WITH (FORCE)`).
 * Used to take a database away from a running app; the cluster itself is removed at the end
 * of the run, so tests need not clean up otherwise.
 */
export async function dropTestDatabase(database: TestDatabase, adminUrl?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl ?? (await injectedAdminUrl()) });
  await client.connect();
  try {
    await client.query(`drop database if exists ${database.name} with (force)`);
  } finally {
    await client.end();
  }
}
