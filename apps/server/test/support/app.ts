import type { InjectOptions, Response as InjectResponse } from 'light-my-request';
import type PgBoss from 'pg-boss';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { startBoss } from '../../src/jobs/boss.ts';
import { createMailer, startMailWorker } from '../../src/jobs/mail-job.ts';
import { createJobQueue } from '../../src/jobs/queue.ts';
import { SESSION_COOKIE } from '../../src/lib/auth.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { createDemoDatabase, createTestDatabase, type TestDatabase } from './database.ts';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from './smtp-catcher.ts';
import { createDevMailboxService } from '../../src/modules/dev-mailbox/service.ts';

/** The public origin of every test app unless a test sets `APP_URL` itself. */
export const TEST_APP_URL = 'http://localhost:3000';

type App = Awaited<ReturnType<typeof buildApp>>;

/** Where a test app's mail goes. */
export type TestMail =
  /** A catcher of its own, closed with the app (the default). */
  | 'catcher'
  /** `SMTP_URL` unset: mail lands in `dev_mails` (and /dev/mailbox). */
  | 'dev-mailbox'
  /** A catcher the test manages (e.g. shared by two apps). */
  | SmtpCatcher
  /** Any `SMTP_URL`, e.g. a port where nothing listens yet. */
  | { smtpUrl: string };

export interface TestAppOptions {
  /**
   * The database to use; by default a new one cloned from the template. Apps on one
   * database share its mail queue, so give them the same catcher too.
   */
  database?: TestDatabase;
  mail?: TestMail;
  /** Environment variables given to `loadConfig`, over the test defaults. */
  env?: Record<string, string | undefined>;
  /** Directory of a built web app to serve (for the SPA fallback and its headers). */
  webDist?: string;
  /** Where the app's JSON log lines go (default: standard output, at TEST_LOG_LEVEL). */
  logDestination?: { write(line: string): void };
  /** Runs before the app is ready: register extra routes or hooks a test needs. */
  setup?: (app: App) => void | Promise<void>;
  /** Build it as the only process on its database (`AppDeps.singleProcess`; default false). */
  singleProcess?: boolean;
}

/** What {@link TestApp.request} sends. */
export interface RequestOptions {
  /** JSON body (serialised) or a raw string body. */
  body?: unknown;
  /** A session token to send as the `pathwise_session` cookie. */
  session?: string;
  headers?: Record<string, string>;
  /** The client's address (default 127.0.0.1): rate limits count per address. */
  ip?: string;
}

