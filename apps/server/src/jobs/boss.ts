import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

/**
 * Start pg-boss on `url` (its own `pgboss` schema, created on first start).
 * Maintenance, which retries jobs whose process died mid-run (see the mail job's
 * `expireInSeconds`), runs every 30 s instead of pg-boss's 120 s; one process in the
 * cluster does it per interval. One connection is enough for one small worker's polling
 * and that maintenance, which take turns on it (jobs are enqueued on the app's own
 * connection, in its transaction); each idle PostgreSQL backend costs some 15 MB of the
 * embedded database's memory (docs/performance.md: idle memory).
 */
export async function startBoss(url: string, log: Logger): Promise<PgBoss> {
  const boss = createBoss(url, log);
  await boss.start();
  return boss;
}

/**
 * pg-boss on `url` as {@link startBoss} configures it, not started yet: the caller starts it
 * (`boss.start()`) while it does other work, e.g. the server building its routes.
 */
export function createBoss(url: string, log: Logger): PgBoss {
  const boss = new PgBoss({
    connectionString: url,
    max: 1,
    application_name: 'pathwise-jobs',
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (err: Error) => log.error({ err }, 'job queue error'));
  return boss;
}
