import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../client.ts';
import { DEMO_SEEDERS } from './registry.ts';

/**
 * Demo content (docs/product.md#13-demo-content "Demo content"): loaded once into an empty database, in one
 * transaction, and recorded in `demo_seed_runs` so that it never runs twice. "Empty" means no
 * user account and no earlier seeding.
 * @returns whether the seeders ran.
 */
export async function seedDemoContent(
  database: Database,
  log: Logger,
  opts: { force?: boolean } = {},
): Promise<boolean> {
  return database.transaction(async (tx) => {
    // One seeding at a time, even with several processes starting together.
    await tx.client.query('select pg_advisory_xact_lock(7104202612)');
    const done = await tx.client.query('select 1 from demo_seed_runs limit 1');
    if (done.rowCount) return false;
    if (!opts.force) {
      const users = await tx.client.query('select 1 from users limit 1');
      if (users.rowCount) {
        log.info('database has accounts; demo content not loaded');
        return false;
      }
    }
    for (const seeder of DEMO_SEEDERS) {
      await seeder.run(tx);
      log.info({ seeder: seeder.name }, 'demo content loaded');
    }
    await tx.db.execute(sql`insert into demo_seed_runs (seeded_at) values (now())`);
    return true;
  });
}