/** A running app wired like production, its database and where its mail goes. */
export interface TestApp {
  app: App;
  config: Config;
  /** The app's own database (a clone of the template unless one was given). */
  db: TestDatabase;
  /** The app's connection pool, e.g. to close it under a running app. */
  database: Database;
  boss: PgBoss;
  /** The SMTP catcher, unless mail goes to the dev mailbox or an address the test chose. */
  catcher?: SmtpCatcher;
  /** Send a request through `app.inject()` (no socket; the same routing, hooks and plugins). */
  request(
    method: InjectOptions['method'],
    url: string,
    options?: RequestOptions,
  ): Promise<InjectResponse>;
  /**
   * The first mail matching `predicate` that this app sent: from its catcher, or from
   * `dev_mails` in dev-mailbox mode.
   * @throws Error after `timeoutMs` (default 10 000 ms).
   */
  waitForMail(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** The first `count` mails matching `predicate`, waiting as above. */
  waitForMails(
    predicate: (mail: CaughtMail) => boolean,
    count: number,
    timeoutMs?: number,
  ): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

/**
 * Test defaults: a fixed APP_URL so that links are predictable, logs silent (set
 * TEST_LOG_LEVEL to see them), and rate limits on but high, so every test runs through the
 * real limiter without tripping it; rate-limit tests lower them.
 */
const DEFAULT_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  APP_URL: TEST_APP_URL,
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  SEED_DEMO: 'false',
  RATE_LIMITS: 'true',
  RATE_LIMIT_SIGNUP_PER_HOUR: '1000',
  RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: '1000',
  RATE_LIMIT_LOGIN_PER_IP_PER_HOUR: '1000',
  RATE_LIMIT_MAIL_PER_HOUR: '1000',
  RATE_LIMIT_SOCKET_PER_MINUTE: '1000',
};

async function pollDevMails(
  db: TestDatabase,
  predicate: (mail: CaughtMail) => boolean,
  count: number,
  timeoutMs: number,
): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<{
      to: string;
      from: string;
      reply_to: string | null;
      subject: string;
      text: string;
      html: string;
      created_at: Date;
    }>('select "to", "from", reply_to, subject, text, html, created_at from dev_mails order by id');
    const mails = rows.map((r): CaughtMail => ({
      envelope: { from: r.from, to: [r.to] },
      from: r.from,
      to: [r.to],
      replyTo: r.reply_to ?? undefined,
      // The dev mailbox keeps no headers; tests of headers catch mail over SMTP.
      headers: {},
      subject: r.subject,
      text: r.text,
      html: r.html,
      attachments: [],
      receivedAt: r.created_at,
    }));
    const found = mails.filter(predicate);
    if (found.length >= count) return found.slice(0, count);
    if (Date.now() > deadline) {
      throw new Error(
        `Expected ${count} matching mail(s) in dev_mails within ${timeoutMs} ms, got ${found.length}. Kept: ${mails.map((m) => `"${m.subject}" to ${m.to[0]}`).join('; ') || 'nothing'}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Build the app the way `main.ts` does (docs/architecture.md#tests): `loadConfig`, the real pg-boss
 * and mail worker, `buildApp`; requests go through `app.inject()`.
 * Mail goes to a fresh SMTP catcher unless `options.mail` says otherwise.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.database ?? (await createTestDatabase());
  const mail = options.mail ?? 'catcher';
  const catcher =
    mail === 'catcher'
      ? await startSmtpCatcher()
      : typeof mail === 'object' && 'waitForMail' in mail
        ? mail
        : undefined;
  const ownsCatcher = mail === 'catcher';
  const smtpUrl =
    mail === 'dev-mailbox'
      ? undefined
      : catcher
        ? catcher.url
        : (mail as { smtpUrl: string }).smtpUrl;

  const config = loadConfig({
    ...DEFAULT_ENV,
    DATABASE_URL: db.url,
    SMTP_URL: smtpUrl,
    ...options.env,
  });
  const logger = createLogger(config.logLevel, options.logDestination);
  const database = openDatabase(db.url, 5, (err) => logger.error({ err }, 'database pool error'));
  const boss = await startBoss(db.url, logger);
  const mailer = createMailer(boss);
  await startMailWorker({
    boss,
    mailbox: createDevMailboxService({ database }),
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: logger,
  });
  const app = await buildApp({
    config,
    database,
    mailer,
    jobs: createJobQueue(boss),
    logger,
    webDist: options.webDist,
    singleProcess: options.singleProcess,
    // A cold import on a loaded machine may outlast Fastify's 10 s per plugin (see AppDeps).
    pluginTimeout: 60_000,
  });
  await options.setup?.(app);
  await app.ready();

  const waitForMails = (
    predicate: (mail: CaughtMail) => boolean,
    count: number,
    timeoutMs = 10_000,
  ) => {
    if (catcher) return catcher.waitForMails(predicate, count, timeoutMs);
    if (!smtpUrl) return pollDevMails(db, predicate, count, timeoutMs);
    throw new Error('This test app sends mail to an SMTP server the test manages; read it there.');
  };

  return {
    app,
    config,
    db,
    database,
    boss,
    catcher,
    request(method, url, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      let payload: string | undefined;
      if (typeof opts.body === 'string') payload = opts.body;
      else if (opts.body !== undefined) {
        payload = JSON.stringify(opts.body);
        headers['content-type'] ??= 'application/json';
      }
      return app.inject({
        method,
        url,
        payload,
        headers,
        cookies: opts.session ? { [SESSION_COOKIE]: opts.session } : undefined,
        remoteAddress: opts.ip,
      });
    },
    waitForMails,
    async waitForMail(predicate, timeoutMs) {
      const [found] = await waitForMails(predicate, 1, timeoutMs);
      return found!;
    },
    async close() {
      await app.close();
      await boss.stop({ graceful: true, wait: true, close: true, timeout: 3000 });
      // A test may have ended the pool itself to play a database outage.
      if (!database.pool.ended) await database.close();
      if (ownsCatcher) await catcher?.close();
    },
  };
}

/**
 * {@link buildTestApp} on a database of its own with the demo content loaded
 * (`createDemoDatabase`: a clone of the demo template the global setup seeds once per run,
 * demo accounts' password `TEST_DEMO_PASSWORD`; docs/performance.md#the-test-suite).
 */
export async function buildDemoApp(
  options: Omit<TestAppOptions, 'database'> = {},
): Promise<TestApp> {
  return buildTestApp({ ...options, database: await createDemoDatabase() });
}
