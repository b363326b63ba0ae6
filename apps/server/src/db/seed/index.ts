import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../client.ts';
import { DEMO_ADMIN_EMAIL, DEMO_MENTEE_EMAIL, DEMO_MENTOR_EMAIL } from './demo-accounts.ts';
import { demoSeedContext, type DemoSeedContext } from './types.ts';

/**
 * Demo content (docs/product.md#13-demo-content "Demo content"): loaded once into an empty database, in one
 * transaction, and recorded in `demo_seed_runs` so that it never runs twice. "Empty" means no
 * user account and no earlier seeding.
 * @returns whether the seeders ran.
 */
export async function seedDemoContent(
  database: Database,
  log: Logger,
  opts: { force?: boolean } & Partial<Omit<DemoSeedContext, 'now'>> = {},
): Promise<boolean> {
  const { force, ...given } = opts;
  return database.transaction(async (tx) => {
    // One seeding at a time, even with several processes starting together.
    await tx.client.query('select pg_advisory_xact_lock(7104202612)');
    const done = await tx.client.query('select 1 from demo_seed_runs limit 1');
    if (done.rowCount) return false;
    if (!force) {
      const users = await tx.client.query('select 1 from users limit 1');
      if (users.rowCount) {
        log.info('database has accounts; demo content not loaded');
        return false;
      }
    }
    // The seeders (and their data) load only when they run: not on every start-up of a
    // database that has its content (docs/performance.md, "Start-up and idle memory").
    const { DEMO_SEEDERS } = await import('./registry.ts');
    const ctx = demoSeedContext(given);
    for (const seeder of DEMO_SEEDERS) {
      await seeder.run(tx, ctx);
      log.info({ seeder: seeder.name }, 'demo content loaded');
    }
    await tx.db.execute(sql`insert into demo_seed_runs (seeded_at) values (now())`);
    return true;
  });
}

/**
 * The emails of the demo accounts that can sign in (docs/product.md#13-demo-content), those of
 * {@link DEMO_MENTEE_EMAIL}, {@link DEMO_MENTOR_EMAIL} and {@link DEMO_ADMIN_EMAIL} that exist;
 * for the start banner.
 */
export async function findDemoAccounts(database: Database): Promise<string[]> {
  const { rows } = await database.pool.query<{ email: string }>(
    'select email from users where email = any($1) order by email desc',
    [[DEMO_MENTEE_EMAIL, DEMO_MENTOR_EMAIL, DEMO_ADMIN_EMAIL]],
  );
  return rows.map((r) => r.email);
}
