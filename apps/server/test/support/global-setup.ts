import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations } from '../../src/db/client.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';
import { seedDemoContent } from '../../src/db/seed/index.ts';
import { startBoss } from '../../src/jobs/boss.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { DEMO_TEMPLATE_DATABASE, TEMPLATE_DATABASE, TEST_DEMO_PASSWORD } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the test cluster's `postgres` database (superuser). */
    pgAdminUrl: string;
  }
}

/**
 * Vitest global setup of the `server` project (docs/architecture.md#tests): one
 * embedded PostgreSQL for the whole run, and a template database that is migrated once and
 * holds pg-boss's schema, so that each test file can clone a ready database in milliseconds
 * (`createTestDatabase`), and a second template with the demo content loaded, for the files
 * about demo content (`createDemoDatabase`; seeding took ~1–3 s per file when each file did it,
 * docs/performance.md#the-test-suite). Durability is switched off: the cluster is thrown away at
 * the end. Returns the teardown, which stops the server and removes its directory.
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
      await closeTemplate(admin2, TEMPLATE_DATABASE);
      await admin2.query(`create database ${DEMO_TEMPLATE_DATABASE} template ${TEMPLATE_DATABASE}`);
      const demo = openDatabase(cluster.url(DEMO_TEMPLATE_DATABASE), 2);
      try {
        const seeded = await seedDemoContent(demo, log, { demoPassword: TEST_DEMO_PASSWORD });
        if (!seeded) throw new Error('The demo content was not loaded into the demo template.');
      } finally {
        await demo.close();
      }
      await closeTemplate(admin2, DEMO_TEMPLATE_DATABASE);
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

/** Mark `name` as a template that accepts no connections, and end those still open. */
async function closeTemplate(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`alter database ${name} with is_template true allow_connections false`);
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
    name,
  ]);
}
