import path from 'node:path';
import { loadConfig } from './config.ts';
import { beginDatabase } from './db/bootstrap.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { createLogger } from './lib/logger.ts';
import { defaultWebDist } from './paths.ts';

/**
 * Entry point: read config, start (or connect to) PostgreSQL, migrate, start jobs, listen.
 * SIGINT/SIGTERM close the HTTP server, then the jobs, then the database, within 10 s.
 */
const SHUTDOWN_LIMIT_MS = 10_000;
/** How long requests in flight at shutdown may run before their connections are cut. */
const REQUEST_GRACE_MS = 4_000;

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    // One line naming the variable, for a person reading a terminal or a service log.
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
})();
const logger = createLogger(config.logLevel);
const webDist = config.webDist ? path.resolve(config.webDist) : defaultWebDist;

/** Set once shutdown begins; declared first so an early signal finds it initialised. */
let stopping = false;
const started = Date.now();
const starting = await beginDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  log: logger,
  // The supervisor restarts a dead embedded PostgreSQL; when even that fails, exit non-zero
  // so that whatever runs this process can start it again (ADR 0010).
  onEmbeddedGiveUp: () => process.exit(1),
}).catch((err: unknown) => {
  // Another server on this DATA_DIR: one line naming both, and its PostgreSQL left alone.
  if (!(err instanceof DataDirInUseError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
});
// Awaited once the routes are built; a failure meanwhile is reported there.
starting.ready.catch(() => undefined);
// The rest of the server (routes, jobs, demo content) is loaded, and the routes are built,
// while PostgreSQL starts and migrates in its own process (docs/performance.md, "Start-up and idle memory"): both take a
// few hundred ms, one on this process's CPU, the other mostly waiting. PostgreSQL is spawned
// first: loading the modules holds the event loop, and would hold back each step before it.
const [
  { buildApp },
  { findDemoAccounts, seedDemoContent },
  { createBoss },
  { createMailer, startMailWorker },
  { createJobQueue },
  { createDevMailboxService },
] = await Promise.all([
  import('./app.ts'),
  import('./db/seed/index.ts'),
  import('./jobs/boss.ts'),
  import('./jobs/mail-job.ts'),
  import('./jobs/queue.ts'),
  import('./modules/dev-mailbox/service.ts'),
]);
// pg-boss starts (a few round trips to its schema) once the database is up, while the routes
// are built; the job queue and the mailer wait for it, and listening waits for both.
const boss = createBoss(starting.url, logger);
const bossStarted = starting.ready
  .then(() => boss.start())
  .then(() =>
    startMailWorker({
      boss,
      mailbox: createDevMailboxService({ database: starting.database }),
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: logger,
    }),
  );
bossStarted.catch(() => undefined);
// Building the routes sends no query: the pool connects on its first one, after `ready`.
const app = await buildApp({
  config,
  database: starting.database,
  mailer: createMailer(boss, bossStarted),
  jobs: createJobQueue(boss, bossStarted),
  logger,
  webDist,
  // One server per embedded cluster (the DATA_DIR lock): realtime needs no fan-out.
  singleProcess: starting.embedded,
});
const db = await starting.ready;
// Demo content on the embedded default only (docs/product.md#13-demo-content "Demo content").
const demo = { demoPassword: config.demoPassword, meetingBaseUrl: config.meetingBaseUrl };
if (db.embedded && config.seedDemo) await seedDemoContent(db.database, logger, demo);
const demoAccounts = config.demoPassword ? await findDemoAccounts(db.database) : [];
await bossStarted;
// Handlers go in before listening, so a signal that follows the first answer always gets
// the ordered shutdown (function declarations are hoisted).
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  // One line for a person at a terminal, and the embedded PostgreSQL is not left running.
  const code = (err as NodeJS.ErrnoException).code;
  process.stderr.write(
    code === 'EADDRINUSE'
      ? `Port ${config.port} on ${config.host} is in use: stop what runs there, or set PORT to another port.\n`
      : `Could not listen on ${config.host}:${config.port}: ${(err as Error).message}\n`,
  );
  stopping = true;
  await boss.stop({ graceful: false, wait: true, close: true }).catch(() => undefined);
  await db.database.close().catch(() => undefined);
  await stopEmbedded();
  process.exit(1);
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const local = config.appUrl.includes(`:${port}`) ? config.appUrl : `http://localhost:${port}`;
logger.info(
  { port, ms: Date.now() - started, embeddedDatabase: Boolean(db.embedded) },
  'server started',
);
console.log(`\n  ${config.appName} is running at ${local}`);
if (config.devMailbox)
  console.log(`  Mail is kept, not sent: read it at ${local}/dev/mailbox (from this machine only)`);
if (demoAccounts.length)
  console.log(
    `  Demo accounts: ${demoAccounts.join(', ')}, password "${config.demoPassword}" (DEMO_PASSWORD)`,
  );
if (!['127.0.0.1', '::1', 'localhost'].includes(config.host))
  console.log(`  Listening on ${config.host}: reachable from other machines.`);
console.log('  Press Ctrl+C to stop.\n');

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  let code = 0;
  const force = setTimeout(() => {
    logger.error('shutdown took longer than 10 s; exiting');
    // Even now the embedded PostgreSQL is not left running (docs/architecture.md#processes).
    void stopEmbedded().finally(() => process.exit(1));
  }, SHUTDOWN_LIMIT_MS);
  force.unref();
  // Idle keep-alive connections close at once (Fastify); a request still running after
  // REQUEST_GRACE_MS has its connection cut, so one slow client cannot hold the stop.
  const cut = setTimeout(() => app.server.closeAllConnections(), REQUEST_GRACE_MS);
  cut.unref();
  try {
    await app.close();
    clearTimeout(cut);
    await boss.stop({ graceful: true, timeout: 3000, wait: true, close: true });
    await db.database.close();
  } catch (err) {
    logger.error({ err }, 'error during shutdown');
    code = 1;
  }
  await stopEmbedded();
  logger.info('stopped');
  process.exit(code);
}

/** Stop the embedded PostgreSQL (if any); never throws. */
async function stopEmbedded() {
  try {
    await db.embedded?.stop(3000);
  } catch (err) {
    logger.error({ err }, 'the embedded PostgreSQL did not stop cleanly');
  }
}
