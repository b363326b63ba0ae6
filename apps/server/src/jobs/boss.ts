import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

/** Start pg-boss on `url` (its own `pgboss` schema, created on first start). */
export async function startBoss(url: string, log: Logger): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: url, max: 4, application_name: 'pathwise-jobs' });
  boss.on('error', (err: Error) => log.error({ err: err.message }, 'job queue error'));
  await boss.start();
  return boss;
}
