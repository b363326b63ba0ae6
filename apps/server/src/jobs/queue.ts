import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { sha256 } from '../lib/crypto.ts';

/** Statement names by text (pg-boss's insert is one text per queue schema: a handful). */
const statementNames = new Map<string, string>();

/**
 * pg-boss's `db` option for a transaction's `client`: its statements (the job insert) run as
 * named prepared statements, parsed and planned once per connection instead of per job (a
 * message send enqueues one: docs/performance.md, "Realtime, second round").
 */
export function onClient(client: pg.PoolClient): {
  executeSql(text: string, values: unknown[]): Promise<pg.QueryResult>;
} {
  return {
    executeSql(text, values) {
      let name = statementNames.get(text);
      if (!name) {
        name = `pgboss_${sha256(text).slice(0, 24)}`;
        statementNames.set(text, name);
      }
      return client.query({ name, text, values });
    },
  };
}

/**
 * Durable jobs of a module (pg-boss) other than mail, which has its own {@link Mailer}
 * (`jobs/mail-job.ts`): e.g. the booking reminders, sent at a time in the future
 * (docs/architecture.md "Jobs"). A module creates its queue and starts its worker while it
 * registers ({@link JobQueue.work}); every server process runs the worker, and pg-boss hands
 * each job to exactly one of them (`FOR UPDATE SKIP LOCKED`).
 */
export interface JobQueue {
  /**
   * Create `queue` (idempotent: every process does it at start) and start its worker. A job
   * whose handler throws is retried by pg-boss with the queue's policy.
   * @param options.policy pg-boss's queue policy; `short` keeps at most one queued (`created`)
   *   job per `singletonKey`, so a second send with the same key is dropped.
   * @param options.retryLimit tries after the first (default 5), backing off from `retryDelay` s.
   * @param options.pollingIntervalSeconds how often an idle worker looks for due jobs (default 2).
   */
  work<T extends object>(
    queue: string,
    options: {
      policy?: 'standard' | 'short';
      retryLimit?: number;
      retryDelay?: number;
      pollingIntervalSeconds?: number;
    },
    handler: (job: { id: string; data: T }) => Promise<void>,
  ): Promise<void>;
  /**
   * Enqueue a job on `queue` (created by {@link JobQueue.work} in this process first). Pass
   * the transaction's `client` to enqueue atomically with the rows the job is about.
   * @param options.startAfter not before this instant.
   * @param options.singletonKey with a `short` queue, at most one queued job per key.
   * @returns the job's id, or null when the queue's policy dropped it as a duplicate.
   */
  send<T extends object>(
    queue: string,
    data: T,
    options?: { client?: pg.PoolClient; startAfter?: Date; singletonKey?: string },
  ): Promise<string | null>;
  /**
   * Run a job on `queue` (created by {@link JobQueue.work} first) at every `cron` (five
   * fields, UTC), e.g. `0,15,30,45 * * * *`. pg-boss keeps one schedule per queue, whatever the
   * number of processes, and creates each due job once (e.g. the weekly plan mail's sweep).
   */
  schedule(queue: string, cron: string, data?: object): Promise<void>;
}

/**
 * The {@link JobQueue} over pg-boss. When `started` is given (pg-boss's `start()` still
 * running, so that the server builds its routes meanwhile: docs/performance.md, start-up), every
 * call waits for it first; without it, `boss` must already be started.
 */
export function createJobQueue(
  boss: PgBoss,
  started: Promise<unknown> = Promise.resolve(),
): JobQueue {
  return {
    async work(queue, options, handler) {
      await started;
      await boss.createQueue(queue, {
        name: queue,
        policy: options.policy ?? 'standard',
        retryLimit: options.retryLimit ?? 5,
        retryDelay: options.retryDelay ?? 30,
        retryBackoff: true,
        expireInSeconds: 60,
      });
      await boss.work<Parameters<typeof handler>[0]['data']>(
        queue,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) await handler({ id: job.id, data: job.data });
        },
      );
    },
    async send(queue, data, options = {}) {
      await started;
      const { client } = options;
      const db = client ? onClient(client) : undefined;
      return boss.send(queue, data, {
        db,
        startAfter: options.startAfter,
        singletonKey: options.singletonKey,
      });
    },
    async schedule(queue, cron, data = {}) {
      await started;
      return boss.schedule(queue, cron, data, { tz: 'UTC' });
    },
  };
}
