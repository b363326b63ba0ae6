import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations } from '../../src/db/client.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';
import { startBoss } from '../../src/jobs/boss.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { TEMPLATE_DATABASE } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the test cluster's `postgres` database (superuser). */
    pgAdminUrl: string;
  }
}

/**
 * Vitest global setup of the `server` project (ARCHITECTURE "Tests", STYLE.md §9): one
 * embedded PostgreSQL for the whole run, and a template database that is migrated once and
 * holds pg-boss's schema, so that each test file can clone a ready database in milliseconds
 * (`createTestDatabase`). Durability is switched off: the cluster is thrown away at the end.
 * Returns the teardown, which stops the server and removes its directory.
 */
export default async function setup(project: TestProject) {
  const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'warn');
  // The cluster directory itself (not a child of it): startEmbeddedPostgres hands it to the
  // `postgres` user when running as root, and mkdtemp's 0700 parent would lock that user out.
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pathwise-test-pg-'));
  const cluster = await startEmbeddedPostgres({
    dir,
    log,
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  try {
    const adminUrl = cluster.url();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${TEMPLATE_DATABASE}`);
    } finally {
      await admin.end();
    }

    const templateUrl = cluster.url(TEMPLATE_DATABASE);
    const database = openDatabase(templateUrl, 2);
    try {
      await runMigrations(database);
    } finally {
      await database.close();
    }
    const boss = await startBoss(templateUrl, log);
    await boss.stop({ graceful: true, wait: true, close: true, timeout: 1000 });

    // Cloning needs a template nobody is connected to; refusing connections keeps it so.
    const admin2 = new pg.Client({ connectionString: adminUrl });
    await admin2.connect();
    try {
      await admin2.query(
        `alter database ${TEMPLATE_DATABASE} with is_template true allow_connections false`,
      );
      await admin2.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [TEMPLATE_DATABASE],
      );
    } finally {
      await admin2.end();
    }
    project.provide('pgAdminUrl', adminUrl);
  } catch (err) {
    await cluster.stop();
    await fs.rm(dir, { recursive: true, force: true });
    throw err;
  }

  return async () => {
    await cluster.stop();
    await fs.rm(dir, { recursive: true, force: true });
  };
}
